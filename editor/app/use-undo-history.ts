// The draft with undo and redo (history.ts), and their keyboard shortcuts while no dialog is open.
import { useCallback, useEffect, useReducer } from 'react';
import { historyReducer } from './history.ts';
import type { Json } from '../../model/json-pointer.ts';

export interface UndoHistory {
  draft: Json;
  canUndo: boolean;
  canRedo: boolean;
  /** A new draft; edits with the same `key` (one field) in quick succession are one undo step. */
  edit(value: Json, key?: string): void;
  undo(): void;
  redo(): void;
  /** A new draft that starts a new history (a file loaded or merged). */
  reset(value: Json): void;
}

function useUndoShortcuts(undo: () => void, redo: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [undo, redo, enabled]);
}

export function useUndoHistory(initial: Json, shortcutsEnabled: boolean): UndoHistory {
  const [history, dispatch] = useReducer(historyReducer, initial, (present: Json) => ({
    past: [],
    present,
    future: [],
  }));
  const edit = useCallback((value: Json, key?: string) => dispatch({ kind: 'edit', value, key, at: Date.now() }), []);
  const undo = useCallback(() => dispatch({ kind: 'undo' }), []);
  const redo = useCallback(() => dispatch({ kind: 'redo' }), []);
  const reset = useCallback((value: Json) => dispatch({ kind: 'reset', value }), []);
  useUndoShortcuts(undo, redo, shortcutsEnabled);
  return {
    draft: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    undo,
    redo,
    reset,
  };
}
