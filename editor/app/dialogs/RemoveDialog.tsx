/** @jsxImportSource react */
// "Remove tier “Executive Brief”?": asked before removing something that holds content. Cancel has the focus, so
// Enter does not remove by accident.
import type { FormEvent } from 'react';
import { Modal } from './Modal.tsx';

interface Props {
  /** "Remove tier “Executive Brief”?" */
  question: string;
  /** The button's words: "Remove tier". */
  confirm: string;
  onConfirm(): void;
  onClose(): void;
}

export function RemoveDialog({ question, confirm, onConfirm, onClose }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    onConfirm();
  };
  return (
    <Modal title={question} onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <p>
          Everything in it goes with it. Right after, you can put it back with Undo, and you see the places that still
          mention it.
        </p>
        <div className="dialog-actions">
          <button type="submit" className="danger">
            {confirm}
          </button>
          <button type="button" onClick={onClose} autoFocus>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
