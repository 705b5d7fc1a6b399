/** @jsxImportSource react */
// Add a block: the schema's block types, each with its description.
import { Modal } from './Modal.tsx';
import { blockTypes, type Schema } from '../../../model/schema-walk.ts';

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
