// Every island of the site, found by its file name (*.island.tsx) so generic code names none of them: the loader
// loads one when it wakes, the pre-renderer names each. Vite makes each its own chunk, loaded only where used.
import type { IslandDefinition } from '../../ui/island.tsx';

export interface IslandModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
  default: IslandDefinition<any>;
}

const modules = import.meta.glob<IslandModule>(['/blocks/*/*.island.tsx', '/renderer/layout/*.island.tsx']);

/** "/blocks/faq/answers.island.tsx" → "blocks/faq/answers": the name the page's HTML carries. */
function islandName(path: string): string {
  return path.replace(/^\//, '').replace(/\.island\.tsx$/, '');
}

export const islandLoaders: Readonly<Record<string, () => Promise<IslandModule>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [islandName(path), load]),
);
