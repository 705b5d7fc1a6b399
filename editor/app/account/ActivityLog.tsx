/** @jsxImportSource react */
// The activity log (/admin/log), for publishers: who did what, when and from where, newest first; "Show older" asks
// for the entries before the oldest one shown.
import { useCallback, useEffect, useState } from 'react';
import { accountApi, type LogEntry } from './account-api.ts';
import { inWords, Problem, ScreenHeading, when } from './parts.tsx';

const PAGE = 50;

const ACTIONS: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-blocked': 'Sign-in blocked',
  'recovery-code-used': 'Used a recovery code',
  'sign-out': 'Signed out',
  'sign-out-everywhere': 'Signed out everywhere',
  invite: 'Invited someone',
  'invite-accepted': 'Accepted an invite',
  'invite-withdrawn': 'Withdrew an invite',
  'role-change': 'Changed a role',
  'person-removed': 'Removed a person',
  'passkey-added': 'Added a passkey',
  'passkey-removed': 'Removed a passkey',
  'recovery-codes-renewed': 'Made new recovery codes',
  'session-ended': 'Ended a session',
  save: 'Saved the site',
  upload: 'Uploaded a download',
  publish: 'Published',
  rollback: 'Rolled back',
};

function Who({ entry }: { entry: LogEntry }) {
  if (!entry.actor && !entry.actorEmail) return <>Nobody signed in</>;
  return (
    <>
      {entry.actor ?? entry.actorEmail}
      {entry.actor && entry.actorEmail && <span className="log-email"> ({entry.actorEmail})</span>}
    </>
  );
}

export function ActivityLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(true);
  const [problem, setProblem] = useState('');
  /** Shows a page of entries after those shown (or in their place, for the first). */
  const show = useCallback((page: LogEntry[], after: boolean) => {
    setEntries((shown) => (after ? [...shown, ...page] : page));
    setMore(page.length === PAGE);
    setProblem('');
    setBusy(false);
  }, []);
  const fail = useCallback((error: unknown) => {
    setProblem(inWords(error));
    setBusy(false);
  }, []);
  useEffect(() => {
    accountApi.log(undefined, PAGE).then(({ entries: page }) => show(page, false), fail);
  }, [show, fail]);
  const older = (before: number) => {
    setBusy(true);
    accountApi.log(before, PAGE).then(({ entries: page }) => show(page, true), fail);
  };
  const oldest = entries.at(-1)?.id;
  return (
    <>
      <ScreenHeading>Activity log</ScreenHeading>
      <Problem text={problem} />
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div className="log-table" role="region" aria-label="Activity, newest first" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Activity, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Detail</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(entry.at)}</td>
                <td>
                  <Who entry={entry} />
                </td>
                <td>{ACTIONS[entry.action] ?? entry.action}</td>
                <td>{entry.detail}</td>
                <td>{entry.address ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!busy && entries.length === 0 && !problem && <p>Nothing has happened yet.</p>}
      {more && oldest !== undefined && (
        <div className="account-actions">
          <button type="button" disabled={busy} onClick={() => older(oldest)}>
            Show older
          </button>
        </div>
      )}
    </>
  );
}
