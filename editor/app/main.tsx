/** @jsxImportSource react */
// Starts the editor: loads the schema and the manifest, and restores an autosaved draft (or notes that the file
// changed on disk since that draft was made).
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { api } from './api.ts';
import { loadDraft } from './draft-store.ts';
import './editor.css';

async function start() {
  const [root, file] = await Promise.all([api.schema(), api.manifest()]);
  const draft = loadDraft();
  const restored = draft
    ? { value: draft.value, base: draft.base, conflict: draft.version !== file.version }
    : undefined;
  createRoot(document.getElementById('app')!).render(
    <App loaded={{ root, version: file.version, base: file.value }} restored={restored} />,
  );
}

void start();
