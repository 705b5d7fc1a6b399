/** @jsxImportSource react */
// The editor: outline, form and problems, live preview; undo/redo; autosaved draft; review, save and merge. Each job
// is a hook or a component of its own; this joins them.
import { useCallback, useMemo, useState } from 'react';
import { DraftContext } from './names.ts';
import { Outline } from './Outline.tsx';
import { Preview } from './Preview.tsx';
import { TopBar } from './TopBar.tsx';
import { EditingPane } from './EditingPane.tsx';
import { NodeActions } from './NodeActions.tsx';
import { EditorDialogs } from './dialogs/EditorDialogs.tsx';
import type { Dialog } from './dialogs/dialog.ts';
import { blockFor } from './selection.ts';
import { structureEdits } from './structure-edits.ts';
import { useManifestDocument, type LoadedFile, type RestoredDraft } from './use-manifest-document.ts';
import { useSelection } from './use-selection.ts';
import { useLiveCheck } from './use-live-check.ts';
import { useDiskWatch } from './use-disk-watch.ts';
import { useSaveFlow } from './use-save-flow.ts';
import { useBlockMove } from './use-block-move.ts';
import type { Json } from '../../model/json-pointer.ts';

export function App({ loaded, restored }: { loaded: LoadedFile; restored?: RestoredDraft }) {
  const { root } = loaded;
  const [dialog, setDialog] = useState<Dialog | undefined>(restored?.conflict ? { kind: 'conflict' } : undefined);
  const [status, setStatus] = useState(
    restored && !restored.conflict ? 'Your unsaved changes from last time were restored.' : '',
  );
  const manifest = useManifestDocument(loaded, restored, dialog === undefined);
  const { draft, edit, load } = manifest;
  const { selected, route, select, setSelected, setRoute, chooseProblem } = useSelection(draft);
  const check = useLiveCheck(draft);
  const loadChangedFile = useCallback(
    (fresh: { version: string; value: Json }) => {
      load(fresh);
      setStatus('site.manifest.json changed on disk; the editor now shows the new file.');
    },
    [load],
  );
  const { changedOnDisk, setChangedOnDisk } = useDiskWatch(draft, manifest.file, loadChangedFile);
  const saveFlow = useSaveFlow({ manifest, check, restored, setDialog, setStatus, setChangedOnDisk });
  const moveBlock = useBlockMove(draft, edit, setSelected, setStatus);
  const problemPointers = useMemo(() => new Set(check.problems.map((p) => p.pointer)), [check.problems]);
  const closeDialog = () => setDialog(undefined);
  const edits = structureEdits({ root, draft, selected, edit, closeDialog, setSelected, setRoute, setStatus });
  return (
    <DraftContext.Provider value={draft}>
      <TopBar
        canUndo={manifest.canUndo}
        canRedo={manifest.canRedo}
        onUndo={manifest.undo}
        onRedo={manifest.redo}
        onSave={saveFlow.openSave}
        openDialog={setDialog}
        status={status}
        changedOnDisk={changedOnDisk}
      />
      <div className="workspace">
        <Outline
          draft={draft}
          selected={selected}
          problemPointers={problemPointers}
          onSelect={select}
          onMoveBlock={moveBlock}
        />
        <EditingPane
          root={root}
          draft={draft}
          selected={selected}
          problems={check.problems}
          checking={check.checking}
          edit={edit}
          onChooseProblem={chooseProblem}
          actions={
            <NodeActions
              root={root}
              draft={draft}
              selected={selected}
              edit={edit}
              setSelected={setSelected}
              openDialog={setDialog}
              moveBlock={moveBlock}
            />
          }
        />
        <Preview draft={draft} route={route} block={blockFor(selected)} />
      </div>
      <EditorDialogs
        dialog={dialog}
        root={root}
        draft={draft}
        errors={check.problems.filter((p) => p.severity === 'error').length}
        saveFlow={saveFlow}
        edits={edits}
        onClose={closeDialog}
      />
    </DraftContext.Provider>
  );
}
