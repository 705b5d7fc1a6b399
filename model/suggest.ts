// "Did you mean …?" for a misspelled name: the closest of the allowed names, when it is close enough to be a typo.

/**
 * Edits between two words: letters added, removed or changed, and two neighbouring letters swapped
 * ("fqa" is one edit from "faq"), ignoring case.
 */
export function editDistance(left: string, right: string): number {
  const a = left.toLowerCase();
  const b = right.toLowerCase();
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

export function similar(a: string, b: string): boolean {
  return editDistance(a, b) <= Math.max(2, Math.floor(b.length / 3));
}

/** The allowed name closest to `wrong`, or undefined when none is close enough to be a likely typo. */
export function closestMatch(wrong: string, allowed: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of allowed) {
    const distance = editDistance(wrong, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && similar(wrong, best) ? best : undefined;
}

/** " Did you mean 'x'?" or "" */
export function didYouMean(wrong: string, allowed: Iterable<string>, quote = "'"): string {
  const guess = closestMatch(wrong, allowed);
  return guess === undefined ? '' : ` Did you mean ${quote}${guess}${quote}?`;
}
