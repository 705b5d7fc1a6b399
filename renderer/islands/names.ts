// For pre-rendering: each island's name by its definition, so <Island of={…}> can write which code wakes it.
import type { IslandDefinition } from '../../ui/island.tsx';
import { islandLoaders } from './modules.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
type Names = ReadonlyMap<IslandDefinition<any>, string>;

let names: Promise<Names> | undefined;

export function islandNames(): Promise<Names> {
  names ??= Promise.all(
    Object.entries(islandLoaders).map(async ([name, load]) => [(await load()).default, name] as const),
  ).then((entries) => new Map(entries));
  return names;
}
