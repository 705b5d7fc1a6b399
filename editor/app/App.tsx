/** @jsxImportSource react */
// The editor: outline, form and problems, live preview; undo/redo; autosaved draft; review, save and merge.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { api, type Change, type Problem } from './api.ts';
import { historyReducer } from './history.ts';
import { clearDraft, storeDraft } from './draft-store.ts';
import { Outline } from './Outline.tsx';
import { FormPane } from './FormPane.tsx';
import { Preview } from './Preview.tsx';
import { ProblemList } from './ProblemList.tsx';
import { ConflictDialog, SaveDialog } from './SaveDialog.tsx';
import { AddBlockDialog, AddDownloadDialog, AddPageDialog, AddServiceDialog, DeletePageDialog, RenameDialog } from './dialogs.tsx';
import { addPage, addService, duplicateAt, insertAt, move, newBlock, removeAt, type NewService } from './operations.ts';
import { blockFor, fieldId, nodeFor, problemField, routeFor } from './selection.ts';
import { buildOutline } from './outline.ts';
import { DraftContext } from './names.ts';
import { deepEqual, getAt, parsePointer, setAt, toPointer, type Json } from '../../model/json-pointer.ts';
import { renameId, renamePage } from '../../model/reference-edits.ts';
import type { ReferenceKind, Schema } from '../../model/schema-walk.ts';

type Dialog =
  | { kind: 'save'; changes?: Change[] }
  | { kind: 'conflict' }
  | { kind: 'add-block' }
  | { kind: 'add-page' }
  | { kind: 'add-service' }
  | { kind: 'add-download' }
  | { kind: 'delete-page'; page: number }
  | { kind: 'rename'; what: string; current: string; apply(next: string): Json };

interface Loaded {
  root: Schema;
  version: string;
  base: Json;
}

const PAGE_OMITS = ['blocks'];
const NO_OMITS: string[] = [];

