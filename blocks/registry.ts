// The one place that joins block types to their components: one line per type, loaded only on pages that use it.
// The `satisfies` below makes type-checking fail until every block type of the schema is listed here. A type's
// build-time definition (block.ts) is listed in blocks/definitions.ts, which browsers never load.
import type { BlockComponentModule, BlockType } from './block.ts';

interface RegistryEntry {
  component: () => Promise<BlockComponentModule>;
}

export const blockRegistry = {
  cards: { component: () => import('./cards/index.tsx') },
  cases: { component: () => import('./cases/index.tsx') },
  comparison: { component: () => import('./comparison/index.tsx') },
  confirmation: { component: () => import('./confirmation/index.tsx') },
  'contact-form': { component: () => import('./contact-form/index.tsx') },
  'cross-links': { component: () => import('./cross-links/index.tsx') },
  cta: { component: () => import('./cta/index.tsx') },
  downloads: { component: () => import('./downloads/index.tsx') },
  faq: { component: () => import('./faq/index.tsx') },
  'focus-cards': { component: () => import('./focus-cards/index.tsx') },
  founder: { component: () => import('./founder/index.tsx') },
  guardrails: { component: () => import('./guardrails/index.tsx') },
  hero: { component: () => import('./hero/index.tsx') },
  lists: { component: () => import('./lists/index.tsx') },
  newsletter: { component: () => import('./newsletter/index.tsx') },
  policy: { component: () => import('./policy/index.tsx') },
  problem: { component: () => import('./problem/index.tsx') },
  'service-cards': { component: () => import('./service-cards/index.tsx') },
  stats: { component: () => import('./stats/index.tsx') },
  steps: { component: () => import('./steps/index.tsx') },
  testimonials: { component: () => import('./testimonials/index.tsx') },
  text: { component: () => import('./text/index.tsx') },
  tiers: { component: () => import('./tiers/index.tsx') },
} satisfies Record<BlockType, RegistryEntry>;

const registry: Record<string, RegistryEntry> = blockRegistry;

/** The components of the given block types, by type. */
export async function loadBlockComponents(
  types: Iterable<string>,
): Promise<Record<string, BlockComponentModule['default']>> {
  const unique = [...new Set(types)];
  const modules = await Promise.all(unique.map((type) => registry[type]!.component()));
  return Object.fromEntries(unique.map((type, i) => [type, modules[i]!.default]));
}
