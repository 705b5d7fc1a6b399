/** @jsxImportSource react */
// The invite link's screen (/admin/welcome#invite=TOKEN): greets the invited person, says what their role lets them
// do, makes their passkey, then shows their recovery codes once. The token travels in the address's fragment, which
// browsers never send to a server; the screen takes it out of the address bar at once.
import { useEffect, useState } from 'react';
import { startRegistration, type RegistrationResponseJSON } from '@simplewebauthn/browser';
import { accountApi, CallRefused, type Session } from './account-api.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { inWords, Problem, ScreenHeading } from './parts.tsx';

type Invite = Awaited<ReturnType<typeof accountApi.openInvite>>;

type Stage =
  | { kind: 'opening' }
  | { kind: 'refused'; words: string }
  | { kind: 'invited'; invite: Invite }
  | { kind: 'codes'; session: Session; codes: string[] };

/** The invite's token from the fragment, which it then leaves (history, bookmarks and screen shares never hold it). */
function takeInviteToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('invite') ?? '';
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

function refusedInvite(error: unknown): string {
  if (error instanceof CallRefused && error.status === 404)
    return 'This invite link has already been used. If you made your passkey with it, sign in instead; otherwise ask the person who invited you for a new link.';
  if (error instanceof CallRefused && error.status === 410) {
    const by = (error.body as { invitedBy?: unknown } | undefined)?.invitedBy;
    return `This invite link has expired: ask ${typeof by === 'string' && by ? by : 'the person who invited you'} for a new one.`;
  }
  return inWords(error);
}

const ROLE_MEANS = {
  editor: { as: 'an editor', can: 'change the site’s content and submit your changes' },
  publisher: {
    as: 'a publisher',
    can: 'change the site’s content, publish it, roll it back and manage who has access',
  },
} as const;

function Invited({
  invite,
  onRegistered,
}: {
  invite: Invite;
  onRegistered(response: RegistrationResponseJSON): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const create = async () => {
    setBusy(true);
    setProblem('');
    try {
      await onRegistered(await startRegistration({ optionsJSON: invite.options }));
    } catch (error) {
      setProblem(refusedInvite(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ScreenHeading>Welcome, {invite.name.split(' ')[0]}</ScreenHeading>
      <p>
        You are invited to the site editor as {ROLE_MEANS[invite.role].as}, with the e-mail address {invite.email}. As{' '}
        {ROLE_MEANS[invite.role].as} you can {ROLE_MEANS[invite.role].can}.
      </p>
      <p>
        You sign in with a passkey: your phone, computer or a security key keeps it, and there is no password to
        remember. Make it now on a device you will use for the editor.
      </p>
      <div className="account-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void create()}>
          Create your passkey
        </button>
      </div>
      <Problem text={problem} />
    </>
  );
}

const NO_INVITE: Stage = {
  kind: 'refused',
  words: 'This address holds no invite. Open the whole link from your invite message.',
};

export function Welcome({ onSignedIn }: { onSignedIn(session: Session): void }) {
  const [token] = useState(takeInviteToken);
  const [stage, setStage] = useState<Stage>(() => (token ? { kind: 'opening' } : NO_INVITE));
  useEffect(() => {
    if (!token) return;
    accountApi.openInvite(token).then(
      (invite) => setStage({ kind: 'invited', invite }),
      (error: unknown) => setStage({ kind: 'refused', words: refusedInvite(error) }),
    );
  }, [token]);
  const accept = async (response: RegistrationResponseJSON) => {
    const ceremony = stage.kind === 'invited' ? stage.invite.ceremony : '';
    const accepted = await accountApi.acceptInvite(token, ceremony, response);
    setStage({ kind: 'codes', session: accepted, codes: accepted.recoveryCodes });
  };
  return (
    <main className="account-screen narrow">
      {stage.kind === 'opening' && <ScreenHeading>Opening your invite…</ScreenHeading>}
      {stage.kind === 'refused' && (
        <>
          <ScreenHeading>This invite cannot be used</ScreenHeading>
          <Problem text={stage.words} />
        </>
      )}
      {stage.kind === 'invited' && <Invited invite={stage.invite} onRegistered={accept} />}
      {stage.kind === 'codes' && (
        <>
          <ScreenHeading>Your passkey is ready</ScreenHeading>
          <RecoveryCodes codes={stage.codes} doneLabel="Open the editor" onDone={() => onSignedIn(stage.session)} />
        </>
      )}
    </main>
  );
}
