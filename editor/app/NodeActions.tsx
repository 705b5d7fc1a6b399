/** @jsxImportSource react */
// The buttons for the selected node: a block's (add after, duplicate, move, delete), a page's (add block, change
// address, delete) or an id's rename everywhere.
import type { Dialog } from './dialogs/dialog.ts';
import { duplicateAt, removeAt } from './operations.ts';
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
  services: ['service', 'id'],
  downloads: ['download', 'slug'],
  claims: ['claim', 'id'],
  facts: ['fact', 'id'],
};

export function NodeActions(props: Props) {
  const path = parsePointer(props.selected);
  const block = blockFor(props.selected);
  if (block !== undefined) return <BlockActions {...props} page={path[1] as number} block={block} />;
  if (path[0] === 'routes' && path.length === 2) return <PageActions {...props} page={path[1] as number} />;
  const idKind = ID_KINDS[String(path[0])];
  return idKind && path.length === 2 ? <RenameIdAction {...props} path={path} idKind={idKind} /> : null;
}

function BlockActions({
  draft,
  edit,
  setSelected,
  openDialog,
  moveBlock,
  page,
  block,
}: Props & { page: number; block: number }) {
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
      <button
        type="button"
        className="danger"
        onClick={() => (edit(removeAt(draft, blocksPath, block)), setSelected(toPointer(['routes', page])))}
      >
        Delete block
      </button>
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
        Delete page…
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
