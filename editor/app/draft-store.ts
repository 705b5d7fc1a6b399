// The draft is kept in the browser's storage on every change, so a reload or a crash loses nothing. It remembers which
// version of the file it started from, to notice when the file changed on disk meanwhile.
import type { Json } from '../../model/json-pointer.ts';

const KEY = 'site-editor-draft';

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
