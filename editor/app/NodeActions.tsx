/** @jsxImportSource react */
// The buttons for the selected node: a block's (add after, duplicate, move, remove), a page's (add block, change
// address, remove), any other list item's Remove (a tier, an add-on, a service, a download) and an id's rename
// everywhere; and, whatever is selected, the notice of the last removal.
import type { Dialog } from './dialogs/dialog.ts';
import { duplicateAt } from './operations.ts';
import { RemoveButton } from './RemoveButton.tsx';
import { RemovedNotice } from './RemovedNotice.tsx';
import { blockFor } from './selection.ts';
import { getAt, parsePointer, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import { renameId, renamePage } from '../../model/reference-edits.ts';
import type { ReferenceKind, Schema } from '../../model/schema-walk.ts';

interface Props {
  root: Schema;
  draft: Json;
  selected: string;
  edit(value: Json): void;
  setSelected(pointer: string): void;
  openDialog(dialog: Dialog): void;
  moveBlock(page: number, from: number, to: number): void;
}

/** The lists whose items have an id that links and references use, and that id's key. */
const ID_KINDS: Record<string, [ReferenceKind, string]> = {
  downloads: ['download', 'slug'],
  claims: ['claim', 'id'],
  facts: ['fact', 'id'],
};

export function NodeActions(props: Props) {
  return (
    <>
      <SelectedActions {...props} />
      <RemovedNotice draft={props.draft} edit={props.edit} setSelected={props.setSelected} />
    </>
  );
}

function SelectedActions(props: Props) {
  const path = parsePointer(props.selected);
  const block = blockFor(props.selected);
  if (block !== undefined) return <BlockActions {...props} page={path[1] as number} block={block} />;
  if (path[0] === 'routes' && path.length === 2) return <PageActions {...props} page={path[1] as number} />;
  const idKind = ID_KINDS[String(path[0])];
  const isItem = typeof path.at(-1) === 'number';
  return (
    <>
      {idKind && path.length === 2 && <RenameIdAction {...props} path={path} idKind={idKind} />}
      {isItem && <RemoveButton {...props} path={path} />}
    </>
  );
}

function BlockActions(props: Props & { page: number; block: number }) {
  const { draft, edit, setSelected, openDialog, moveBlock, page, block } = props;
  const blocksPath = ['routes', page, 'blocks'];
  return (
    <>
      <button type="button" onClick={() => openDialog({ kind: 'add-block' })}>
        Add block after
      </button>
      <button
        type="button"
        onClick={() => (
          edit(duplicateAt(draft, blocksPath, block)),
          setSelected(toPointer([...blocksPath, block + 1]))
        )}
      >
        Duplicate block
      </button>
      <button type="button" onClick={() => moveBlock(page, block, block - 1)} disabled={block === 0}>
        Move block up
      </button>
      <button
        type="button"
        onClick={() => moveBlock(page, block, block + 1)}
        disabled={block + 1 >= ((getAt(draft, blocksPath) as Json[]).length ?? 0)}
      >
        Move block down
      </button>
      <RemoveButton {...props} path={[...blocksPath, block]} />
    </>
  );
}

function PageActions({ root, draft, openDialog, page }: Props & { page: number }) {
  const address = String(getAt(draft, ['routes', page, 'path']));
  const rename = () =>
    openDialog({
      kind: 'rename',
      what: 'page address',
      current: address,
      apply: (next) => renamePage(draft, root, address, next),
    });
  return (
    <>
      <button type="button" onClick={() => openDialog({ kind: 'add-block' })}>
        Add block
      </button>
      <button type="button" onClick={rename}>
        Change address…
      </button>
      <button type="button" className="danger" onClick={() => openDialog({ kind: 'delete-page', page })}>
        Remove page “{address}”…
      </button>
    </>
  );
}

function RenameIdAction({
  root,
  draft,
  openDialog,
  path,
  idKind,
}: Props & { path: Path; idKind: [ReferenceKind, string] }) {
  const [refKind, key] = idKind;
  const current = String(getAt(draft, [...path, key]));
  const rename = () =>
    openDialog({
      kind: 'rename',
      what: `${refKind} ${key}`,
      current,
      apply: (next) => renameId(draft, root, refKind, current, next),
    });
  return (
    <button type="button" onClick={rename}>
      Rename {refKind} {key}…
    </button>
  );
}
