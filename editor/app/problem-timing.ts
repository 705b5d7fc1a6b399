// When the form shows a problem at its field: not while the person is still filling the field in. A problem that
// appears in the open form waits until that field is left, the form is left, or a save is tried; problems found
// elsewhere (a link that now leads nowhere after a page was removed) and those already there when the file was opened
// show at once. The problem list below the form lists every problem as soon as it is found.
import { useSyncExternalStore } from 'react';
import type { Problem } from './api.ts';
import { problemField } from './selection.ts';

interface State {
  /** The pointer of the form on screen. */
  openForm: string | undefined;
  /** Fields whose problems show: left by the person, outside the open form, or there before the editing began. */
  released: ReadonlySet<string>;
  /** Fields left (blurred) and not entered again since: their problems show as soon as a check finds them. */
  left: ReadonlySet<string>;
  /** The draft's problems as last checked. */
  current: readonly Problem[];
}

let state: State = { openForm: undefined, released: new Set(), left: new Set(), current: [] };
const listeners = new Set<() => void>();

function update(next: Partial<State>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const within = (pointer: string, holder: string | undefined): boolean =>
  holder !== undefined && (pointer === holder || pointer.startsWith(`${holder}/`));

const fieldsOf = (problems: readonly Problem[]): string[] => problems.map(problemField);

/**
 * A check's result: problems outside the open form show, and all of them in the draft the editor opened with (`opened`).
 * A field whose problems are gone waits again the next time.
 */
export function problemsChecked(problems: readonly Problem[], opened: boolean): void {
  const fields = fieldsOf(problems);
  const shows = (field: string) =>
    state.released.has(field) || !within(field, state.openForm) || [...state.left].some((left) => within(field, left));
  update({ current: problems, released: new Set(opened ? fields : fields.filter(shows)) });
}

/** The person entered the field at `pointer` (focus): a new problem there waits until it is left again. */
export function fieldEntered(pointer: string): void {
  if (!state.left.has(pointer)) return;
  update({ left: new Set([...state.left].filter((left) => left !== pointer)) });
}

/** The person left the field at `pointer` (blur): its problems show from now on, those of its parts too. */
export function fieldLeft(pointer: string): void {
  const fields = fieldsOf(state.current).filter((field) => within(field, pointer));
  update({ released: new Set([...state.released, ...fields]), left: new Set([...state.left, pointer]) });
}

/** Another form opens: leaving a form is leaving each of its fields. */
export function formOpened(pointer: string): void {
  if (pointer === state.openForm) return;
  const left = fieldsOf(state.current).filter((field) => within(field, state.openForm));
  update({ openForm: pointer, released: new Set([...state.released, ...left]) });
}

/** A save was tried: every problem shows. */
export function saveTried(): void {
  update({ released: new Set([...state.released, ...fieldsOf(state.current)]) });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The problems to show now: all of `problems` but those of fields the person is still filling in. */
export function useShownProblems(problems: Problem[]): Problem[] {
  const { released, openForm } = useSyncExternalStore(subscribe, () => state);
  const shown = problems.filter((problem) => {
    const field = problemField(problem);
    return released.has(field) || !within(field, openForm);
  });
  return shown.length === problems.length ? problems : shown;
}
