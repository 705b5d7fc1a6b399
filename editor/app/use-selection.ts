// What is selected (a pointer into the draft), which page the preview shows, and moving focus to a problem's field.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from './api.ts';
import { fieldId, nodeFor, problemField, routeFor } from './selection.ts';
import { useLatest } from './use-latest.ts';
import { getAt, parsePointer, toPointer, type Json } from '../../model/json-pointer.ts';

interface SelectionState {
  selected: string;
  route: number;
  /** Selects a node, and shows its page in the preview when it has one. */
  select(pointer: string): void;
  setSelected(pointer: string): void;
  setRoute(route: number): void;
  /** Selects a problem's node and, once its form is shown, focuses the problem's field. */
  chooseProblem(problem: Problem): void;
  /** Selects the node holding `pointer` (and its page) and, once its form is shown, scrolls its field into view. */
  reveal(pointer: string): void;
}

/** The parent of a node that disappeared (undo of an added page, say): a list item's owner, else the site. */
function fallbackFor(selected: string): string {
  const path = parsePointer(selected);
  return toPointer(path.slice(0, path.length > 2 ? -2 : -1)) || '/site';
}

/** A field to go to once its form is shown: focused (a problem's), or only scrolled into view (an undone change's). */
interface PendingField {
  pointer: string;
  focus: boolean;
}

/** Scrolls the form pane (only it: scrollIntoView would move the whole editor too) to show `field` near its top. */
function scrollIntoPane(field: HTMLElement): void {
  const pane = field.closest<HTMLElement>('.editing');
  if (!pane) return;
  pane.scrollTop += field.getBoundingClientRect().top - pane.getBoundingClientRect().top - pane.clientHeight / 4;
}

function useFieldAfterChoice(selected: string) {
  const pendingFieldRef = useRef<PendingField | undefined>(undefined);
  // Runs after every render: the form of the chosen node may take one render to appear.
  useEffect(() => {
    const pending = pendingFieldRef.current;
    if (!pending) return;
    pendingFieldRef.current = undefined;
    const id = fieldId(selected, pending.pointer);
    const field = document.getElementById(id);
    const input = field?.matches('input, textarea, select')
      ? field
      : (document.querySelector<HTMLElement>(`[id^="${id}_"]:is(input, textarea, select)`) ?? field);
    const target = input ?? document.getElementById('form-title');
    if (pending.focus) target?.focus();
    else if (target) scrollIntoPane(target);
  });
  return pendingFieldRef;
}

export function useSelection(draft: Json): SelectionState {
  const [selected, setSelected] = useState('/site');
  const [route, setRoute] = useState(0);
  const latestDraftRef = useLatest(draft);
  // Adjusted while rendering (not in an effect), so a form for a node that is gone is never shown.
  if (selected !== '/site' && getAt(draft, parsePointer(selected)) === undefined) setSelected(fallbackFor(selected));

  const select = useCallback(
    (pointer: string) => {
      setSelected(pointer);
      const shown = routeFor(latestDraftRef.current, pointer);
      if (shown !== undefined) setRoute(shown);
    },
    [latestDraftRef],
  );
  const pendingFieldRef = useFieldAfterChoice(selected);
  const chooseProblem = useCallback(
    (problem: Problem) => {
      pendingFieldRef.current = { pointer: problemField(problem), focus: true };
      select(nodeFor(problem.pointer));
    },
    [pendingFieldRef, select],
  );
  const reveal = useCallback(
    (pointer: string) => {
      pendingFieldRef.current = { pointer, focus: false };
      select(nodeFor(pointer));
    },
    [pendingFieldRef, select],
  );
  return { selected, route, select, setSelected, setRoute, chooseProblem, reveal };
}
