// Saving changes only the lines of what was edited: the file diff (line by line, as `git diff` shows it) of each edit
// touches the edited lines and nothing else; no key of any object moves. Edits the fixture site's manifest as on disk.
import { diffLines } from 'diff';
import { describe, expect, test } from 'vitest';
import { writeValue } from '../../model/text-edits.ts';
import { getAt, setAt, type Json } from '../../model/json-pointer.ts';
import { fixtureText as text } from '../support/fixture-site.ts';

const manifest = JSON.parse(text) as Json;
type Obj = Record<string, Json>;

/** The lines the edit removed and added, as a line diff of the two texts gives them. */
function lineChanges(before: string, after: string): { removed: string[]; added: string[] } {
  const removed: string[] = [];
  const added: string[] = [];
  for (const part of diffLines(before, after)) {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.removed) removed.push(...lines);
    if (part.added) added.push(...lines);
  }
  return { removed, added };
}

/** The lines a value takes in the file, trimmed and without the comma that separates it from the next. */
function linesOf(value: Json): string[] {
  return JSON.stringify(value, null, 2)
    .split('\n')
    .map((line) => line.trim());
}

const trimmed = (lines: string[]) => lines.map((line) => line.trim().replace(/,$/, ''));
/** The lines with words in them: a line of only brackets and commas moves when a neighbour gains or loses its comma. */
const wordy = (lines: string[]) => trimmed(lines).filter((line) => !/^[[\]{}]*$/.test(line));
const blocksOf = (page: number) => getAt(manifest, ['routes', page, 'blocks']) as Obj[];
/** The first page with a block holding questions and answers, and that block's place. */
const faqAt = (() => {
  const pages = getAt(manifest, ['routes']) as Obj[];
  for (const [page, route] of pages.entries()) {
    const block = (route.blocks as Obj[]).findIndex(
      (b) => Array.isArray(b.items) && (b.items[0] as Obj | undefined)?.answer !== undefined,
    );
    if (block >= 0) return { page, block };
  }
  throw new Error('The fixture has no block of questions and answers');
})();

describe('saving changes only the lines of what was edited', () => {
  test('a price: its one line', () => {
    const path = ['services', 0, 'tiers', 0, 'price', 'amount'];
    const amount = (getAt(manifest, path) as number) + 250;
    const { removed, added } = lineChanges(text, writeValue(text, manifest, setAt(manifest, path, amount)));
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]!.replace(/\d+/, String(amount))]);
  });

  test("an answer, in a block the form handed back with its keys in another order: the answer's line only", () => {
    const blockPath = ['routes', faqAt.page, 'blocks', faqAt.block];
    const block = getAt(manifest, blockPath) as Obj;
    const items = (block.items as Obj[]).map((item, i) =>
      i === 0 ? { answer: 'Yes, always in writing.', question: item.question! } : item,
    );
    // The form may hand the block back with its keys in another order than the file's.
    const reordered = Object.fromEntries(Object.entries({ ...block, items }).reverse()) as Obj;
    expect(Object.keys(reordered)).not.toEqual(Object.keys(block));
    const after = writeValue(text, manifest, setAt(manifest, blockPath, reordered));
    const { removed, added } = lineChanges(text, after);
    expect(trimmed(removed)).toEqual([`"answer": ${JSON.stringify((block.items as Obj[])[0]!.answer)}`]);
    expect(trimmed(added)).toEqual(['"answer": "Yes, always in writing."']);
  });

  test("a new block between two others: the block's own lines, and the comma before it", () => {
    const block = { type: 'text', heading: 'A new section', body: ['A first paragraph.'] };
    const blocks = blocksOf(1).slice();
    blocks.splice(2, 0, block);
    const after = writeValue(text, manifest, setAt(manifest, ['routes', 1, 'blocks'], blocks));
    const { removed, added } = lineChanges(text, after);
    expect(wordy(removed)).toEqual([]);
    expect(wordy(added)).toEqual(wordy(linesOf(block)));
    expect(removed.length + added.length).toBeLessThanOrEqual(linesOf(block).length + 2);
    expect(JSON.parse(after)).toEqual(setAt(manifest, ['routes', 1, 'blocks'], blocks));
  });

  test('a block moved down three places: only its own lines move, every other block stays as written', () => {
    const blocks = blocksOf(0).slice();
    const [moved] = blocks.splice(0, 1);
    blocks.splice(3, 0, moved!);
    const next = setAt(manifest, ['routes', 0, 'blocks'], blocks);
    const after = writeValue(text, manifest, next);
    expect(JSON.parse(after)).toEqual(next);
    const { removed, added } = lineChanges(text, after);
    const ownLines = linesOf(moved!);
    // The moved block's lines leave one place and arrive at the other, in its own key order; the only other lines
    // touched are braces whose comma moves with it.
    expect(wordy(removed)).toEqual(wordy(ownLines));
    expect(wordy(added)).toEqual(wordy(ownLines));
    expect(removed.length).toBeLessThanOrEqual(ownLines.length + 2);
  });

  test('a field added to a block goes beside the field before it, in one new line', () => {
    const blockPath = ['routes', faqAt.page, 'blocks', faqAt.block];
    const block = getAt(manifest, blockPath) as Obj;
    expect(block.intro).toBeUndefined();
    // The form hands the block back in schema order, the new field after the heading.
    const entries = Object.entries(block);
    const at = entries.findIndex(([key]) => key === 'heading') + 1;
    entries.splice(at, 0, ['intro', 'Short answers to common questions.']);
    const after = writeValue(text, manifest, setAt(manifest, blockPath, Object.fromEntries(entries) as Obj));
    const { removed, added } = lineChanges(text, after);
    expect(removed).toEqual([]);
    expect(trimmed(added)).toEqual(['"intro": "Short answers to common questions."']);
    expect(after.indexOf('"intro"')).toBeLessThan(after.indexOf('"items"', after.indexOf('"Short answers')));
  });
});
