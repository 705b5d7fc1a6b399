// A merge conflict told in words: where, and the value on each side ("page /services › … › price is 1650 in the shared
// repository and 1700 in this change"), for the three first places and a count of the rest.
import type { Json } from './json-pointer.ts';
import type { MergeConflict } from './merge-conflicts.ts';
import { placeInWords } from './place.ts';

function valueInWords(value: Json | undefined): string | undefined {
  if (value === undefined) return 'removed';
  if (typeof value === 'string') return `“${value.length > 60 ? `${value.slice(0, 57)}…` : value}”`;
  return typeof value === 'object' && value !== null ? undefined : String(value);
}

/** The conflicts as one phrase; `theirName` is where the other change is ("the shared repository"). */
export function conflictsInWords(conflicts: readonly MergeConflict[], theirs: Json, theirName: string): string {
  const sentences = conflicts.slice(0, 3).map(({ pointer, ours, theirs: value }) => {
    let place = pointer;
    try {
      place = placeInWords(theirs, pointer);
    } catch {
      // A place the schema does not know is still named by its pointer.
    }
    const [there, here] = [valueInWords(value), valueInWords(ours)];
    return there && here
      ? `${place} is ${there} in ${theirName} and ${here} in this change`
      : `${place} was changed differently in ${theirName} and in this change`;
  });
  const more = conflicts.length > 3 ? `; and ${conflicts.length - 3} more places` : '';
  return `${sentences.join('; ')}${more}.`;
}