export function App({ loaded, restored }: { loaded: Loaded; restored?: { value: Json; conflict: boolean; base: Json } }) {
  const { root } = loaded;
  const [file, setFile] = useState({ version: loaded.version, base: loaded.base });
  const [history, dispatch] = useReducer(historyReducer, { past: [], present: restored && !restored.conflict ? restored.value : loaded.base, future: [] });
  const draft = history.present;
  const [selected, setSelected] = useState('/site');
  const [route, setRoute] = useState(0);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checking, setChecking] = useState(true);
  const [dialog, setDialog] = useState<Dialog | undefined>(restored?.conflict ? { kind: 'conflict' } : undefined);
  const [status, setStatus] = useState(restored && !restored.conflict ? 'Your unsaved changes from last time were restored.' : '');
  const [saving, setSaving] = useState(false);
  const pendingFocus = useRef<string | undefined>(undefined);
  const conflictDraft = useRef(restored?.conflict ? restored : undefined);

  const edit = useCallback((value: Json, key?: string) => dispatch({ kind: 'edit', value, key, at: Date.now() }), []);
  // The latest draft for callbacks that keep their identity across keystrokes (so the outline need not re-render).
  const latest = useRef(draft);
  latest.current = draft;
  const select = useCallback((pointer: string) => {
    setSelected(pointer);
    const r = routeFor(latest.current, pointer);
    if (r !== undefined) setRoute(r);
  }, []);

  // Live lint: the schema and every check, on the server's model, shortly after each change.
  useEffect(() => {
    setChecking(true);
    let current = true;
    const timer = setTimeout(async () => {
      const found = await api.check(draft);
      if (!current) return;
      setProblems(found);
      setChecking(false);
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft]);

  // Autosave of the draft in the browser, so a reload or a crash keeps it.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (deepEqual(draft, file.base)) clearDraft();
      else storeDraft({ version: file.version, base: file.base, value: draft });
    }, 100);
    return () => clearTimeout(timer);
  }, [draft, file]);

  // Someone may edit the file by hand while the editor is open: notice it, load it when there is no draft, else offer a merge.
  const [changedOnDisk, setChangedOnDisk] = useState(false);
  useEffect(() => {
    const timer = setInterval(async () => {
      const version = await api.version().catch(() => file.version);
      if (version === file.version) return setChangedOnDisk(false);
      if (deepEqual(draft, file.base)) {
        const fresh = await api.manifest();
        setFile({ version: fresh.version, base: fresh.value });
        dispatch({ kind: 'reset', value: fresh.value });
        setStatus('site.manifest.json changed on disk; the editor now shows the new file.');
      } else setChangedOnDisk(true);
    }, 3000);
    return () => clearInterval(timer);
  }, [draft, file]);

  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || dialog) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ kind: 'undo' });
      else if (key === 'y' || (key === 'z' && event.shiftKey)) dispatch({ kind: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [dialog]);

  // After choosing a problem, focus its field once the form for it is shown.
  useEffect(() => {
    const pointer = pendingFocus.current;
    if (!pointer) return;
    pendingFocus.current = undefined;
    const id = fieldId(selected, pointer);
    const field = document.getElementById(id);
    const input = field?.matches('input, textarea, select') ? field : (document.querySelector<HTMLElement>(`[id^="${id}_"]:is(input, textarea, select)`) ?? field);
    (input ?? document.getElementById('form-title'))?.focus();
  });

  const path = parsePointer(selected);
  const value = getAt(draft, path);
  // A selection whose node disappeared (undo of an added page, say) falls back to its parent.
  useEffect(() => {
    if (value === undefined && selected !== '/site') setSelected(toPointer(path.slice(0, path.length > 2 ? -2 : -1)) || '/site');
  }, [value, selected]); // eslint-disable-line

  const errors = problems.filter((p) => p.severity === 'error').length;
  const problemPointers = useMemo(() => new Set(problems.map((p) => p.pointer)), [problems]);
  const label = useMemo(() => {
    for (const section of buildOutline(draft))
      for (const node of section.nodes) {
        if (node.pointer === selected) return node.label;
        const child = node.children?.find((c) => c.pointer === selected);
        if (child) return child.label;
      }
    return selected;
  }, [draft, selected]);

  const [kind, index] = [path[0], path[1] as number];
  const block = blockFor(selected);
  const isPage = kind === 'routes' && path.length === 2;

  const openSave = async () => {
    setDialog({ kind: 'save' });
    const changes = await api.changes(draft);
    setDialog((d) => (d?.kind === 'save' ? { kind: 'save', changes } : d));
  };
  const save = async () => {
    setSaving(true);
    const { status: code, body } = await api.save(file.version, draft);
    setSaving(false);
    if (code === 200 && body.version) {
      setFile({ version: body.version, base: draft });
      clearDraft();
      setDialog(undefined);
      setStatus('Saved to site.manifest.json.');
    } else if (code === 409) {
      conflictDraft.current = { value: draft, base: file.base, conflict: true };
      setDialog({ kind: 'conflict' });
    } else {
      setProblems(body.problems ?? problems);
      setDialog(undefined);
      setStatus('Not saved: fix the errors listed first.');
    }
  };
  const merge = async () => {
    const mine = conflictDraft.current ?? { value: draft, base: file.base };
    const merged = await api.merge(mine.base, mine.value);
    const fresh = await api.manifest();
    setFile({ version: fresh.version, base: fresh.value });
    dispatch({ kind: 'reset', value: merged.value });
    conflictDraft.current = undefined;
    setDialog(undefined);
    setChangedOnDisk(false);
    setStatus('Your changes were merged into the changed file. Review and save when ready.');
  };
  const reload = async () => {
    const fresh = await api.manifest();
    setFile({ version: fresh.version, base: fresh.value });
    dispatch({ kind: 'reset', value: fresh.value });
    clearDraft();
    conflictDraft.current = undefined;
    setDialog(undefined);
    setChangedOnDisk(false);
    setStatus('The changed file was loaded.');
  };

  const blocksPath = ['routes', index, 'blocks'];
  const moveBlock = useCallback(
    (page: number, from: number, to: number) => {
      const next = move(latest.current, ['routes', page, 'blocks'], from, to);
      if (next === latest.current) return;
      edit(next);
      setSelected(toPointer(['routes', page, 'blocks', to]));
      setStatus(`Block moved to position ${to + 1}.`);
    },
    [edit],
  );
  const addBlock = (type: string) => {
    const at = block === undefined ? ((getAt(draft, blocksPath) as Json[] | undefined)?.length ?? 0) : block + 1;
    edit(insertAt(draft, blocksPath, at, newBlock(root, type)));
    setDialog(undefined);
    setSelected(toPointer([...blocksPath, at]));
  };
  const rename = (what: string, current: string, apply: (next: string) => Json) => setDialog({ kind: 'rename', what, current, apply });
  const idKinds: Record<string, [ReferenceKind, string]> = { services: ['service', 'id'], downloads: ['download', 'slug'], claims: ['claim', 'id'], facts: ['fact', 'id'] };

  const actions = () => {
    if (block !== undefined)
      return (
        <>
          <button type="button" onClick={() => setDialog({ kind: 'add-block' })}>
            Add block after
          </button>
          <button type="button" onClick={() => (edit(duplicateAt(draft, blocksPath, block)), setSelected(toPointer([...blocksPath, block + 1])))}>
            Duplicate block
          </button>
          <button type="button" onClick={() => moveBlock(index, block, block - 1)} disabled={block === 0}>
            Move block up
          </button>
          <button type="button" onClick={() => moveBlock(index, block, block + 1)} disabled={block + 1 >= ((getAt(draft, blocksPath) as Json[]).length ?? 0)}>
            Move block down
          </button>
          <button type="button" className="danger" onClick={() => (edit(removeAt(draft, blocksPath, block)), setSelected(toPointer(['routes', index])))}>
            Delete block
          </button>
        </>
      );
    if (isPage)
      return (
        <>
          <button type="button" onClick={() => setDialog({ kind: 'add-block' })}>
            Add block
          </button>
          <button type="button" onClick={() => rename('page address', String(getAt(draft, ['routes', index, 'path'])), (next) => renamePage(draft, root, String(getAt(draft, ['routes', index, 'path'])), next))}>
            Change address…
          </button>
          <button type="button" className="danger" onClick={() => setDialog({ kind: 'delete-page', page: index })}>
            Delete page…
          </button>
        </>
      );
    const idKind = idKinds[String(kind)];
    if (idKind && path.length === 2) {
      const [refKind, key] = idKind;
      const current = String(getAt(draft, [...path, key]));
      return (
        <button type="button" onClick={() => rename(`${refKind} ${key}`, current, (next) => renameId(draft, root, refKind, current, next))}>
          Rename {refKind} {key}…
        </button>
      );
    }
    return null;
  };

  return (
    <DraftContext.Provider value={draft}>
      <header className="topbar">
        <h1>Site editor</h1>
        <div className="toolbar" role="toolbar" aria-label="Editor actions">
          <button type="button" onClick={() => dispatch({ kind: 'undo' })} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" onClick={() => dispatch({ kind: 'redo' })} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </button>
          <button type="button" onClick={() => setDialog({ kind: 'add-page' })}>
            Add page
          </button>
          <button type="button" onClick={() => setDialog({ kind: 'add-service' })}>
            Add service
          </button>
          <button type="button" onClick={() => setDialog({ kind: 'add-download' })}>
            Add download
          </button>
          <button type="button" className="primary" onClick={openSave}>
            Review and save
          </button>
        </div>
        <p className="status" role="status">
          {status}
        </p>
        {changedOnDisk && (
          <div className="disk-changed" role="alert">
            site.manifest.json changed on disk since you opened it.{' '}
            <button type="button" onClick={() => setDialog({ kind: 'conflict' })}>
              Merge or reload…
            </button>
          </div>
        )}
      </header>
      <div className="workspace">
        <Outline draft={draft} selected={selected} problemPointers={problemPointers} onSelect={select} onMoveBlock={moveBlock} />
        <main className="editing">
          <div className="form-head">
            <h2 id="form-title" tabIndex={-1}>
              {label}
            </h2>
            <div className="node-actions">{actions()}</div>
          </div>
          {value !== undefined && (
            <FormPane
              root={root}
              draft={draft}
              pointer={selected}
              value={value}
              problems={problems}
              omit={isPage ? PAGE_OMITS : NO_OMITS}
              onChange={(next) => edit(setAt(draft, path, next), selected)}
            />
          )}
          <ProblemList
            problems={problems}
            checking={checking}
            onChoose={(problem) => {
              pendingFocus.current = problemField(problem);
              select(nodeFor(problem.pointer));
            }}
          />
        </main>
        <Preview draft={draft} route={route} block={block} />
      </div>
      {dialog?.kind === 'save' && <SaveDialog changes={dialog.changes} errors={errors} saving={saving} onSave={save} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'conflict' && <ConflictDialog onMerge={merge} onReload={reload} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'add-block' && <AddBlockDialog root={root} onAdd={addBlock} onClose={() => setDialog(undefined)} />}
      {dialog?.kind === 'add-page' && (
        <AddPageDialog
          draft={draft}
          onClose={() => setDialog(undefined)}
          onAdd={(pagePath, title, copyOf) => {
            const added = addPage(draft, root, pagePath, title, copyOf);
            edit(added.manifest);
            setDialog(undefined);
            setSelected(`/routes/${added.index}`);
            setRoute(added.index);
          }}
        />
      )}
      {dialog?.kind === 'add-service' && (
        <AddServiceDialog
          draft={draft}
          onClose={() => setDialog(undefined)}
          onAdd={(choice: NewService) => {
            const added = addService(draft, root, choice);
            edit(added.manifest);
            setDialog(undefined);
            setSelected(`/services/${added.index}`);
            const r = routeFor(added.manifest, `/services/${added.index}`);
            if (r !== undefined) setRoute(r);
          }}
        />
      )}
      {dialog?.kind === 'add-download' && (
        <AddDownloadDialog
          onClose={() => setDialog(undefined)}
          onAdded={(entry) => {
            const downloads = (getAt(draft, ['downloads']) as Json[] | undefined) ?? [];
            edit(insertAt(draft, ['downloads'], downloads.length, entry));
            setDialog(undefined);
            setSelected(`/downloads/${downloads.length}`);
          }}
        />
      )}
      {dialog?.kind === 'delete-page' && (
        <DeletePageDialog
          root={root}
          draft={draft}
          page={dialog.page}
          onClose={() => setDialog(undefined)}
          onDone={(next) => {
            edit(next);
            setDialog(undefined);
            setSelected('/routes/0');
            setRoute(0);
            setStatus('The page was deleted.');
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          what={dialog.what}
          current={dialog.current}
          onClose={() => setDialog(undefined)}
          onRename={(next) => {
            edit(dialog.apply(next));
            setDialog(undefined);
            setStatus(`Renamed “${dialog.current}” to “${next}” everywhere.`);
          }}
        />
      )}
    </DraftContext.Provider>
  );
}
