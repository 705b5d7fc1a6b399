// Merging two changes made to the manifest from the same base, value by value: what only one side changed is taken
// from it; a place both sides changed to different values is a conflict. The merged value is then written into
// their text with the smallest edits (text-edits.ts), so the file keeps its formatting and `git diff` stays small.
import { deepEqual, toPointer, type Json, type Path } from './json-pointer.ts';
import { applyChanges, editsBetween, writeValue } from './text-edits.ts';

/** A place both sides changed: `ours` and `theirs` are its values on each side (undefined: removed there). */
export interface MergeConflict {
  pointer: string;
  ours: Json | undefined;
  theirs: Json | undefined;
}

type ManifestMerge = { text: string; conflicts: [] } | { text?: undefined; conflicts: MergeConflict[] };

interface Merged {
  value: Json | undefined;
  conflicts: MergeConflict[];
}

function isObject(value: Json | undefined): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Two lists whose lengths changed: our edits applied to theirs must give what their edits applied to ours gives
 * (an item added on one side, another item changed on the other); otherwise undefined, as the items cannot be
 * matched up safely.
 */
function mergeLists(base: Json[], ours: Json[], theirs: Json[]): Json[] | undefined {
  try {
    const oursOntoTheirs = JSON.parse(applyChanges(JSON.stringify(theirs), editsBetween(base, ours))) as Json[];
    const theirsOntoOurs = JSON.parse(applyChanges(JSON.stringify(ours), editsBetween(base, theirs))) as Json[];
    return deepEqual(oursOntoTheirs, theirsOntoOurs) ? oursOntoTheirs : undefined;
  } catch {
    return undefined; // an edit that no longer fits (both removed the same item)
  }
}

function mergeValues(base: Json | undefined, ours: Json | undefined, theirs: Json | undefined, path: Path): Merged {
  if (deepEqual(ours, theirs) || deepEqual(base, ours)) return { value: theirs, conflicts: [] };
  if (deepEqual(base, theirs)) return { value: ours, conflicts: [] };
  if (isObject(ours) && isObject(theirs) && (base === undefined || isObject(base))) {
    const value: Record<string, Json> = {};
    const conflicts: MergeConflict[] = [];
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const merged = mergeValues(base?.[key], ours[key], theirs[key], [...path, key]);
      conflicts.push(...merged.conflicts);
      if (merged.value !== undefined) value[key] = merged.value;
    }
    return { value, conflicts };
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs)) {
    if (base.length === ours.length && ours.length === theirs.length) {
      const items = base.map((item, i) => mergeValues(item, ours[i], theirs[i], [...path, i]));
      return { value: items.map((item) => item.value ?? null), conflicts: items.flatMap((item) => item.conflicts) };
    }
    const list = mergeLists(base, ours, theirs);
    if (list) return { value: list, conflicts: [] };
  }
  return { value: theirs, conflicts: [{ pointer: toPointer(path), ours, theirs }] };
}

/**
 * Merges `ours` and `theirs`, both changed from `base` (undefined: the file did not exist there). The texts must be
 * JSON. The result is their text with our changes; or the conflicts, when both changed one place differently.
 */
export function mergeManifests(baseText: string | undefined, oursText: string, theirsText: string): ManifestMerge {
  const base = baseText === undefined ? undefined : (JSON.parse(baseText) as Json);
  const theirs = JSON.parse(theirsText) as Json;
  const merged = mergeValues(base, JSON.parse(oursText) as Json, theirs, []);
  if (merged.conflicts.length > 0) return { conflicts: merged.conflicts };
  return { text: writeValue(theirsText, theirs, merged.value ?? null), conflicts: [] };
}
