// Writes a changed manifest back into its own text with the smallest edits (jsonc-parser keeps the file's formatting
// and key order), so `git diff` shows only what the editor changed. Also merges one side's changes into another text.
import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import { deepEqual, type Json, type Path } from './json-pointer.ts';

interface Edit {
  path: Path;
  value: Json | undefined;
  insert?: boolean;
}

function isObject(value: Json | undefined): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The edits that turn `before` into `after`, deepest first within each array so indexes stay valid while applying. */
export function editsBetween(before: Json | undefined, after: Json | undefined, path: Path = []): Edit[] {
  if (deepEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const edits: Edit[] = [];
    for (const key of Object.keys(before)) if (!(key in after)) edits.push({ path: [...path, key], value: undefined });
    for (const key of Object.keys(after)) edits.push(...editsBetween(before[key], after[key], [...path, key]));
    return edits;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    let start = 0;
    while (start < before.length && start < after.length && deepEqual(before[start], after[start])) start++;
    let endBefore = before.length;
    let endAfter = after.length;
    while (endBefore > start && endAfter > start && deepEqual(before[endBefore - 1], after[endAfter - 1])) {
      endBefore--;
      endAfter--;
    }
    const changedBefore = endBefore - start;
    const changedAfter = endAfter - start;
    const edits: Edit[] = [];
    const common = Math.min(changedBefore, changedAfter);
    // Items that changed in place are edited inside; extra old items are removed (last first); new items inserted.
    for (let i = 0; i < common; i++)
      edits.push(...editsBetween(before[start + i], after[start + i], [...path, start + i]));
    for (let i = endBefore - 1; i >= start + common; i--) edits.push({ path: [...path, i], value: undefined });
    for (let i = start + common; i < endAfter; i++) edits.push({ path: [...path, i], value: after[i], insert: true });
    return edits;
  }
  return [{ path, value: after }];
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
    result = applyEdits(
      result,
      modify(result, edit.path, edit.value, { formattingOptions, isArrayInsertion: edit.insert }),
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
