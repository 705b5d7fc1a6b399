/** @jsxImportSource react */
// One publication on the Publishing screen, as its list shows it: waiting for review (with a publisher's Approve,
// Approve with edits and Send back), scheduled (with Cancel), running (with its step), or recently ended.
import { useEffect, useState, type FormEvent } from 'react';
import { publishApi, type PublicationSummary } from './publish-api.ts';
import { openProposal } from './proposal-channel.ts';
import { ChangeLines } from './parts.tsx';
import { PublicationPictures } from './Pictures.tsx';
import { dueWords, progressWords, shortWhen, STATE_WORDS } from './words.ts';
import type { Viewer } from './viewer.ts';

export interface ItemProps {
  publication: PublicationSummary;
  viewer: Viewer;
  /** Runs one of the item's actions; the screen shows its problem, if any, and lists again after it. */
  act(action: () => Promise<unknown>): void;
}

function Who({ publication }: { publication: PublicationSummary }) {
  const what = publication.kind === 'rollback' ? 'Rollback by' : 'By';
  return (
    <p className="publish-who">
      {what} {publication.author.name}, {shortWhen(publication.createdAt)}
    </p>
  );
}

/** The pages a waiting change shows on: in the list's answer, or asked for once. */
function usePages(publication: PublicationSummary): string[] | undefined {
  const [pages, setPages] = useState(publication.pages);
  useEffect(() => {
    if (publication.pages) return;
    let latest = true;
    publishApi.get(publication.id).then(
      (found) => latest && setPages(found.pages),
      () => latest && setPages([]),
    );
    return () => {
      latest = false;
    };
  }, [publication.id, publication.pages]);
  return pages;
}

function SendBackForm({ onSend, onCancel }: { onSend(comment: string): void; onCancel(): void }) {
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim()) onSend(comment.trim());
  };
  return (
    <form className="publish-form" onSubmit={submit}>
      <label>
        Comment for the author
        <textarea required rows={3} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />
      </label>
      <div className="account-actions">
        <button type="submit">Send back with this comment</button>
        <button type="button" onClick={onCancel}>
          Keep it waiting
        </button>
      </div>
    </form>
  );
}

function ReviewActions({ publication, act }: Omit<ItemProps, 'viewer'>) {
  const [sending, setSending] = useState(false);
  const { id } = publication;
  if (sending)
    return (
      <SendBackForm
        onSend={(comment) => act(() => publishApi.sendBack(id, comment))}
        onCancel={() => setSending(false)}
      />
    );
  return (
    <div className="account-actions">
      <button type="button" className="primary" onClick={() => act(() => publishApi.approve(id))}>
        Approve
      </button>
      <button type="button" onClick={() => openProposal({ id, purpose: 'approve' })}>
        Approve with edits
      </button>
      <button type="button" onClick={() => setSending(true)}>
        Send back…
      </button>
    </div>
  );
}

export function WaitingItem({ publication, viewer, act }: ItemProps) {
  const pages = usePages(publication);
  return (
    <li>
      <div>
        <Who publication={publication} />
        <ChangeLines changes={publication.changes} />
        {publication.reasons.length > 0 && (
          <p className="publish-reasons">Why it needs a publisher: {publication.reasons.join(' ')}</p>
        )}
        {publication.comment && <p className="publish-comment">Note: {publication.comment}</p>}
        <p className="publish-pages">Shown on: {pages === undefined ? '…' : pages.join(', ') || 'no page'}</p>
        <PublicationPictures id={publication.id} />
        {viewer.publisher && <ReviewActions publication={publication} act={act} />}
        {!viewer.publisher && viewer.owns(publication) && (
          <div className="account-actions">
            <button type="button" onClick={() => act(() => publishApi.withdraw(publication.id))}>
              Withdraw
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

export function ScheduledItem({ publication, viewer, act }: ItemProps) {
  const zoned = dueWords(publication.dueAt, publication.timeZone);
  return (
    <li>
      <div>
        <p className="publish-when">Goes live on {zoned}</p>
        <p className="publish-muted">That is {shortWhen(publication.dueAt)} where you are.</p>
        <Who publication={publication} />
        <ChangeLines changes={publication.changes} />
        {(viewer.publisher || viewer.owns(publication)) && (
          <div className="account-actions">
            <button type="button" onClick={() => act(() => publishApi.withdraw(publication.id))}>
              Cancel
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

export function RunningItem({ publication }: ItemProps) {
  return (
    <li>
      <div>
        <p className="publish-step" role="status">
          {progressWords(publication)}
        </p>
        <Who publication={publication} />
        <ChangeLines changes={publication.changes} />
      </div>
    </li>
  );
}

export function RecentItem({ publication, viewer }: ItemProps) {
  const { state } = publication;
  const ended = state === 'published' ? progressWords(publication) : (publication.message ?? STATE_WORDS[state]);
  return (
    <li>
      <div>
        <p className={`publish-state ${state}`}>
          {STATE_WORDS[state]} {shortWhen(publication.publishedAt ?? publication.updatedAt)}
          {publication.publisher && state !== 'sent-back' ? ` by ${publication.publisher.name}` : ''}
        </p>
        {state !== 'sent-back' && state !== 'published' && <p>{ended}</p>}
        {state === 'sent-back' && publication.comment && (
          <p className="publish-comment">
            {publication.publisher?.name ?? 'The publisher'} said: {publication.comment}
          </p>
        )}
        <Who publication={publication} />
        <ChangeLines changes={publication.changes} />
        {state === 'published' && <PublicationPictures id={publication.id} />}
        {state === 'sent-back' && viewer.owns(publication) && (
          <div className="account-actions">
            <button type="button" onClick={() => openProposal({ id: publication.id, purpose: 'revise' })}>
              Open in the editor
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
