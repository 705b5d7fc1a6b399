/** @jsxImportSource react */
// Rename an id or a page's address; the caller changes every reference to it too.
import { useState } from 'react';
import { Modal } from './Modal.tsx';
import { DialogActions } from './DialogActions.tsx';

export function RenameDialog({
  what,
  current,
  onRename,
  onClose,
}: {
  what: string;
  current: string;
  onRename(next: string): void;
  onClose(): void;
}) {
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
