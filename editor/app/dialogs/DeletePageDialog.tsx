/** @jsxImportSource react */
// Remove a page, and say what happens to every link to it: removed, or pointed to another page.
import { useState, type FormEvent } from 'react';
import { Modal } from './Modal.tsx';
import { getAt, toPointer, type Json } from '../../../model/json-pointer.ts';
import { linksTo, removeUses, repointUses, type LinkUse } from '../../../model/reference-edits.ts';
import type { Schema } from '../../../model/schema-walk.ts';
import { placeInWords } from '../../../model/place.ts';
import { linkChoices } from '../names.ts';

type Obj = Record<string, Json>;
type LinkAction = 'remove' | 'repoint';

const routesOf = (manifest: Json): Obj[] => {
  const routes = getAt(manifest, ['routes']);
  return Array.isArray(routes) ? (routes as Obj[]) : [];
};

/** The manifest without the page at `path`, its links removed or pointed to `target`. */
function withoutPage(draft: Json, path: string, uses: LinkUse[], action: LinkAction, target: string): Json {
  const unlinked =
    action === 'remove'
      ? removeUses(draft, uses)
      : repointUses(
          removeUses(
            draft,
            uses.filter((u) => u.kind === 'service-id'),
          ),
          uses,
          target,
        );
  const routes = routesOf(unlinked);
  const index = routes.findIndex((r) => r.path === path);
  return { ...(unlinked as Obj), routes: routes.filter((_, i) => i !== index) };
}

export function DeletePageDialog(props: {
  root: Schema;
  draft: Json;
  page: number;
  onDone(next: Json, page: number): void;
  onClose(): void;
}) {
  const { root, draft, page, onDone, onClose } = props;
  const path = String((routesOf(draft)[page] ?? {}).path);
  const uses: LinkUse[] = linksTo(draft, root, path);
  const [action, setAction] = useState<LinkAction>('remove');
  const [target, setTarget] = useState('/');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onDone(withoutPage(draft, path, uses, action, target), page);
  };
  return (
    <Modal title={`Remove the page ${path}`} onClose={onClose} wide>
      <form onSubmit={submit} className="dialog-form">
        {uses.length === 0 ? (
          <p>Nothing else on the site links to this page.</p>
        ) : (
          <LinksToPage
            draft={draft}
            path={path}
            uses={uses}
            action={action}
            onAction={setAction}
            target={target}
            onTarget={setTarget}
          />
        )}
        <div className="dialog-actions">
          <button type="submit" className="danger">
            Remove page
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface LinksProps {
  draft: Json;
  path: string;
  uses: LinkUse[];
  action: LinkAction;
  onAction(action: LinkAction): void;
  target: string;
  onTarget(target: string): void;
}

function LinksToPage({ draft, path, uses, action, onAction, target, onTarget }: LinksProps) {
  return (
    <>
      <p>These places link to this page:</p>
      <ul className="link-list">
        {uses.map((use, i) => (
          <li key={i}>
            {placeInWords(draft, toPointer(use.path))}: <code>{use.value}</code>
            {action === 'remove' && use.removes.length < use.path.length - 1 && (
              <> (removing it removes {placeInWords(draft, toPointer(use.removes))})</>
            )}
          </li>
        ))}
      </ul>
      <fieldset>
        <legend>What should happen to these links?</legend>
        <label className="check">
          <input type="radio" name="links" checked={action === 'remove'} onChange={() => onAction('remove')} /> Remove
          them
        </label>
        <label className="check">
          <input type="radio" name="links" checked={action === 'repoint'} onChange={() => onAction('repoint')} /> Point
          them to another page
        </label>
        {action === 'repoint' && (
          <label>
            New target
            <select value={target} onChange={(e) => onTarget(e.target.value)}>
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
  );
}
