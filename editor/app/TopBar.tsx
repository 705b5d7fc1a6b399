/** @jsxImportSource react */
// The editor's top bar: undo and redo, adding pages, services and downloads, review and save; what just happened;
// and a note when the file changed on disk under the draft; links to the Publishing and History screens. Online it
// also says who is signed in, with links to their account (and, for publishers, People and the activity log) and Sign
// out.
import type { Dialog } from './dialogs/dialog.ts';
import { ScreenLink } from './account/parts.tsx';
import { useSignedIn, type SignedIn } from './account/session.ts';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  openDialog(dialog: Dialog): void;
  status: string;
  changedOnDisk: boolean;
}

function SignedInPerson({ signedIn }: { signedIn: SignedIn }) {
  const { person } = signedIn;
  return (
    <nav className="topbar-person" aria-label="Your account">
      <span>{person.name}</span>
      <ScreenLink screen="account">Your account</ScreenLink>
      {person.role === 'publisher' && <ScreenLink screen="people">People</ScreenLink>}
      {person.role === 'publisher' && <ScreenLink screen="log">Activity log</ScreenLink>}
      <button type="button" onClick={() => void signedIn.signOut()}>
        Sign out
      </button>
    </nav>
  );
}

export function TopBar({ canUndo, canRedo, onUndo, onRedo, onSave, openDialog, status, changedOnDisk }: Props) {
  const signedIn = useSignedIn();
  return (
    <header className="topbar">
      <h1>Site editor</h1>
      <div className="toolbar" role="toolbar" aria-label="Editor actions">
        <button type="button" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <button type="button" onClick={() => openDialog({ kind: 'add-page' })}>
          Add page
        </button>
        <button type="button" onClick={() => openDialog({ kind: 'add-service' })}>
          Add service
        </button>
        <button type="button" onClick={() => openDialog({ kind: 'add-download' })}>
          Add download
        </button>
        <button type="button" className="primary" onClick={onSave}>
          Review and publish
        </button>
      </div>
      <nav className="topbar-publishing" aria-label="Publishing and history">
        <ScreenLink screen="publishing">Publishing</ScreenLink>
        <ScreenLink screen="history">History</ScreenLink>
      </nav>
      <p className="status" role="status">
        {status}
      </p>
      {changedOnDisk && (
        <div className="disk-changed" role="alert">
          site.manifest.json changed on disk since you opened it.{' '}
          <button type="button" onClick={() => openDialog({ kind: 'conflict' })}>
            Merge or reload…
          </button>
        </div>
      )}
      {signedIn && <SignedInPerson signedIn={signedIn} />}
    </header>
  );
}
