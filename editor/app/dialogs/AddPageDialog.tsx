/** @jsxImportSource react */
// Add a page: its title, its address (from the title unless given), and whether it starts empty or as a copy.
import { useState, type FormEvent } from 'react';
import { Modal } from './Modal.tsx';
import { DialogActions } from './DialogActions.tsx';
import { getAt, type Json } from '../../../model/json-pointer.ts';
import { slugify as slugOf } from '../../../model/site.ts';

export function AddPageDialog({
  draft,
  onAdd,
  onClose,
}: {
  draft: Json;
  onAdd(path: string, title: string, copyOf?: number): void;
  onClose(): void;
}) {
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [start, setStart] = useState('empty');
  const routes = getAt(draft, ['routes']);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(path || `/${slugOf(title)}`, title, start === 'empty' ? undefined : Number(start));
  };
  return (
    <Modal title="Add a page" onClose={onClose}>
      <form onSubmit={submit} className="dialog-form">
        <label>
          Page title
          <input required value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          Address
          <input
            value={path}
            placeholder={title ? `/${slugOf(title)}` : '/new-page'}
            onChange={(e) => setPath(e.target.value)}
          />
        </label>
        <label>
          Start from
          <select value={start} onChange={(e) => setStart(e.target.value)}>
            <option value="empty">An empty page</option>
            {(Array.isArray(routes) ? (routes as Record<string, Json>[]) : []).map((r, i) => (
              <option key={i} value={i}>
                A copy of {String(r.path)}
              </option>
            ))}
          </select>
        </label>
        <DialogActions submit="Add page" onClose={onClose} />
      </form>
    </Modal>
  );
}
