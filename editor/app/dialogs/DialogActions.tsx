/** @jsxImportSource react */
// A dialog form's two buttons: what it does, and Cancel.
export function DialogActions({ submit, disabled, onClose }: { submit: string; disabled?: boolean; onClose(): void }) {
  return (
    <div className="dialog-actions">
      <button type="submit" disabled={disabled}>
        {submit}
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}
