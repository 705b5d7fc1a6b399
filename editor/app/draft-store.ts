// The draft is kept in the browser's storage on every change, so a reload or a crash loses nothing. It remembers which
// version of the file it started from, to notice when the file changed on disk meanwhile. Online, each person's draft
// is kept apart (a shared computer never shows one person's unsaved changes to the next).
import type { Json } from '../../model/json-pointer.ts';

let KEY = 'site-editor-draft';

/** Keeps drafts under the signed-in person's own key from now on (the editor online). */
export function keepDraftsFor(personId: number): void {
  KEY = `site-editor-draft:person-${personId}`;
}

export interface StoredDraft {
  version: string;
  base: Json;
  value: Json;
}

export function loadDraft(): StoredDraft | undefined {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as StoredDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function storeDraft(draft: StoredDraft): void {
  localStorage.setItem(KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  localStorage.removeItem(KEY);
}
