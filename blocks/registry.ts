// One line per block type: its folder's component module, loaded only on pages that use it.
// The `satisfies` below makes type-checking fail until every block type of the schema is listed here.
import type { BlockModule, BlockType } from './block.ts';

type Loader = () => Promise<BlockModule<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const blockModules = {
  cards: () => import('./cards/index.tsx'),
  cases: () => import('./cases/index.tsx'),
  comparison: () => import('./comparison/index.tsx'),
  confirmation: () => import('./confirmation/index.tsx'),
  'contact-form': () => import('./contact-form/index.tsx'),
  'cross-links': () => import('./cross-links/index.tsx'),
  cta: () => import('./cta/index.tsx'),
  downloads: () => import('./downloads/index.tsx'),
  faq: () => import('./faq/index.tsx'),
  'focus-cards': () => import('./focus-cards/index.tsx'),
  guardrails: () => import('./guardrails/index.tsx'),
  hero: () => import('./hero/index.tsx'),
  lists: () => import('./lists/index.tsx'),
  newsletter: () => import('./newsletter/index.tsx'),
  problem: () => import('./problem/index.tsx'),
  'service-cards': () => import('./service-cards/index.tsx'),
  stats: () => import('./stats/index.tsx'),
  steps: () => import('./steps/index.tsx'),
  testimonials: () => import('./testimonials/index.tsx'),
  text: () => import('./text/index.tsx'),
  tiers: () => import('./tiers/index.tsx'),
} satisfies Record<BlockType, Loader>;

export async function loadBlockComponents(types: Iterable<string>): Promise<Record<string, BlockModule<any, any>['default']>> {
  const unique = [...new Set(types)] as BlockType[];
  const modules = await Promise.all(unique.map((type) => blockModules[type]()));
  return Object.fromEntries(unique.map((type, i) => [type, modules[i]!.default]));
}
