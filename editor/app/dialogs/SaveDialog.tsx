/** @jsxImportSource react */
// Before saving: what changed, in plain words, grouped ("Quick Scan price €1,495 → €1,595").
import { Modal } from './Modal.tsx';
import type { Change } from '../api.ts';

interface Props {
  changes: Change[] | undefined;
  errors: number;
  saving: boolean;
  onSave(): void;
  onClose(): void;
}

export function SaveDialog({ changes, errors, saving, onSave, onClose }: Props) {
  const groups = new Map<string, Change[]>();
  for (const change of changes ?? []) groups.set(change.group, [...(groups.get(change.group) ?? []), change]);
  return (
    <Modal title="Review your changes" onClose={onClose} wide>
      {changes === undefined ? (
        <p role="status">Listing your changes…</p>
      ) : changes.length === 0 ? (
        <p>Nothing has changed since the file was opened.</p>
      ) : (
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
      )}
      {errors > 0 && (
        <p role="alert" className="error">
          The site cannot be saved while it has {errors} {errors === 1 ? 'error' : 'errors'}. Close this and fix the
          problems listed first.
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" onClick={onSave} disabled={errors > 0 || saving || !changes?.length}>
          {saving ? 'Saving…' : 'Save to site.manifest.json'}
        </button>
        <button type="button" onClick={onClose}>
          Keep editing
        </button>
      </div>
    </Modal>
  );
}
