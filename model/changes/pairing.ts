// Matching the items of an old and a new list: which are the same item, which were removed or added, which moved.

/** Pairs the items of two lists by a key; what is left on either side was removed or added. */
export function pairBy<T>(before: readonly T[], after: readonly T[], key: (item: T) => string | undefined) {
  const pairs: { old: number; new: number }[] = [];
  const taken = new Set<number>();
  const removed: number[] = [];
  before.forEach((item, oldIndex) => {
    const k = key(item);
    const newIndex = after.findIndex((other, j) => !taken.has(j) && k !== undefined && key(other) === k);
    if (newIndex < 0) removed.push(oldIndex);
    else {
      taken.add(newIndex);
      pairs.push({ old: oldIndex, new: newIndex });
    }
  });
  const added = after.map((_, j) => j).filter((j) => !taken.has(j));
  return { pairs, removed, added };
}

/** The pairs whose order changed: those outside the longest run that kept its order. */
export function moved(pairs: { old: number; new: number }[]): Set<number> {
  const sorted = [...pairs].sort((a, b) => a.old - b.old);
  const n = sorted.length;
  const length = new Array<number>(n).fill(1);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++)
      if (sorted[j]!.new < sorted[i]!.new && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
  let end = length.indexOf(Math.max(0, ...length));
  const kept = new Set<number>();
  while (end >= 0) {
    kept.add(sorted[end]!.old);
    end = previous[end]!;
  }
  return new Set(sorted.filter((p) => !kept.has(p.old)).map((p) => p.old));
}
