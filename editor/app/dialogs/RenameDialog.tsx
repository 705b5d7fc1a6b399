/** @jsxImportSource react */
// Rename something: a page's address, a service's or tier's name, the short name used in addresses. The caller
// changes what follows the name too, and says so in `note`.
import { useState } from 'react';
import { Modal } from './Modal.tsx';
import { DialogActions } from './DialogActions.tsx';

interface Props {
  /** What is renamed, in words ("page address"): the title and field say "Rename page address", "New page address". */
  what: string;
  current: string;
  onRename(next: string): void;
  onClose(): void;
  title?: string;
  label?: string;
  note?: string;
  /** What the new name may be, for the browser to check, with the words shown when it is not. */
  pattern?: { regex: string; hint: string };
}

export function RenameDialog({ what, current, onRename, onClose, title, label, note, pattern }: Props) {
  const [next, setNext] = useState(current);
  return (
    <Modal title={title ?? `Rename ${what}`} onClose={onClose}>
      <form
        className="dialog-form"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = next.trim();
          if (trimmed && trimmed !== current) onRename(trimmed);
          else onClose();
        }}
      >
        <p>{note ?? `Every link and reference to “${current}” will be changed too.`}</p>
        <label>
          {label ?? `New ${what}`}
          <input
            required
            value={next}
            pattern={pattern?.regex}
            title={pattern?.hint}
            aria-describedby={pattern ? 'rename-hint' : undefined}
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        {pattern && (
          <p id="rename-hint" className="hint">
            {pattern.hint}
          </p>
        )}
        <DialogActions submit="Rename" onClose={onClose} />
      </form>
    </Modal>
  );
}
