// Review and save, and what follows when the file changed on disk meanwhile: merge the draft's own changes into the
// new file, or load the new file instead.
import { useRef, useState } from 'react';
import { api } from './api.ts';
import { clearDraft } from './draft-store.ts';
import type { Dialog } from './dialogs/dialog.ts';
import type { DiskWatch } from './use-disk-watch.ts';
import type { LiveCheck } from './use-live-check.ts';
import type { ManifestDocument, RestoredDraft } from './use-manifest-document.ts';
import type { Json } from '../../model/json-pointer.ts';

interface SaveFlowContext {
  manifest: ManifestDocument;
  check: LiveCheck;
  /** A draft from last time that met a changed file: what a merge starts from. */
  restored: RestoredDraft | undefined;
  setDialog(update: Dialog | undefined | ((current: Dialog | undefined) => Dialog | undefined)): void;
  setStatus(status: string): void;
  /** The watch on the file, which must know of this tab's own saves. */
  diskWatch: Pick<DiskWatch, 'ownSave' | 'setChangedOnDisk'>;
}

export interface SaveFlow {
  saving: boolean;
  openSave(): Promise<void>;
  save(): Promise<void>;
  merge(): Promise<void>;
  reload(): Promise<void>;
}

export function useSaveFlow({ manifest, check, restored, setDialog, setStatus, diskWatch }: SaveFlowContext): SaveFlow {
  const { draft, file } = manifest;
  const [saving, setSaving] = useState(false);
  const conflictDraft = useRef<{ value: Json; base: Json } | undefined>(restored?.conflict ? restored : undefined);
  const settle = (status: string) => {
    conflictDraft.current = undefined;
    setDialog(undefined);
    diskWatch.setChangedOnDisk(false);
    setStatus(status);
  };

  const openSave = async () => {
    check.saveTried();
    setDialog({ kind: 'save' });
    const changes = await api.changes(draft);
    setDialog((shown) => (shown?.kind === 'save' ? { kind: 'save', changes } : shown));
  };
  const save = async () => {
    setSaving(true);
    const { status: code, body } = await diskWatch.ownSave(
      () => api.save(file.version, draft),
      (answer) => (answer.status === 200 ? answer.body.version : undefined),
    );
    setSaving(false);
    if (code === 200 && body.version) {
      manifest.saved(body.version);
      diskWatch.setChangedOnDisk(false);
      clearDraft();
      setDialog(undefined);
      setStatus('Saved to site.manifest.json.');
    } else if (code === 409) {
      conflictDraft.current = { value: draft, base: file.base };
      setDialog({ kind: 'conflict' });
    } else {
      check.showProblems(body.problems ?? check.problems);
      setDialog(undefined);
      setStatus('Not saved: fix the errors listed first.');
    }
  };
  const merge = async () => {
    const mine = conflictDraft.current ?? { value: draft, base: file.base };
    const merged = await api.merge(mine.base, mine.value);
    manifest.load(await api.manifest(), merged.value);
    settle('Your changes were merged into the changed file. Review and save when ready.');
  };
  const reload = async () => {
    manifest.load(await api.manifest());
    clearDraft();
    settle('The changed file was loaded.');
  };
  return { saving, openSave, save, merge, reload };
}
