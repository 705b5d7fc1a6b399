/** @jsxImportSource react */
// Everyone's sessions, for a publisher: who is signed in where, and End session for one that should not be (a lost
// laptop, someone who left).
import { useState } from 'react';
import { accountApi } from './account-api.ts';
import { browserName, inWords, Problem, when } from './parts.tsx';

type Listed = Awaited<ReturnType<typeof accountApi.sessions>>['sessions'][number];

export function AllSessions({ sessions, onChanged }: { sessions: Listed[]; onChanged(note: string): Promise<void> }) {
  const [problem, setProblem] = useState('');
  const end = async (session: Listed) => {
    setProblem('');
    try {
      await accountApi.endSession(session.id);
      await onChanged(`The session of ${session.person.name} was ended.`);
    } catch (error) {
      setProblem(inWords(error));
    }
  };
  return (
    <section aria-labelledby="all-sessions-title">
      <h2 id="all-sessions-title">Everyone’s sessions</h2>
      <Problem text={problem} />
      {sessions.length === 0 && <p>Nobody is signed in.</p>}
      <ul className="account-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{session.person.name}</strong>
              {session.current && <span className="tag"> (this browser)</span>}
              <br />
              {browserName(session.userAgent)}, from {session.address || 'an unknown address'}; signed in{' '}
              {when(session.createdAt)}, last active {when(session.lastSeenAt)}
            </div>
            {!session.current && (
              <button type="button" className="danger" onClick={() => void end(session)}>
                End session<span className="visually-hidden"> of {session.person.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
