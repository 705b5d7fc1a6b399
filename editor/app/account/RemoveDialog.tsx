/** @jsxImportSource react */
// "Remove Aoife Byrne?": asked before removing a person. Cancel has the focus, so Enter does not remove by accident.
import type { FormEvent } from 'react';
import { Modal } from '../dialogs/Modal.tsx';

interface Props {
  question: string;
  /** What removing does, in a sentence or two. */
  explanation: string;
  /** The button's words: "Remove Aoife Byrne". */
  confirm: string;
  onConfirm(): void;
  onClose(): void;
}

export function RemoveDialog({ question, explanation, confirm, onConfirm, onClose }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    onConfirm();
  };
  return (
    <Modal title={question} onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <p>{explanation}</p>
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
