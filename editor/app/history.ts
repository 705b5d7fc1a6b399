// Undo and redo over whole manifest states (unchanged parts are shared between states). Typing into one field is one
// step until the editor pauses or moves to another field.
import type { Json } from '../../model/json-pointer.ts';

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
