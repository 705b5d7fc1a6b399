// Two changes made to the manifest from the same base, merged value by value: what only one side changed is kept,
// the same place changed differently on both sides is a conflict.
import { describe, expect, test } from 'vitest';
import { mergeManifests } from '../../model/merge-conflicts.ts';

describe('merging two changes to the manifest', () => {
  const base = JSON.stringify({ faq: ['a', 'b', 'c'], price: 1 }, null, 2);
  const merge = (ours: unknown, theirs: unknown) =>
    mergeManifests(base, JSON.stringify(ours, null, 2), JSON.stringify(theirs, null, 2));

  test('changes to different places are both kept; the same change on both sides is no conflict', () => {
    const merged = merge({ faq: ['a', 'b', 'c'], price: 2 }, { faq: ['a', 'B', 'c'], price: 1 });
    expect(JSON.parse(merged.text!)).toEqual({ faq: ['a', 'B', 'c'], price: 2 });
    expect(JSON.parse(merge({ faq: ['a'], price: 2 }, { faq: ['a'], price: 1 }).text!)).toEqual({
      faq: ['a'],
      price: 2,
    });
    const added = merge({ faq: ['a', 'b', 'c', 'd'], price: 1 }, { faq: ['a', 'B', 'c'], price: 1 });
    expect(JSON.parse(added.text!)).toEqual({ faq: ['a', 'B', 'c', 'd'], price: 1 });
  });

  test('a list both sides changed in different ways is a conflict rather than a guess', () => {
    const samePlace = merge({ faq: ['c', 'a', 'b'], price: 1 }, { faq: ['x', 'a', 'c'], price: 1 });
    expect(samePlace.conflicts).toEqual([{ pointer: '/faq/0', ours: 'c', theirs: 'x' }]);
    const movedAndRemoved = merge({ faq: ['c', 'a', 'b'], price: 1 }, { faq: ['a', 'c'], price: 1 });
    expect(movedAndRemoved.text).toBeUndefined();
    expect(movedAndRemoved.conflicts.map(({ pointer }) => pointer)).toEqual(['/faq']);
  });
});
