/** @jsxImportSource react */
// The one dialog open at a time, if any, wired to what it does.
import type { Dialog } from './dialog.ts';
import { isOnline } from '../connection.ts';
import { PublishPanel } from '../publish/PublishPanel.tsx';
import type { Publishing } from '../publish/use-publishing.ts';
import type { SaveFlow } from '../use-save-flow.ts';
import type { StructureEdits } from '../structure-edits.ts';
import { SaveDialog } from './SaveDialog.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { AddBlockDialog } from './AddBlockDialog.tsx';
import { AddPageDialog } from './AddPageDialog.tsx';
import { AddServiceDialog } from './AddServiceDialog.tsx';
import { AddDownloadDialog } from './AddDownloadDialog.tsx';
import { DeletePageDialog } from './DeletePageDialog.tsx';
import { RenameDialog } from './RenameDialog.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';
import type { Json } from '../../../model/json-pointer.ts';
import type { Schema } from '../../../model/schema-walk.ts';

interface Props {
  dialog: Dialog | undefined;
  root: Schema;
  draft: Json;
  errors: number;
  saveFlow: SaveFlow;
  /** The file the draft started from: what a publication changes. */
  base: Json;
  publishing: Publishing;
  edits: StructureEdits;
  onClose(): void;
}

export function EditorDialogs(props: Props) {
  const { dialog, root, draft, errors, saveFlow, edits, onClose } = props;
  switch (dialog?.kind) {
    case 'save':
      return (
        <SaveDialog
          changes={dialog.changes}
          errors={errors}
          saving={saveFlow.saving}
          // Locally the draft can also be saved to the file without publishing; online there is no file of one's own.
          onSave={isOnline() ? undefined : saveFlow.save}
          publish={
            <PublishPanel
              base={props.base}
              value={draft}
              proposal={props.publishing.proposal}
              onDone={props.publishing.done}
            />
          }
          onClose={onClose}
        />
      );
    case 'conflict':
      return <ConflictDialog onMerge={saveFlow.merge} onReload={saveFlow.reload} onClose={onClose} />;
    case 'add-block':
      return <AddBlockDialog root={root} onAdd={edits.addBlock} onClose={onClose} />;
    case 'add-page':
      return <AddPageDialog draft={draft} onClose={onClose} onAdd={edits.addPage} />;
    case 'add-service':
      return <AddServiceDialog root={root} draft={draft} onClose={onClose} onAdd={edits.addService} />;
    case 'add-download':
      return <AddDownloadDialog onClose={onClose} onAdded={edits.addDownload} />;
    case 'delete-page':
      return (
        <DeletePageDialog root={root} draft={draft} page={dialog.page} onClose={onClose} onDone={edits.deletePage} />
      );
    case 'remove':
      return (
        <RemoveDialog
          question={dialog.question}
          explanation={dialog.explanation}
          confirm={dialog.confirm}
          onConfirm={dialog.onConfirm}
          onClose={onClose}
        />
      );
    case 'rename':
      return (
        <RenameDialog
          what={dialog.what}
          current={dialog.current}
          onClose={onClose}
          onRename={(next) => edits.rename(dialog.apply(next), dialog.current, next)}
        />
      );
    default:
      return null;
  }
}
