/** @jsxImportSource react */
// Your account (/admin/account): your passkeys, how many recovery codes are left (and new ones, shown once), the
// places you are signed in, and signing out everywhere (a lost laptop, a shared computer).
import { useState } from 'react';
import { useLoaded } from './use-loaded.ts';
import { accountApi, type Account as AccountData } from './account-api.ts';
import { Passkeys } from './Passkeys.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { browserName, inWords, Problem, ScreenHeading, when } from './parts.tsx';
import { useSignedIn } from './session.ts';

function Codes({ left, onChanged }: { left: number; onChanged(note: string): Promise<void> }) {
  const [codes, setCodes] = useState<string[]>();
  const [problem, setProblem] = useState('');
  const renew = async () => {
    setProblem('');
    try {
      setCodes((await accountApi.newRecoveryCodes()).recoveryCodes);
    } catch (error) {
      setProblem(inWords(error));
    }
  };
  if (codes)
    return (
      <RecoveryCodes
        codes={codes}
        doneLabel="Done"
        onDone={() => {
          setCodes(undefined);
          void onChanged('You have ten new recovery codes; the old ones no longer work.');
        }}
      />
    );
  return (
    <section aria-labelledby="codes-title">
      <h2 id="codes-title">Recovery codes</h2>
      <p>
        {left === 1 ? 'One recovery code is' : `${left} recovery codes are`} left. New codes replace all the old ones,
        which then stop working.
      </p>
      <div className="account-actions">
        <button type="button" onClick={() => void renew()}>
          Make new recovery codes
        </button>
      </div>
      <Problem text={problem} />
    </section>
  );
}

function Sessions({ account }: { account: AccountData }) {
  const [problem, setProblem] = useState('');
  const signedIn = useSignedIn();
  const everywhere = async () => {
    try {
      await accountApi.signOutEverywhere();
      signedIn?.ended();
    } catch (error) {
      setProblem(inWords(error));
    }
  };
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <ul className="account-list">
        {account.sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{browserName(session.userAgent)}</strong>
              {session.current && <span className="tag"> (this browser)</span>}
              <br />
              From {session.address || 'an unknown address'}; signed in {when(session.createdAt)}, last active{' '}
              {when(session.lastSeenAt)}
            </div>
          </li>
        ))}
      </ul>
      <div className="account-actions">
        <button type="button" className="danger" onClick={() => void everywhere()}>
          Sign out everywhere
        </button>
      </div>
      <Problem text={problem} />
    </section>
  );
}

export function Account() {
  const { data: account, note, problem, reload } = useLoaded(accountApi.account);
  return (
    <>
      <ScreenHeading>Your account</ScreenHeading>
      <p role="status">{note}</p>
      <Problem text={problem} />
      {account && (
        <>
          <p>
            {account.person.name}, {account.person.email}:{' '}
            {account.person.role === 'publisher' ? 'publisher' : 'editor'}.
          </p>
          <Passkeys passkeys={account.passkeys} onChanged={reload} />
          <Codes left={account.codesLeft} onChanged={reload} />
          <Sessions account={account} />
        </>
      )}
    </>
  );
}
