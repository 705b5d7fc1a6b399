/** @jsxImportSource react */
// "Remove tier “Executive Brief”?" (or "Remove Aoife Byrne?" online): asked before removing something that holds
// content. Cancel has the focus, so Enter does not remove by accident.
import type { FormEvent } from 'react';
import { Modal } from './Modal.tsx';

interface Props {
  /** "Remove tier “Executive Brief”?" */
  question: string;
  /** What removing does, in a sentence or two; by default, what removing a part of the site does. */
  explanation?: string;
  /** The button's words: "Remove tier". */
  confirm: string;
  onConfirm(): void;
  onClose(): void;
}

const REMOVING_A_PART =
  'Everything in it goes with it. Right after, you can put it back with Undo, and you see the places that still mention it.';

export function RemoveDialog({ question, explanation = REMOVING_A_PART, confirm, onConfirm, onClose }: Props) {
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
