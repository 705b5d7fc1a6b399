/** @jsxImportSource react */
// Review and publish: what changed, in plain words, grouped ("Quick Scan price €1,495 → €1,595"), then how it goes
// live (publish/PublishPanel.tsx). Locally the draft can also just be saved to site.manifest.json, as before.
import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import type { Change } from '../api.ts';

interface Props {
  changes: Change[] | undefined;
  errors: number;
  saving: boolean;
  /** Saving to the file without publishing; undefined online, where there is no file of one's own. */
  onSave: (() => void) | undefined;
  /** How the changes go live: shown once there are changes and no errors. */
  publish: ReactNode;
  onClose(): void;
}

function ChangeList({ changes }: { changes: Change[] }) {
  const groups = new Map<string, Change[]>();
  for (const change of changes) groups.set(change.group, [...(groups.get(change.group) ?? []), change]);
  return (
    <div className="changes">
      {[...groups].map(([group, items]) => (
        <section key={group} aria-label={group}>
          <h3>{group.charAt(0).toUpperCase() + group.slice(1)}</h3>
          <ul>
            {items.map((change, i) => (
              <li key={i}>
                {change.text}
                {change.diff && <div className="change-diff">{change.diff}</div>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SaveDialog({ changes, errors, saving, onSave, publish, onClose }: Props) {
  const ready = errors === 0 && !!changes?.length;
  return (
    <Modal title="Review and publish" onClose={onClose} wide>
      {changes === undefined ? (
        <p role="status">Listing your changes…</p>
      ) : changes.length === 0 ? (
        <p>Nothing has changed since the file was opened.</p>
      ) : (
        <ChangeList changes={changes} />
      )}
      {errors > 0 && (
        <p role="alert" className="error">
          The site cannot be saved or published while it has {errors} {errors === 1 ? 'error' : 'errors'}. Close this
          and fix the problems listed first.
        </p>
      )}
      {ready && publish}
      <div className="dialog-actions">
        {onSave && (
          <button type="button" onClick={onSave} disabled={!ready || saving}>
            {saving ? 'Saving…' : 'Save to site.manifest.json'}
          </button>
        )}
        <button type="button" onClick={onClose}>
          Keep editing
        </button>
      </div>
    </Modal>
  );
}
