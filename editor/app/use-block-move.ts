// Moving a block within its page (dragged in the outline, or Alt+Arrow keys): one callback that keeps its identity,
// so the outline need not re-render on every keystroke.
import { useCallback } from 'react';
import { move } from './operations.ts';
import { useLatest } from './use-latest.ts';
import { toPointer, type Json } from '../../model/json-pointer.ts';

export function useBlockMove(
  draft: Json,
  edit: (value: Json) => void,
  setSelected: (pointer: string) => void,
  setStatus: (status: string) => void,
) {
  const latestDraftRef = useLatest(draft);
  return useCallback(
    (page: number, from: number, to: number) => {
      const next = move(latestDraftRef.current, ['routes', page, 'blocks'], from, to);
      if (next === latestDraftRef.current) return;
      edit(next);
      setSelected(toPointer(['routes', page, 'blocks', to]));
      setStatus(`Block moved to position ${to + 1}.`);
    },
    [latestDraftRef, edit, setSelected, setStatus],
  );
}
