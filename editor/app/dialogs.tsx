/** @jsxImportSource react */
// The structure dialogs: add a block, a page, a service or a download; delete a page (and what links to it); rename.
import { useState, type FormEvent } from 'react';
import { Modal } from './Modal.tsx';
import { blockTypes, type Schema } from '../../model/schema-walk.ts';
import { getAt, toPointer, type Json } from '../../model/json-pointer.ts';
import { linksTo, removeUses, repointUses, type LinkUse } from '../../model/reference-edits.ts';
import { slugify as slugOf } from '../../model/site.ts';
import { api } from './api.ts';
import { serviceLists, type NewService } from './operations.ts';
import { linkChoices } from './names.ts';
import { placeInWords } from '../../model/place.ts';

type Obj = Record<string, Json>;
const list = (value: Json | undefined): Obj[] => (Array.isArray(value) ? (value as Obj[]) : []);

/** A dialog's two buttons: what it does, and Cancel. */
function DialogActions({ submit, disabled, onClose }: { submit: string; disabled?: boolean; onClose(): void }) {
  return (
    <div className="dialog-actions">
      <button type="submit" disabled={disabled}>
        {submit}
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

export function AddBlockDialog({ root, onAdd, onClose }: { root: Schema; onAdd(type: string): void; onClose(): void }) {
  return (
    <Modal title="Add a block" onClose={onClose} wide>
      <p>Choose what kind of section to add after the selected one.</p>
      <ul className="choice-list">
        {blockTypes(root).map((b) => (
          <li key={b.type}>
            <button type="button" onClick={() => onAdd(b.type)} aria-describedby={`block-type-${b.type}`}>
              {b.title}
            </button>
            <span id={`block-type-${b.type}`}>{b.description}</span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </Modal>
  );
}

export function AddPageDialog({ draft, onAdd, onClose }: { draft: Json; onAdd(path: string, title: string, copyOf?: number): void; onClose(): void }) {
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [start, setStart] = useState('empty');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(path || `/${slugOf(title)}`, title, start === 'empty' ? undefined : Number(start));
  };
  return (
    <Modal title="Add a page" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          Page title
          <input required value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Address
          <input value={path} placeholder={title ? `/${slugOf(title)}` : '/new-page'} onChange={(e) => setPath(e.target.value)} />
        </label>
        <label>
          Start from
          <select value={start} onChange={(e) => setStart(e.target.value)}>
            <option value="empty">An empty page</option>
            {list(getAt(draft, ['routes'])).map((r, i) => (
              <option key={i} value={i}>
                A copy of {String(r.path)}
              </option>
            ))}
          </select>
        </label>
        <DialogActions submit="Add page" onClose={onClose} />
      </form>
    </Modal>
  );
}

export function AddServiceDialog({ draft, onAdd, onClose }: { draft: Json; onAdd(choice: NewService): void; onClose(): void }) {
  const services = list(getAt(draft, ['services']));
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [pageFrom, setPageFrom] = useState(services.length ? '0' : 'none');
  const [inMenu, setInMenu] = useState(true);
  const [inFooter, setInFooter] = useState(false);
  const lists = serviceLists(draft);
  // Lists that show most services (an index of services) get the new one by default; hand-picked few do not.
  const [chosenLists, setChosenLists] = useState(() => new Set(lists.filter((l) => l.count * 2 >= services.length).map((l) => toPointer(l.path))));
  const toggleList = (pointer: string, on: boolean) =>
    setChosenLists((current) => {
      const next = new Set(current);
      if (on) next.add(pointer);
      else next.delete(pointer);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ id: id || slugOf(name), name, pageFrom: pageFrom === 'none' ? undefined : Number(pageFrom), inMenu, inFooter, lists: lists.map((l) => l.path).filter((p) => chosenLists.has(toPointer(p))) });
  };
  return (
    <Modal title="Add a service" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          Service name
          <input required value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Service id (used in links)
          <input value={id} placeholder={name ? slugOf(name) : 'new-service'} pattern="[a-z][a-z0-9-]*" onChange={(e) => setId(e.target.value)} />
        </label>
        <label>
          Its page
          <select value={pageFrom} onChange={(e) => setPageFrom(e.target.value)}>
            <option value="none">No page yet</option>
            {services.map((s, i) => (
              <option key={i} value={i}>
                A copy of the page of {String(s.name)}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={inMenu} onChange={(e) => setInMenu(e.target.checked)} /> Show in the Services menu
        </label>
        <label className="check">
          <input type="checkbox" checked={inFooter} onChange={(e) => setInFooter(e.target.checked)} /> Show in the footer
        </label>
        <fieldset>
          <legend>Show its card in these service lists</legend>
          {lists.map((l) => (
            <label className="check" key={toPointer(l.path)}>
              <input type="checkbox" checked={chosenLists.has(toPointer(l.path))} onChange={(e) => toggleList(toPointer(l.path), e.target.checked)} /> {l.label}
            </label>
          ))}
        </fieldset>
        <DialogActions submit="Add service" onClose={onClose} />
      </form>
    </Modal>
  );
}

export function DeletePageDialog(props: { root: Schema; draft: Json; page: number; onDone(next: Json): void; onClose(): void }) {
  const { root, draft, page, onDone, onClose } = props;
  const route = list(getAt(draft, ['routes']))[page] ?? {};
  const path = String(route.path);
  const uses: LinkUse[] = linksTo(draft, root, path);
  const [action, setAction] = useState<'remove' | 'repoint'>('remove');
  const [target, setTarget] = useState('/');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let next = action === 'remove' ? removeUses(draft, uses) : repointUses(removeUses(draft, uses.filter((u) => u.kind === 'service-id')), uses, target);
    const routes = list(getAt(next, ['routes']));
    const index = routes.findIndex((r) => r.path === path);
    next = { ...(next as Obj), routes: routes.filter((_, i) => i !== index) };
    onDone(next);
  };
  return (
    <Modal title={`Delete the page ${path}`} onClose={onClose} wide>
      <form onSubmit={submit} className="dialog-form">
        {uses.length === 0 ? (
          <p>Nothing else on the site links to this page.</p>
        ) : (
          <>
            <p>These places link to this page:</p>
            <ul className="link-list">
              {uses.map((use, i) => (
                <li key={i}>
                  {placeInWords(draft, toPointer(use.path))}: <code>{use.value}</code>
                  {action === 'remove' && use.removes.length < use.path.length - 1 && <> (removing it removes {placeInWords(draft, toPointer(use.removes))})</>}
                </li>
              ))}
            </ul>
            <fieldset>
              <legend>What should happen to these links?</legend>
              <label className="check">
                <input type="radio" name="links" checked={action === 'remove'} onChange={() => setAction('remove')} /> Remove them
              </label>
              <label className="check">
                <input type="radio" name="links" checked={action === 'repoint'} onChange={() => setAction('repoint')} /> Point them to another page
              </label>
              {action === 'repoint' && (
                <label>
                  New target
                  <select value={target} onChange={(e) => setTarget(e.target.value)}>
                    {linkChoices(draft)
                      .filter((c) => c.value !== path)
                      .map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label} ({c.value})
                        </option>
                      ))}
                  </select>
                </label>
              )}
            </fieldset>
          </>
        )}
        <div className="dialog-actions">
          <button type="submit" className="danger">
            Delete page
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

export function RenameDialog({ what, current, onRename, onClose }: { what: string; current: string; onRename(next: string): void; onClose(): void }) {
  const [next, setNext] = useState(current);
  return (
    <Modal title={`Rename ${what}`} onClose={onClose}>
      <form
        className="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          onRename(next);
        }}
      >
        <p>Every link and reference to “{current}” will be changed too.</p>
        <label>
          New {what}
          <input required value={next} onChange={(e) => setNext(e.target.value)} />
        </label>
        <DialogActions submit="Rename" onClose={onClose} />
      </form>
    </Modal>
  );
}

export function AddDownloadDialog({ onAdded, onClose }: { onAdded(entry: Obj): void; onClose(): void }) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const { status, body } = await api.upload(file);
    setBusy(false);
    if (status !== 200 || !body.file) return setError(body.message ?? 'The file could not be added.');
    onAdded({ slug: body.slug!, title: title || file.name, file: body.file, type: body.type! });
  };
  return (
    <Modal title="Add a download" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          File (PDF, DOCX or ZIP, up to 20 MB)
          <input type="file" required accept=".pdf,.docx,.zip" onChange={(e) => setFile(e.target.files?.[0])} />
        </label>
        <label>
          Title on its card
          <input required value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <DialogActions submit={busy ? 'Adding…' : 'Add download'} disabled={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
