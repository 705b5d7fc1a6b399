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
}

/** The parent of a node that disappeared (undo of an added page, say): a list item's owner, else the site. */
function fallbackFor(selected: string): string {
  const path = parsePointer(selected);
  return toPointer(path.slice(0, path.length > 2 ? -2 : -1)) || '/site';
}

function useFocusAfterChoice(selected: string) {
  const pendingFocusRef = useRef<string | undefined>(undefined);
  // Runs after every render: the form of the chosen node may take one render to appear.
  useEffect(() => {
    const pointer = pendingFocusRef.current;
    if (!pointer) return;
    pendingFocusRef.current = undefined;
    const id = fieldId(selected, pointer);
    const field = document.getElementById(id);
    const input = field?.matches('input, textarea, select')
      ? field
      : (document.querySelector<HTMLElement>(`[id^="${id}_"]:is(input, textarea, select)`) ?? field);
    (input ?? document.getElementById('form-title'))?.focus();
  });
  return pendingFocusRef;
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
  const pendingFocusRef = useFocusAfterChoice(selected);
  const chooseProblem = useCallback(
    (problem: Problem) => {
      pendingFocusRef.current = problemField(problem);
      select(nodeFor(problem.pointer));
    },
    [pendingFocusRef, select],
  );
  return { selected, route, select, setSelected, setRoute, chooseProblem };
}
