// Writes a changed manifest back into its own text with the smallest edits (jsonc-parser keeps the file's formatting
// and key order), so `git diff` shows only what the editor changed. Also merges one side's changes into another text.
import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import { deepEqual, type Json, type Path } from './json-pointer.ts';

interface Edit {
  path: Path;
  value: Json | undefined;
  insert?: boolean;
  /** For a key the object did not have: the keys before it in the new value, so it is written beside them. */
  keysBefore?: string[];
}

function isObject(value: Json | undefined): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The pairs (i, j) of a longest common subsequence of equal items of `a` and `b`, in order. */
function commonItems(a: Json[], b: Json[]): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = deepEqual(a[i], b[j])
        ? lengths[i + 1]![j + 1]! + 1
        : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (deepEqual(a[i], b[j])) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * The edits that turn the array `before` into `after`. Items that stay (a longest common subsequence) are not
 * touched, so a moved item is removed in one place and inserted in the other, and its neighbours keep their text.
 * Between two kept items, changed items are edited in place pairwise, the rest removed or inserted. The gaps are
 * edited last first, so the indexes of the ones before stay right while applying.
 */
function arrayEdits(before: Json[], after: Json[], path: Path): Edit[] {
  const kept = [...commonItems(before, after), [before.length, after.length] as [number, number]];
  let [fromBefore, fromAfter] = [0, 0];
  const gaps: Edit[][] = [];
  for (const [endBefore, endAfter] of kept) {
    const gap: Edit[] = [];
    const common = Math.min(endBefore - fromBefore, endAfter - fromAfter);
    for (let k = 0; k < common; k++)
      gap.push(...editsBetween(before[fromBefore + k], after[fromAfter + k], [...path, fromBefore + k]));
    for (let i = endBefore - 1; i >= fromBefore + common; i--) gap.push({ path: [...path, i], value: undefined });
    for (let k = common; k < endAfter - fromAfter; k++)
      gap.push({ path: [...path, fromBefore + k], value: after[fromAfter + k], insert: true });
    gaps.push(gap);
    [fromBefore, fromAfter] = [endBefore + 1, endAfter + 1];
  }
  return gaps.reverse().flat();
}

/** The edits that turn `before` into `after`; applied in order, each path is right for the text as it is then. */
export function editsBetween(before: Json | undefined, after: Json | undefined, path: Path = []): Edit[] {
  if (deepEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const edits: Edit[] = [];
    for (const key of Object.keys(before)) if (!(key in after)) edits.push({ path: [...path, key], value: undefined });
    const keys = Object.keys(after);
    keys.forEach((key, i) => {
      if (key in before) edits.push(...editsBetween(before[key], after[key], [...path, key]));
      else edits.push({ path: [...path, key], value: after[key], keysBefore: keys.slice(0, i) });
    });
    return edits;
  }
  if (Array.isArray(before) && Array.isArray(after)) return arrayEdits(before, after, path);
  return [{ path, value: after }];
}

/** Where a new key goes among an object's `properties`: right after the nearest key that comes before it. */
function insertionAfter(keysBefore: string[]): (properties: string[]) => number {
  return (properties) => {
    for (let i = keysBefore.length - 1; i >= 0; i--) {
      const at = properties.indexOf(keysBefore[i]!);
      if (at >= 0) return at + 1;
    }
    return 0;
  };
}

export function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

export function applyChanges(text: string, edits: Edit[]): string {
  const formattingOptions = formattingOf(text);
  let result = text;
  for (const edit of edits) {
    const getInsertionIndex = edit.keysBefore && insertionAfter(edit.keysBefore);
    result = applyEdits(
      result,
      modify(result, edit.path, edit.value, { formattingOptions, isArrayInsertion: edit.insert, getInsertionIndex }),
    );
  }
  return result;
}

/** `text` rewritten to hold `after` (whose previous value is `before`), touching only what differs. */
export function writeValue(text: string, before: Json, after: Json): string {
  const result = applyChanges(text, editsBetween(before, after));
  if (deepEqual(JSON.parse(result), after)) return result;
  // Never write something other than what the editor shows: fall back to a full, equally indented serialisation.
  const { insertSpaces, tabSize, eol } = formattingOf(text);
  return (
    JSON.stringify(after, null, insertSpaces ? tabSize : '\t').replace(/\n/g, eol ?? '\n') +
    (text.endsWith('\n') ? (eol ?? '\n') : '')
  );
}
