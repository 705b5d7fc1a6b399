// One line per block type: its folder's component module, loaded only on pages that use it.
// The `satisfies` below makes type-checking fail until every block type of the schema is listed here.
import type { BlockModule, BlockType } from './block.ts';

type Loader = () => Promise<BlockModule<any, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const blockModules = {
  hero: () => import('./hero/index.tsx'),
} satisfies Record<BlockType, Loader>;

export async function loadBlockComponents(types: Iterable<string>): Promise<Record<string, BlockModule<any, any>['default']>> {
  const unique = [...new Set(types)] as BlockType[];
  const modules = await Promise.all(unique.map((type) => blockModules[type]()));
  return Object.fromEntries(unique.map((type, i) => [type, modules[i]!.default]));
}
