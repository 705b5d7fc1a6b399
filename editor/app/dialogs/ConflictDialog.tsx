/** @jsxImportSource react */
// The file changed on disk while there is a draft: merge the draft's changes into the new file, or load it instead.
import { Modal } from './Modal.tsx';

export function ConflictDialog({ onMerge, onReload, onClose }: { onMerge(): void; onReload(): void; onClose(): void }) {
  return (
    <Modal title="The file changed on disk" onClose={onClose}>
      <p>
        Someone changed site.manifest.json since you opened it (perhaps by hand). You can add your changes to the new
        file, which keeps both; or load the new file and drop your changes.
      </p>
      <div className="dialog-actions">
        <button type="button" onClick={onMerge}>
          Merge my changes into the new file
        </button>
        <button type="button" onClick={onReload}>
          Load the new file, dropping my changes
        </button>
      </div>
    </Modal>
  );
}
