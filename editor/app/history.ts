// Undo and redo over whole manifest states (unchanged parts are shared between states). Typing into one field is one
// step until the editor pauses or moves to another field. What a step changed is said in the words of the review
// before saving (model/changes.ts), with where it is.
import { blockDefinitions } from '../../blocks/definitions.ts';
import { describeChanges, type Change } from '../../model/changes.ts';
import { getAt, parsePointer, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import { placeInWords } from '../../model/place.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

export interface History {
  past: Json[];
  present: Json;
  future: Json[];
  /** The field of the last edit and when it was made, to merge keystrokes into one step. */
  lastKey?: string;
  lastAt?: number;
}

const LIMIT = 300;
const MERGE_MS = 1000;

export type HistoryAction =
  | { kind: 'edit'; value: Json; key?: string; at: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'reset'; value: Json };

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.kind) {
    case 'edit': {
      const merge =
        action.key !== undefined && action.key === state.lastKey && action.at - (state.lastAt ?? 0) < MERGE_MS;
      const past = merge ? state.past : [...state.past, state.present].slice(-LIMIT);
      return { past, present: action.value, future: [], lastKey: action.key, lastAt: action.at };
    }
    case 'undo':
      if (state.past.length === 0) return state;
      return { past: state.past.slice(0, -1), present: state.past.at(-1)!, future: [state.present, ...state.future] };
    case 'redo':
      if (state.future.length === 0) return state;
      return { past: [...state.past, state.present], present: state.future[0]!, future: state.future.slice(1) };
    case 'reset':
      return { past: [], present: action.value, future: [] };
  }
}

/** The first place where two states differ (unchanged parts are shared, so most of the walk is skipped). */
function firstDifference(a: Json | undefined, b: Json | undefined, path: Path = []): Path | undefined {
  if (a === b) return undefined;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const step = Array.isArray(a) ? Number(key) : key;
    const found = firstDifference(getAt(a, [step]), getAt(b, [step]), [...path, step]);
    if (found) return found;
  }
  return undefined;
}

export interface StepChange {
  /** Where the change is in the new state (for a removal: what held the removed part). */
  pointer: string;
  /** The change in words, as the review before saving words it. */
  text: string;
}

/** What going from one state to another (an undo or a redo) changed, in words, and where. */
export function describeStep(from: Json, to: Json): StepChange | undefined {
  let changes: Change[] = [];
  try {
    changes = describeChanges(from as unknown as SiteManifest, to as unknown as SiteManifest, blockDefinitions);
  } catch {
    // A draft in the middle of an edit may not have the shape the change engine reads: say where, at least.
  }
  const [first] = changes;
  if (!first) {
    const path = firstDifference(from, to);
    if (!path) return undefined;
    const pointer = toPointer(path);
    return {
      pointer,
      text: `a change to ${placeInWords(getAt(to, path) === undefined ? from : to, pointer, blockDefinitions)}`,
    };
  }
  const more = changes.length - 1;
  const text = more > 0 ? `${first.text} (and ${more} more change${more === 1 ? '' : 's'})` : first.text;
  const path = parsePointer(first.pointer);
  // A removed list item's place now holds the next one, or nothing: take the person to what held it.
  const pointer = first.removed ? toPointer(path.slice(0, typeof path.at(-1) === 'number' ? -2 : -1)) : first.pointer;
  return { pointer, text };
}
