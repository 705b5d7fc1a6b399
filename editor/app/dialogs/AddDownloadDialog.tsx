/** @jsxImportSource react */
// Add a download: the file goes to the downloads folder at once; its entry is added to the draft.
import { useState, type FormEvent } from 'react';
import { Modal } from './Modal.tsx';
import { DialogActions } from './DialogActions.tsx';
import { api } from '../api.ts';
import type { Json } from '../../../model/json-pointer.ts';

export function AddDownloadDialog({
  onAdded,
  onClose,
}: {
  onAdded(entry: Record<string, Json>): void;
  onClose(): void;
}) {
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    const { status, body } = await api.upload(file);
    setBusy(false);
    if (status !== 200 || !body.file) return setError(body.message ?? 'The file could not be added.');
    onAdded({ slug: body.slug!, title: title || file.name, file: body.file, type: body.type! });
  };
  return (
    <Modal title="Add a download" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          File (PDF, DOCX or ZIP, up to 20 MB)
          <input type="file" required accept=".pdf,.docx,.zip" onChange={(e) => setFile(e.target.files?.[0])} />
        </label>
        <label>
          Title on its card
          <input required value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <DialogActions submit={busy ? 'Adding…' : 'Add download'} disabled={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
