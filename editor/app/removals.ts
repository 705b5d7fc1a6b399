// The last removal, for its "Undo" notice: what was removed in words, how to put it back, and the places that still
// mention it. One small store, because a removal starts in more than one place (a node's Remove, the page dialog)
// and its notice stays while the person moves on to other parts.
import { useSyncExternalStore } from 'react';
import { insertAt, removeAt } from './operations.ts';
import { deepEqual, getAt, parsePointer, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import { mentionsOf, type Mention } from '../../model/mentions.ts';
import type { Schema } from '../../model/schema-walk.ts';

export interface Removal {
  /** What was removed, as the Remove button named it: "Tier “Executive Brief”". */
  what: string;
  /** The places that still mention it, in the draft after the removal. */
  mentions: Mention[];
  /** The draft with it back: the draft before, if nothing changed since; else the draft with the item put back. */
  restore(current: Json): Json;
  /** Where it is once back. */
  pointer: string;
  /** Said once Undo has put it back. */
  restored: boolean;
}

let last: Removal | undefined;
const listeners = new Set<() => void>();

function publish(next: Removal | undefined): void {
  last = next;
  for (const listener of listeners) listener();
}

export function useLastRemoval(): Removal | undefined {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => last,
  );
}

export const dismissRemoval = () => publish(undefined);
export const markRestored = () => last && publish({ ...last, restored: true });

/**
 * Announces that the list item at `path` of `before` was removed, leaving `after` (which may have changed more: a
 * removed page's links); `what` names it.
 */
export function announceRemoval(root: Schema, before: Json, after: Json, path: Path, what: string): void {
  const item = getAt(before, path);
  const list = path.slice(0, -1);
  const index = path.at(-1) as number;
  const mentions = mentionsOf(before, root, path).filter(
    (mention) => getAt(after, parsePointer(mention.pointer)) === mention.text,
  );
  publish({
    what,
    mentions,
    restore: (current) => (deepEqual(current, after) ? before : insertAt(current, list, index, item ?? null)),
    pointer: toPointer(path),
    restored: false,
  });
}

/** Removes the list item at `path` from `draft` and announces it; returns the new draft. */
export function removeItem(root: Schema, draft: Json, path: Path, what: string): Json {
  const after = removeAt(draft, path.slice(0, -1), path.at(-1) as number);
  announceRemoval(root, draft, after, path, what);
  return after;
}
