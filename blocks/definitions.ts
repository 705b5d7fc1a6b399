// Every block type's build-time definition (its folder's block.ts: resolve step and hooks): one line per block folder
// that has a block.ts. Imported statically, so the site check runs the same in Node and in the editor's browser app;
// never by browser code of the site (renderer/vite-site-plugin.ts refuses it in the client build).
// tests/unit/site-check.test.ts fails when a block folder's block.ts is missing here.
import type { BlockDefinition, BlockType } from './block.ts';
import type { BlockDefinitions } from '../model/blocks.ts';
import cases from './cases/block.ts';
import comparison from './comparison/block.ts';
import confirmation from './confirmation/block.ts';
import contactForm from './contact-form/block.ts';
import crossLinks from './cross-links/block.ts';
import downloads from './downloads/block.ts';
import faq from './faq/block.ts';
import focusCards from './focus-cards/block.ts';
import founder from './founder/block.ts';
import hero from './hero/block.ts';
import newsletter from './newsletter/block.ts';
import policy from './policy/block.ts';
import serviceCards from './service-cards/block.ts';
import stats from './stats/block.ts';
import tiers from './tiers/block.ts';

const definitions = {
  cases,
  comparison,
  confirmation,
  'contact-form': contactForm,
  'cross-links': crossLinks,
  downloads,
  faq,
  'focus-cards': focusCards,
  founder,
  hero,
  newsletter,
  policy,
  'service-cards': serviceCards,
  stats,
  tiers,
} satisfies Partial<Record<BlockType, BlockDefinition>>;

/** The block types that have a definition; any other type has none (model/blocks.ts `definitionOf`). */
export const blockDefinitions: BlockDefinitions = Object.freeze(definitions);
