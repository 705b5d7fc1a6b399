/** @jsxImportSource react */
// The publishing half of "Review and publish": which speed the change goes live at and why, the pages it shows on,
// then what this person may do with it: Publish now, Submit for review (with a note), Schedule…; or, on a proposal a
// publisher opened to edit, Approve and publish. What the server refuses is shown in its own words.
import { useEffect, useState } from 'react';
import { publishApi, PublishRefused, type Publication, type PublishCheck, type PublishWhen } from './publish-api.ts';
import { ScheduleForm } from './ScheduleForm.tsx';
import { speedWords } from './words.ts';
import type { OpenedProposal } from './use-publishing.ts';
import type { Json } from '../../../model/json-pointer.ts';

export interface PublishPanelProps {
  base: Json;
  value: Json;
  /** A proposal the editor shows, if any (a publisher approving it with edits, or its author revising it). */
  proposal: OpenedProposal | undefined;
  onDone(publication: Publication, sent: Json): void;
}

function inWords(error: unknown): string {
  if (error instanceof PublishRefused) return error.message;
  if (error instanceof TypeError) return 'The server could not be reached. Check the connection and try again.';
  return error instanceof Error ? error.message : String(error);
}

/** A local editor started without publishing answers 404: saving to the file is what it offers then. */
const checkProblem = (error: unknown) =>
  error instanceof PublishRefused && error.status === 404
    ? 'Publishing is not set up in this editor. Saving to site.manifest.json still works.'
    : inWords(error);

function useCheck(base: Json, value: Json) {
  const [check, setCheck] = useState<PublishCheck>();
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let latest = true;
    publishApi.check(base, value).then(
      (answer) => latest && setCheck(answer),
      (error: unknown) => latest && setProblem(checkProblem(error)),
    );
    return () => {
      latest = false;
    };
  }, [base, value]);
  return { check, problem, setProblem };
}

function Decision({ check }: { check: PublishCheck }) {
  return (
    <div className="publish-decision">
      <p className={check.speed === 'review' ? 'publish-speed review' : 'publish-speed'}>{speedWords(check)}</p>
      {check.pages.length > 0 && <p className="publish-pages">Shown on: {check.pages.join(', ')}</p>}
    </div>
  );
}

export function PublishPanel({ base, value, proposal, onDone }: PublishPanelProps) {
  const { check, problem, setProblem } = useCheck(base, value);
  const [busy, setBusy] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [note, setNote] = useState('');
  const run = async (action: () => Promise<Publication>) => {
    setBusy(true);
    setProblem('');
    try {
      onDone(await action(), value);
    } catch (error) {
      setProblem(inWords(error));
    } finally {
      setBusy(false);
    }
  };
  const approving = proposal?.purpose === 'approve' ? proposal : undefined;
  const publishNow = () =>
    run(() => (approving ? publishApi.approve(approving.id, { value }) : publishApi.publish(base, value)));
  const schedule = (when: PublishWhen) => run(() => publishApi.publish(base, value, when));
  const submit = () => run(() => publishApi.publish(base, value, undefined, note.trim() || undefined));
  return (
    <section className="publish-panel" aria-label="Publishing">
      {check ? <Decision check={check} /> : !problem && <p role="status">Checking how this change publishes…</p>}
      <p className="error" role="alert">
        {problem}
      </p>
      {check && !check.canPublish && !approving && (
        <label className="publish-note">
          A note for the publisher (optional)
          <textarea rows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        </label>
      )}
      {check && (
        <div className="dialog-actions">
          {check.canPublish ? (
            <button type="button" className="primary" disabled={busy} onClick={() => void publishNow()}>
              {approving ? 'Approve and publish' : 'Publish now'}
            </button>
          ) : (
            <button type="button" className="primary" disabled={busy} onClick={() => void submit()}>
              Submit for review
            </button>
          )}
          {check.canPublish && !approving && (
            <button type="button" aria-expanded={scheduling} disabled={busy} onClick={() => setScheduling(!scheduling)}>
              Schedule…
            </button>
          )}
        </div>
      )}
      {scheduling && (
        <ScheduleForm busy={busy} onSchedule={(when) => void schedule(when)} onCancel={() => setScheduling(false)} />
      )}
    </section>
  );
}
