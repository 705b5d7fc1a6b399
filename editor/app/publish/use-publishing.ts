// The editor's side of publishing: what follows a click in "Review and publish" (the top bar follows a publication
// step by step, then the editor shows what is live), and opening a proposal from the Publishing screen as the draft.
// An edit is never lost on the way: a person who typed while their change went live keeps their draft, and is offered
// the merge as when the file changes on disk; a draft is only replaced by a proposal after asking.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api.ts';
import { clearDraft } from '../draft-store.ts';
import type { Dialog } from '../dialogs/dialog.ts';
import type { DiskWatch } from '../use-disk-watch.ts';
import type { ManifestDocument } from '../use-manifest-document.ts';
import { useLatest } from '../use-latest.ts';
import { followPublication } from './follow.ts';
import { publishApi, PublishRefused, type Publication } from './publish-api.ts';
import { useProposalRequests, type ProposalRequest } from './proposal-channel.ts';
import { dueWords, progressWords } from './words.ts';
import { deepEqual, type Json } from '../../../model/json-pointer.ts';

/** A proposal shown in the editor as the draft. */
export interface OpenedProposal extends ProposalRequest {
  author: string;
}

interface Context {
  manifest: ManifestDocument;
  setDialog(dialog: Dialog | undefined): void;
  setStatus(status: string): void;
  diskWatch: Pick<DiskWatch, 'ownSave' | 'setChangedOnDisk'>;
}

export interface Publishing {
  /** The publication under way, in words ("Building the site…"); empty when none is. */
  progress: string;
  proposal: OpenedProposal | undefined;
  /** "Review and publish" got an answer from the server: follow it, or say where it waits. */
  done(publication: Publication, sent: Json): void;
}

const TYPED_MEANWHILE =
  'Live: your change is on the site. You went on typing meanwhile: your draft is kept. Merge it into the published file when ready.';

function useAlive() {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return alive;
}

/** Follows a publication until it ends, then shows what went live (or keeps a draft typed meanwhile). */
function useFollow(context: Context, endProposal: () => void) {
  const [progress, setProgress] = useState('');
  const alive = useAlive();
  const latest = useLatest(context);
  const follow = async (publication: Publication, sent: Json) => {
    const { diskWatch, setStatus } = latest.current;
    let fresh: { version: string; value: Json } | undefined;
    // While it runs the file on disk changes under the draft: this tab's own doing, not someone else's.
    const ended = await diskWatch.ownSave(
      async () => {
        const last = await followPublication(
          publication,
          (p) => setProgress(progressWords(p)),
          () => !alive.current,
        );
        if (last.state === 'published') fresh = await api.manifest();
        return last;
      },
      () => fresh?.version,
    );
    if (!alive.current) return;
    setProgress('');
    if (!fresh) return setStatus(progressWords(ended));
    endProposal();
    if (deepEqual(latest.current.manifest.draft, sent)) {
      latest.current.manifest.load(fresh);
      clearDraft();
      diskWatch.setChangedOnDisk(false);
      setStatus(progressWords(ended));
    } else {
      diskWatch.setChangedOnDisk(true);
      setStatus(TYPED_MEANWHILE);
    }
  };
  const run = (publication: Publication, sent: Json) =>
    follow(publication, sent).catch((error: unknown) => {
      setProgress('');
      latest.current.setStatus(
        error instanceof PublishRefused ? error.message : 'Lost track of the publication: see Publishing.',
      );
    });
  return { progress, run };
}

/** Opens the proposals the Publishing screen asks for, on the file as it is now, after asking to replace a draft. */
function useProposalOpening(context: Context) {
  const [proposal, setProposal] = useState<OpenedProposal>();
  const latest = useLatest(context);
  const show = async (request: ProposalRequest) => {
    const { manifest, diskWatch, setStatus } = latest.current;
    try {
      const publication = await publishApi.get(request.id);
      const before = JSON.parse(publication.baseText) as Json;
      // Its own changes, onto what is published now (something else may have gone live since it was made).
      const merged = await api.merge(before, JSON.parse(publication.proposedText) as Json);
      manifest.load({ version: merged.version, value: merged.disk }, merged.value);
      diskWatch.setChangedOnDisk(false);
      setProposal({ ...request, author: publication.author.name });
      setStatus(
        request.purpose === 'approve'
          ? `${publication.author.name}’s change is open: edit it, then Review and publish approves it.`
          : 'Your change is open again: edit it, then Review and publish submits it again.',
      );
    } catch (error) {
      setStatus(`The proposal could not be opened. ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const open = (request: ProposalRequest) => {
    const { draft, file } = latest.current.manifest;
    if (deepEqual(draft, file.base)) return void show(request);
    latest.current.setDialog({
      kind: 'remove',
      question: 'Put the proposal in place of your unsaved changes?',
      explanation: 'Your own changes that are not published yet are dropped from the editor.',
      confirm: 'Open the proposal',
      onConfirm: () => void show(request),
    });
  };
  useProposalRequests(open);
  return { proposal, endProposal: useCallback(() => setProposal(undefined), []) };
}

export function usePublishing(context: Context): Publishing {
  const { proposal, endProposal } = useProposalOpening(context);
  const { progress, run } = useFollow(context, endProposal);
  const latest = useLatest(context);
  const done = (publication: Publication, sent: Json) => {
    const { setDialog, setStatus } = latest.current;
    setDialog(undefined);
    if (publication.state !== 'waiting' && publication.state !== 'scheduled') return void run(publication, sent);
    endProposal();
    // The change is kept with the publication now: the editor goes back to what is live.
    void api.manifest().then((fresh) => {
      latest.current.manifest.load(fresh);
      clearDraft();
    });
    setStatus(
      publication.state === 'scheduled'
        ? `Scheduled for ${dueWords(publication.dueAt, publication.timeZone)}. It is listed under Publishing.`
        : 'Sent for review: a publisher is asked to approve it. It is listed under Publishing.',
    );
  };
  return { progress, proposal, done };
}
