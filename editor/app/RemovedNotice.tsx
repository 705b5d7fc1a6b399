/** @jsxImportSource react */
// After a removal: "Tier “Executive Brief” removed." with Undo, and the places that still mention it, each a button
// that opens its form at that field. Focus comes here after the removal, so a keyboard user is not left nowhere.
import { useEffect, useRef } from 'react';
import { dismissRemoval, markRestored, useLastRemoval } from './removals.ts';
import { fieldId, nodeFor } from './selection.ts';
import type { Json } from '../../model/json-pointer.ts';
import { placeInWords } from '../../model/place.ts';

interface Props {
  draft: Json;
  edit(value: Json): void;
  setSelected(pointer: string): void;
}

/** Focuses the input of `pointer` once its form is on the page (it may take a few frames to appear). */
function focusField(pointer: string, frames = 20): void {
  const id = fieldId(nodeFor(pointer), pointer);
  const field = document.getElementById(id);
  const input = field?.matches('input, textarea, select')
    ? field
    : (document.querySelector<HTMLElement>(`[id^="${id}_"]:is(input, textarea, select)`) ?? field);
  if (input) input.focus();
  else if (frames > 0) requestAnimationFrame(() => focusField(pointer, frames - 1));
}

export function RemovedNotice({ draft, edit, setSelected }: Props) {
  const removal = useLastRemoval();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (removal && !removal.restored) notice.current?.focus();
  }, [removal]);
  if (!removal) return null;
  const undo = () => {
    edit(removal.restore(draft));
    setSelected(removal.pointer);
    markRestored();
  };
  const jump = (pointer: string) => {
    setSelected(nodeFor(pointer));
    requestAnimationFrame(() => focusField(pointer));
  };
  return (
    <div className="removed-notice" role="status" ref={notice} tabIndex={-1}>
      <p>
        {removal.what} {removal.restored ? 'is back.' : 'removed.'}{' '}
        {!removal.restored && (
          <button type="button" onClick={undo}>
            Undo
          </button>
        )}{' '}
        <button type="button" onClick={dismissRemoval}>
          Close
        </button>
      </p>
      {!removal.restored && removal.mentions.length > 0 && (
        <>
          <p>These places still mention it:</p>
          <ul>
            {removal.mentions.map((mention) => (
              <li key={mention.pointer}>
                <button type="button" className="link-like" onClick={() => jump(mention.pointer)}>
                  {placeInWords(draft, mention.pointer)}: “{mention.excerpt}”
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
