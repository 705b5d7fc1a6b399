// The draft with undo and redo (history.ts), and their keyboard shortcuts while no dialog is open. After an undo or a
// redo, the editor takes the person to what changed and says what it was (useUndoFeedback).
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeStep, historyReducer, type History, type HistoryAction } from './history.ts';
import type { Json } from '../../model/json-pointer.ts';

/** The last undo or redo: the states it went between. */
export interface HistoryStep {
  kind: 'undo' | 'redo';
  from: Json;
  to: Json;
}

export interface UndoHistory {
  draft: Json;
  canUndo: boolean;
  canRedo: boolean;
  /** The last undo or redo, until the next edit or reset. */
  lastStep: HistoryStep | undefined;
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

interface Tracked {
  history: History;
  lastStep?: HistoryStep;
}

export function useUndoHistory(initial: Json, shortcutsEnabled: boolean): UndoHistory {
  const [tracked, setTracked] = useState<Tracked>(() => ({ history: { past: [], present: initial, future: [] } }));
  // The state as of the last action, so two undos in one frame each step from where the one before left it.
  const current = useRef(tracked);
  const apply = useCallback((action: HistoryAction) => {
    const history = historyReducer(current.current.history, action);
    if (history === current.current.history) return;
    const from = current.current.history.present;
    const kind = action.kind;
    const lastStep = kind === 'undo' || kind === 'redo' ? { kind, from, to: history.present } : undefined;
    current.current = { history, lastStep };
    setTracked(current.current);
  }, []);
  const edit = useCallback((value: Json, key?: string) => apply({ kind: 'edit', value, key, at: Date.now() }), [apply]);
  const undo = useCallback(() => apply({ kind: 'undo' }), [apply]);
  const redo = useCallback(() => apply({ kind: 'redo' }), [apply]);
  const reset = useCallback((value: Json) => apply({ kind: 'reset', value }), [apply]);
  useUndoShortcuts(undo, redo, shortcutsEnabled);
  const { history, lastStep } = tracked;
  return {
    draft: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    lastStep,
    edit,
    undo,
    redo,
    reset,
  };
}

/** After each undo or redo: shows and selects the place it changed, and says what it was ("Undone: …"). */
export function useUndoFeedback(
  step: HistoryStep | undefined,
  reveal: (pointer: string) => void,
  say: (status: string) => void,
): void {
  useEffect(() => {
    if (!step) return;
    const change = describeStep(step.from, step.to);
    if (!change) return;
    reveal(change.pointer);
    say(`${step.kind === 'undo' ? 'Undone' : 'Redone'}: ${change.text}`);
  }, [step, reveal, say]);
}
