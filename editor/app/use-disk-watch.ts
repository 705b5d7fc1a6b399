// Someone may edit the file by hand while the editor is open: notice it, load it when there is no draft, else say so
// (the editor then offers a merge). This tab's own saves are never taken for someone else's: while one is under way
// no check's answer counts (one asked before it may already see the new file), and the version it wrote is adopted
// the moment its answer arrives, before anything else can compare against the old one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api.ts';
import type { FileState } from './use-manifest-document.ts';
import { useLatest } from './use-latest.ts';
import { deepEqual, type Json } from '../../model/json-pointer.ts';

/** Until the server says how often to ask (its answer to /api/version does). */
const FIRST_CHECK_AGAIN_MS = 3000;

export interface DiskWatch {
  /** The file changed on disk under a draft, by someone else. */
  changedOnDisk: boolean;
  setChangedOnDisk(changed: boolean): void;
  /** Runs one of this tab's saves; `written` says which version of the file it wrote, if it did. */
  ownSave<T>(save: () => Promise<T>, written: (result: T) => string | undefined): Promise<T>;
}

/** `onFresh` gets the new file when it changed and there is no draft. */
export function useDiskWatch(
  draft: Json,
  file: FileState,
  onFresh: (fresh: { version: string; value: Json }) => void,
): DiskWatch {
  const [changedOnDisk, setChangedOnDisk] = useState(false);
  const latest = useLatest({ draft, file, onFresh });
  /** The version this tab has: set by a save at once, and by a load or merge when it renders. */
  const knownVersion = useRef(file.version);
  useEffect(() => {
    knownVersion.current = file.version;
  }, [file.version]);
  /** Saves under way, and a count that moves whenever one starts or ends: a check asked across it is void. */
  const saves = useRef({ running: 0, era: 0 });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stillValid = (era: number) => !stopped && saves.current.running === 0 && saves.current.era === era;
    const check = async () => {
      const era = saves.current.era;
      let again = FIRST_CHECK_AGAIN_MS;
      try {
        if (saves.current.running === 0) {
          const answer = await api.version();
          again = answer.checkAgainMs;
          if (!stillValid(era) || answer.version === knownVersion.current) {
            if (stillValid(era)) setChangedOnDisk(false);
          } else if (deepEqual(latest.current.draft, latest.current.file.base)) {
            const fresh = await api.manifest();
            if (stillValid(era)) latest.current.onFresh(fresh);
          } else setChangedOnDisk(true);
        }
      } catch {
        // The editor's server is stopping or restarting: ask again later.
      }
      if (!stopped) timer = setTimeout(check, again);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [latest]);

  const ownSave = useCallback(
    async <T>(save: () => Promise<T>, written: (result: T) => string | undefined): Promise<T> => {
      saves.current = { running: saves.current.running + 1, era: saves.current.era + 1 };
      try {
        const result = await save();
        knownVersion.current = written(result) ?? knownVersion.current;
        return result;
      } finally {
        saves.current = { running: saves.current.running - 1, era: saves.current.era + 1 };
      }
    },
    [],
  );
  return { changedOnDisk, setChangedOnDisk, ownSave };
}
