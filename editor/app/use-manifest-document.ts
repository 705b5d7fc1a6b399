// The manifest being edited: the file as last read or saved (its version and value) and the draft over it, which is
// autosaved in the browser so a reload or a crash keeps it.
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, storeDraft } from './draft-store.ts';
import { useUndoHistory, type UndoHistory } from './use-undo-history.ts';
import { deepEqual, type Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';

export interface LoadedFile {
  root: Schema;
  version: string;
  base: Json;
}

/** A draft from last time; `conflict` when the file changed on disk since it was made. */
export interface RestoredDraft {
  value: Json;
  base: Json;
  conflict: boolean;
}

export interface FileState {
  version: string;
  base: Json;
}

export interface ManifestDocument extends UndoHistory {
  file: FileState;
  /** Shows a fresh read of the file, or `shown` (a merge) over it, as a new history. */
  load(fresh: { version: string; value: Json }, shown?: Json): void;
  /** The draft was saved as `version` of the file. */
  saved(version: string): void;
}

function useDraftAutosave(draft: Json, file: FileState): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      if (deepEqual(draft, file.base)) clearDraft();
      else storeDraft({ version: file.version, base: file.base, value: draft });
    }, 100);
    return () => clearTimeout(timer);
  }, [draft, file]);
}

export function useManifestDocument(
  loaded: LoadedFile,
  restored: RestoredDraft | undefined,
  shortcutsEnabled: boolean,
): ManifestDocument {
  const [file, setFile] = useState<FileState>({ version: loaded.version, base: loaded.base });
  const history = useUndoHistory(restored && !restored.conflict ? restored.value : loaded.base, shortcutsEnabled);
  const { draft, reset } = history;
  useDraftAutosave(draft, file);
  const load = useCallback(
    (fresh: { version: string; value: Json }, shown: Json = fresh.value) => {
      setFile({ version: fresh.version, base: fresh.value });
      reset(shown);
    },
    [reset],
  );
  const saved = useCallback((version: string) => setFile({ version, base: draft }), [draft]);
  return { ...history, file, load, saved };
}
