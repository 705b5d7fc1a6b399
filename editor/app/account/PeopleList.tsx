/** @jsxImportSource react */
// The people who have access, each with their role (changed here) and Remove (asked first), and the invites not yet
// accepted, each with Withdraw. The server keeps the last publisher, and refuses removing yourself.
import { useState } from 'react';
import { accountApi, type People, type Role } from './account-api.ts';
import { inWords, Problem, when } from './parts.tsx';
import { RemoveDialog } from '../dialogs/RemoveDialog.tsx';
import { useSignedIn } from './session.ts';

type Listed = People['people'][number];

interface Props {
  people: People;
  onChanged(note: string): Promise<void>;
}

type Act = (work: () => Promise<unknown>, done: string) => Promise<void>;

function Invites({ invites, act }: { invites: People['invites']; act: Act }) {
  return (
    <section aria-labelledby="invites-title">
      <h2 id="invites-title">Invites not yet accepted</h2>
      {invites.length === 0 && <p>None.</p>}
      <ul className="account-list">
        {invites.map((invite) => (
          <li key={invite.id}>
            <div>
              <strong>{invite.name}</strong>, {invite.email}, as {invite.role}
              <br />
              Invited {when(invite.createdAt)}
              {invite.invitedBy ? ` by ${invite.invitedBy}` : ''}; the link works until {when(invite.expiresAt)}
            </div>
            <button
              type="button"
              onClick={() =>
                void act(() => accountApi.withdrawInvite(invite.id), `The invite for ${invite.name} was withdrawn.`)
              }
            >
              Withdraw<span className="visually-hidden"> the invite for {invite.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PeopleList({ people, onChanged }: Props) {
  const signedIn = useSignedIn();
  const me = signedIn?.person.id;
  const [removing, setRemoving] = useState<Listed>();
  const [problem, setProblem] = useState('');
  const act = async (work: () => Promise<unknown>, done: string) => {
    setProblem('');
    try {
      await work();
      await onChanged(done);
    } catch (error) {
      setProblem(inWords(error));
    }
  };
  // Your own role shows at once in the top bar and the screens you may open.
  const setRole = (person: Listed, role: Role) =>
    act(
      async () => {
        await accountApi.setRole(person.id, role);
        if (person.id === me) await signedIn?.refresh();
      },
      `${person.name} is now ${role === 'publisher' ? 'a publisher' : 'an editor'}.`,
    );
  return (
    <>
      <section aria-labelledby="people-title">
        <h2 id="people-title">People with access</h2>
        <Problem text={problem} />
        <ul className="account-list">
          {people.people.map((person) => (
            <li key={person.id}>
              <div>
                <strong>{person.name}</strong>
                {person.id === me && <span className="tag"> (you)</span>}
                <br />
                {person.email}; since {when(person.createdAt)};{' '}
                {person.passkeys === 1 ? 'one passkey' : `${person.passkeys} passkeys`}
              </div>
              <label>
                Role of {person.name}
                <select value={person.role} onChange={(e) => void setRole(person, e.target.value as Role)}>
                  <option value="editor">Editor</option>
                  <option value="publisher">Publisher</option>
                </select>
              </label>
              <button type="button" className="danger" onClick={() => setRemoving(person)} disabled={person.id === me}>
                Remove<span className="visually-hidden"> {person.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Invites invites={people.invites} act={act} />
      {removing && (
        <RemoveDialog
          question={`Remove ${removing.name}?`}
          explanation={`${removing.name} can no longer sign in, and is signed out everywhere. Their changes stay in the activity log.`}
          confirm={`Remove ${removing.name}`}
          onConfirm={() => void act(() => accountApi.removePerson(removing.id), `${removing.name} was removed.`)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </>
  );
}
