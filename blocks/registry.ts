// The one place that joins block types to the code: one line per type, with its component (loaded only on pages that
// use it) and, when it has one, its definition (build time only: the client build replaces it with an empty module).
// The `satisfies` below makes type-checking fail until every block type of the schema is listed here.
import type { BlockComponentModule, BlockDefinition, BlockType } from './block.ts';
import type { BlockDefinitions } from '../model/blocks.ts';

interface RegistryEntry {
  component: () => Promise<BlockComponentModule>;
  definition?: () => Promise<{ default: BlockDefinition }>;
}

export const blockRegistry = {
  cards: { component: () => import('./cards/index.tsx') },
  cases: { component: () => import('./cases/index.tsx'), definition: () => import('./cases/block.ts') },
  comparison: { component: () => import('./comparison/index.tsx'), definition: () => import('./comparison/block.ts') },
  confirmation: { component: () => import('./confirmation/index.tsx'), definition: () => import('./confirmation/block.ts') },
  'contact-form': { component: () => import('./contact-form/index.tsx'), definition: () => import('./contact-form/block.ts') },
  'cross-links': { component: () => import('./cross-links/index.tsx'), definition: () => import('./cross-links/block.ts') },
  cta: { component: () => import('./cta/index.tsx') },
  downloads: { component: () => import('./downloads/index.tsx'), definition: () => import('./downloads/block.ts') },
  faq: { component: () => import('./faq/index.tsx'), definition: () => import('./faq/block.ts') },
  'focus-cards': { component: () => import('./focus-cards/index.tsx'), definition: () => import('./focus-cards/block.ts') },
  founder: { component: () => import('./founder/index.tsx'), definition: () => import('./founder/block.ts') },
  guardrails: { component: () => import('./guardrails/index.tsx') },
  hero: { component: () => import('./hero/index.tsx'), definition: () => import('./hero/block.ts') },
  lists: { component: () => import('./lists/index.tsx') },
  newsletter: { component: () => import('./newsletter/index.tsx') },
  policy: { component: () => import('./policy/index.tsx'), definition: () => import('./policy/block.ts') },
  problem: { component: () => import('./problem/index.tsx') },
  'service-cards': { component: () => import('./service-cards/index.tsx'), definition: () => import('./service-cards/block.ts') },
  stats: { component: () => import('./stats/index.tsx'), definition: () => import('./stats/block.ts') },
  steps: { component: () => import('./steps/index.tsx') },
  testimonials: { component: () => import('./testimonials/index.tsx') },
  text: { component: () => import('./text/index.tsx') },
  tiers: { component: () => import('./tiers/index.tsx'), definition: () => import('./tiers/block.ts') },
} satisfies Record<BlockType, RegistryEntry>;

const registry: Record<string, RegistryEntry> = blockRegistry;

/** The components of the given block types, by type. */
export async function loadBlockComponents(types: Iterable<string>): Promise<Record<string, BlockComponentModule['default']>> {
  const unique = [...new Set(types)];
  const modules = await Promise.all(unique.map((type) => registry[type]!.component()));
  return Object.fromEntries(unique.map((type, i) => [type, modules[i]!.default]));
}

let definitions: Promise<BlockDefinitions> | undefined;

/** Every block type's definition (an empty one for a type without block.ts), loaded once. Build time only. */
export function loadBlockDefinitions(): Promise<BlockDefinitions> {
  return (definitions ??= Promise.all(
    Object.entries(registry).map(async ([type, entry]) => [type, entry.definition ? (await entry.definition()).default : {}] as const),
  ).then((entries) => Object.freeze(Object.fromEntries(entries))));
}
