// The changes to pages: pages added, removed or renamed, their titles, and their blocks added, removed or moved.
import type { Route } from '../../schema/site.types.ts';
import { blockName } from '../block-name.ts';
import type { Collector } from './collector.ts';
import { moved, pairBy } from './pairing.ts';
import type { Obj } from './types.ts';
import { canonical, quote } from './words.ts';

type Pair = { old: number; new: number };

/** Blocks are the same block when equal, else by anchor, else by type in order (the n-th hero with the n-th hero). */
function pairBlocks(before: Obj[], after: Obj[]) {
  const exact = pairBy(before, after, canonical);
  const leftOld = exact.removed.map((i) => before[i]!);
  const leftNew = exact.added.map((j) => after[j]!);
  const byAnchor = pairBy(leftOld, leftNew, (b) =>
    typeof b.anchor === 'string' ? `${b.type}@${b.anchor}` : undefined,
  );
  const restOld = byAnchor.removed.map((i) => leftOld[i]!);
  const restNew = byAnchor.added.map((j) => leftNew[j]!);
  const occurrence = (list: Obj[]) =>
    list.map((block, k) => `${block.type}#${list.slice(0, k + 1).filter((b) => b.type === block.type).length}`);
  const typed = pairBy(occurrence(restOld), occurrence(restNew), (key) => key);
  const pairs: Pair[] = [
    ...exact.pairs,
    ...byAnchor.pairs.map((p) => ({ old: before.indexOf(leftOld[p.old]!), new: after.indexOf(leftNew[p.new]!) })),
    ...typed.pairs.map((p) => ({ old: before.indexOf(restOld[p.old]!), new: after.indexOf(restNew[p.new]!) })),
  ];
  return {
    pairs,
    removed: typed.removed.map((k) => before.indexOf(restOld[k]!)),
    added: typed.added.map((k) => after.indexOf(restNew[k]!)),
  };
}

function describeBlocks(
  c: Collector,
  path: string,
  before: Obj[],
  after: Obj[],
  oldPointer: string,
  newPointer: string,
): void {
  const { pairs, removed, added } = pairBlocks(before, after);
  for (const i of removed)
    c.addRemoval(
      'blocks',
      `${path}: ${blockName(before[i])} removed (was block ${i + 1})`,
      `${oldPointer}/blocks/${i}`,
    );
  for (const j of added)
    c.add('blocks', `${path}: ${blockName(after[j])} added as block ${j + 1}`, `${newPointer}/blocks/${j}`);
  const shifted = moved(pairs);
  for (const pair of pairs.sort((a, b) => a.new - b.new)) {
    if (shifted.has(pair.old))
      c.add(
        'blocks',
        `${path}: ${blockName(after[pair.new])} moved from block ${pair.old + 1} to block ${pair.new + 1}`,
        `${newPointer}/blocks/${pair.new}`,
        undefined,
        'block moved',
      );
    c.walk(
      'texts',
      before[pair.old],
      after[pair.new],
      `${oldPointer}/blocks/${pair.old}`,
      `${newPointer}/blocks/${pair.new}`,
      'blocks',
    );
  }
}

/** Pages are the same page by address; a page whose address changed but whose title or blocks stayed was renamed. */
function pairRoutes(before: Route[], after: Route[]) {
  const byPath = pairBy<Route>(before, after, (r) => r.path);
  const renamed = pairBy(
    byPath.removed.map((i) => before[i]!),
    byPath.added.map((j) => after[j]!),
    (r) => r.title,
  );
  const sameBlocks = pairBy(
    renamed.removed.map((k) => before[byPath.removed[k]!]!),
    renamed.added.map((k) => after[byPath.added[k]!]!),
    (r) => canonical(r.blocks),
  );
  const renamedPairs: Pair[] = [
    ...renamed.pairs.map((p) => ({ old: byPath.removed[p.old]!, new: byPath.added[p.new]! })),
    ...sameBlocks.pairs.map((p) => ({
      old: byPath.removed[renamed.removed[p.old]!]!,
      new: byPath.added[renamed.added[p.new]!]!,
    })),
  ];
  return {
    kept: byPath.pairs,
    renamed: renamedPairs,
    removed: sameBlocks.removed.map((k) => byPath.removed[renamed.removed[k]!]!),
    added: sameBlocks.added.map((k) => byPath.added[renamed.added[k]!]!),
  };
}

export function describeRoutes(c: Collector): void {
  const before = c.before.routes;
  const after = c.after.routes;
  const { kept, renamed, removed, added } = pairRoutes(before, after);
  for (const i of removed)
    c.addRemoval('pages', `Page ${before[i]!.path} (${quote(before[i]!.title, 50)}) removed`, `/routes/${i}`);
  for (const j of added) {
    const count = after[j]!.blocks.length;
    c.add(
      'pages',
      `Page ${after[j]!.path} (${quote(after[j]!.title, 50)}) added, with ${count} block${count === 1 ? '' : 's'}`,
      `/routes/${j}`,
    );
  }
  for (const pair of renamed)
    c.add('pages', `Page renamed: ${before[pair.old]!.path} → ${after[pair.new]!.path}`, `/routes/${pair.new}/path`);
  for (const pair of [...kept, ...renamed]) {
    const b = before[pair.old]!;
    const a = after[pair.new]!;
    const oldPointer = `/routes/${pair.old}`;
    const newPointer = `/routes/${pair.new}`;
    c.walk('pages', { aliases: b.aliases ?? [] }, { aliases: a.aliases ?? [] }, oldPointer, newPointer);
    c.walk(
      'texts',
      { title: b.title, description: b.description },
      { title: a.title, description: a.description },
      oldPointer,
      newPointer,
    );
    describeBlocks(c, a.path, b.blocks as unknown as Obj[], a.blocks as unknown as Obj[], oldPointer, newPointer);
  }
}
