/** @jsxImportSource react */
// The sign-in screen: a passkey, or, when it is lost, the e-mail address and one recovery code. Shown at
// /admin/sign-in and whenever a call finds nobody signed in.
import { useState, type FormEvent } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { accountApi, CallRefused, type Session } from './account-api.ts';
import { inWords, Problem, ScreenHeading } from './parts.tsx';

interface Props {
  onSignedIn(session: Session, note?: string): void;
}

interface Busy {
  busy: boolean;
  setBusy(busy: boolean): void;
  setProblem(problem: string): void;
}

/** Sign-in's refusals in words: 401 and 429 read the same for a passkey and a code, whatever the server adds. */
function refusal(error: unknown, what: string): string {
  if (error instanceof CallRefused && error.status === 401)
    return `That ${what} was not accepted. Check it and try again.`;
  if (error instanceof CallRefused && error.status === 429)
    return 'Too many tries did not work, so signing in is paused for now. Wait 15 minutes, then try again.';
  return inWords(error);
}

function RecoveryForm({ onSignedIn, busy, setBusy, setProblem }: Props & Busy) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const session = await accountApi.signInWithCode(email.trim(), code.trim());
      const left = session.codesLeft;
      const codes = left === 1 ? 'one recovery code is' : `${left} recovery codes are`;
      onSignedIn(session, `You signed in with a recovery code; ${codes} left. Add a new passkey in Your account.`);
    } catch (error) {
      setProblem(refusal(error, 'e-mail address and recovery code'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="recovery-sign-in">
      <summary>Lost your passkey? Use a recovery code</summary>
      <form onSubmit={submit} className="account-form">
        <label>
          E-mail
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          Recovery code
          <input
            type="text"
            autoComplete="one-time-code"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <div className="account-actions">
          <button type="submit" disabled={busy}>
            Sign in with the code
          </button>
        </div>
      </form>
    </details>
  );
}

/** `note` says why this screen shows when it is not the first visit ("You are signed out."). */
export function SignIn({ onSignedIn, note }: Props & { note: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const withPasskey = async () => {
    setBusy(true);
    setProblem('');
    try {
      const { ceremony, options } = await accountApi.signInOptions();
      const response = await startAuthentication({ optionsJSON: options });
      onSignedIn(await accountApi.signIn(ceremony, response));
    } catch (error) {
      setProblem(refusal(error, 'passkey'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="account-screen narrow">
      <ScreenHeading>Sign in to the site editor</ScreenHeading>
      {note && <p role="status">{note}</p>}
      <p>Use the passkey you made when you accepted your invite: your phone, computer or security key asks for it.</p>
      <div className="account-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void withPasskey()}>
          Sign in with a passkey
        </button>
      </div>
      <Problem text={problem} />
      <RecoveryForm onSignedIn={onSignedIn} busy={busy} setBusy={setBusy} setProblem={setProblem} />
      <p className="account-note">
        No account? The editor is open only to invited people: ask a publisher of the site for an invite.
      </p>
    </main>
  );
}
