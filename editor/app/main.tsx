/** @jsxImportSource react */
// Starts the editor. Locally (`npm run edit`): takes this run's token out of the address (token.ts), loads the schema
// and the manifest, and restores an autosaved draft (or notes that the file changed on disk since that draft was
// made); without a token the server accepts, it says how to open the editor instead. Online (/admin): the same editor
// behind sign-in, with the account screens around it (account/OnlineApp.tsx).
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { api, TokenRefused } from './api.ts';
import { isOnline } from './connection.ts';
import { OnlineApp } from './account/OnlineApp.tsx';
import { loadDraft } from './draft-store.ts';
import { editorToken } from './token.ts';
import './editor.css';

function ReopenMessage() {
  return (
    <main className="loading" role="alert">
      <h1>Open the editor from its address</h1>
      <p>
        Open the address <code>npm run edit</code> printed in its terminal: it holds a key for this run of the editor.
        If you stopped and started the editor, its key has changed. Your unsaved changes are kept in this browser.
      </p>
    </main>
  );
}

/** The editor on the file as it is now, with the draft this browser kept, if any. */
async function loadEditor() {
  const [schema, file] = await Promise.all([api.schema(), api.manifest()]);
  const draft = loadDraft();
  const restored = draft
    ? { value: draft.value, base: draft.base, conflict: draft.version !== file.version }
    : undefined;
  return <App loaded={{ root: schema, version: file.version, base: file.value }} restored={restored} />;
}

async function startLocal(root: ReturnType<typeof createRoot>) {
  if (!editorToken()) return root.render(<ReopenMessage />);
  try {
    root.render(await loadEditor());
  } catch (error) {
    if (!(error instanceof TokenRefused)) throw error;
    root.render(<ReopenMessage />);
  }
}

const root = createRoot(document.getElementById('app')!);
if (isOnline()) root.render(<OnlineApp loadEditor={loadEditor} />);
else void startLocal(root);
