/** @jsxImportSource react */
// The editor: outline, form and problems, live preview; undo/redo; autosaved draft; review, save and merge. Each job
// is a hook or a component of its own; this joins them.
import { useCallback, useMemo, useState } from 'react';
import { DraftContext } from './names.ts';
import { Outline } from './Outline.tsx';
import { Preview } from './Preview.tsx';
import { TopBar } from './TopBar.tsx';
import { EditingPane } from './EditingPane.tsx';
import { StartScreen } from './StartScreen.tsx';
import { useStartScreen } from './use-start-screen.ts';
import { NodeActions } from './NodeActions.tsx';
import { EditorDialogs } from './dialogs/EditorDialogs.tsx';
import type { Dialog } from './dialogs/dialog.ts';
import { blockFor } from './selection.ts';
import { structureEdits } from './structure-edits.ts';
import {
  useManifestDocument,
  type LoadedFile,
  type ManifestDocument,
  type RestoredDraft,
} from './use-manifest-document.ts';
import { useSelection } from './use-selection.ts';
import { useLiveCheck } from './use-live-check.ts';
import { useDiskWatch } from './use-disk-watch.ts';
import { useSaveFlow } from './use-save-flow.ts';
import { useBlockMove } from './use-block-move.ts';
import { useStatusMessage } from './use-status-message.ts';
import { useUndoFeedback } from './use-undo-history.ts';
import type { Json } from '../../model/json-pointer.ts';
import { isOnline } from './connection.ts';
import { useScreen } from './account/routes.ts';
import { usePublishing } from './publish/use-publishing.ts';
import { LocalScreen } from './publish/LocalScreen.tsx';

/** Locally, the Publishing or History screen the address names, shown in place of the editor's panes. */
function useLocalScreen(): 'publishing' | 'history' | undefined {
  const screen = useScreen();
  return !isOnline() && (screen === 'publishing' || screen === 'history') ? screen : undefined;
}

/** Notices the file changing on disk; with no draft over it, shows the new file at once. */
function useFileWatch(manifest: ManifestDocument, setStatus: (status: string) => void) {
  const { load } = manifest;
  const loadChangedFile = useCallback(
    (fresh: { version: string; value: Json }) => {
      load(fresh);
      setStatus('site.manifest.json changed on disk; the editor now shows the new file.');
    },
    [load, setStatus],
  );
  return useDiskWatch(manifest.draft, manifest.file, loadChangedFile);
}

export function App({ loaded, restored }: { loaded: LoadedFile; restored?: RestoredDraft }) {
  const { root } = loaded;
  const [dialog, setDialog] = useState<Dialog | undefined>(restored?.conflict ? { kind: 'conflict' } : undefined);
  const [status, setStatus] = useStatusMessage(
    restored && !restored.conflict ? 'Your unsaved changes from last time were restored.' : '',
  );
  const localScreen = useLocalScreen();
  const manifest = useManifestDocument(loaded, restored, dialog === undefined && !localScreen);
  const { draft, edit } = manifest;
  const { selected, route, select, setSelected, setRoute, chooseProblem, reveal } = useSelection(draft);
  useUndoFeedback(manifest.lastStep, reveal, setStatus);
  const check = useLiveCheck(draft);
  const diskWatch = useFileWatch(manifest, setStatus);
  const saveFlow = useSaveFlow({ manifest, check, restored, setDialog, setStatus, diskWatch });
  const publishing = usePublishing({ manifest, setDialog, setStatus, diskWatch });
  const moveBlock = useBlockMove(draft, edit, setSelected, setStatus);
  const problemPointers = useMemo(() => new Set(check.problems.map((p) => p.pointer)), [check.problems]);
  const closeDialog = () => setDialog(undefined);
  const start = useStartScreen(selected, select, chooseProblem);
  const pane = {
    root,
    draft,
    problems: check.problems,
    checking: check.checking,
    onChooseProblem: start.chooseProblem,
  };
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
        status={publishing.progress || status}
        changedOnDisk={diskWatch.changedOnDisk}
      />
      {localScreen && <LocalScreen screen={localScreen} />}
      <div className="workspace" hidden={!!localScreen}>
        <Outline
          draft={draft}
          selected={selected}
          problemPointers={problemPointers}
          onSelect={start.choose}
          onStart={start.showStart}
          onMoveBlock={moveBlock}
        />
        {start.starting ? (
          <StartScreen {...pane} onChoose={start.choose} onAddPage={() => setDialog({ kind: 'add-page' })} />
        ) : (
          <EditingPane
            {...pane}
            selected={selected}
            edit={edit}
            onStatus={setStatus}
            actions={
              <NodeActions {...{ root, draft, selected, edit, setSelected, moveBlock }} openDialog={setDialog} />
            }
          />
        )}
        <Preview draft={draft} route={route} block={blockFor(selected)} onShowPage={setRoute} />
      </div>
      <EditorDialogs
        dialog={dialog}
        root={root}
        draft={draft}
        errors={check.problems.filter((p) => p.severity === 'error').length}
        saveFlow={saveFlow}
        base={manifest.file.base}
        publishing={publishing}
        edits={edits}
        onClose={closeDialog}
      />
    </DraftContext.Provider>
  );
}
