// Someone may edit the file by hand while the editor is open: notice it, load it when there is no draft, else say so
// (the editor then offers a merge).
import { useEffect, useState } from 'react';
import { api } from './api.ts';
import type { FileState } from './use-manifest-document.ts';
import { deepEqual, type Json } from '../../model/json-pointer.ts';

const POLL_MS = 3000;

/** Whether the file changed on disk under a draft; `onFresh` (kept stable by the caller) gets the new file when there is no draft. */
export function useDiskWatch(draft: Json, file: FileState, onFresh: (fresh: { version: string; value: Json }) => void) {
  const [changedOnDisk, setChangedOnDisk] = useState(false);
  useEffect(() => {
    const timer = setInterval(async () => {
      const version = await api.version().catch(() => file.version);
      if (version === file.version) return setChangedOnDisk(false);
      if (deepEqual(draft, file.base)) onFresh(await api.manifest());
      else setChangedOnDisk(true);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [draft, file, onFresh]);
  return { changedOnDisk, setChangedOnDisk };
}
