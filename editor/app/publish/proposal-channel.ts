// "Approve with edits" and "Open in the editor" on the Publishing screen open a proposal in the editor, which may not
// be on the page yet (online it loads when first shown): the request waits here until the editor takes it.
import { useEffect } from 'react';
import { goTo } from '../account/routes.ts';
import { useLatest } from '../use-latest.ts';

export interface ProposalRequest {
  id: number;
  /** approve: a publisher edits it, and publishing approves it; revise: its author works on it again. */
  purpose: 'approve' | 'revise';
}

const OPENED = 'editor-open-proposal';
let pending: ProposalRequest | undefined;

export function openProposal(request: ProposalRequest): void {
  pending = request;
  goTo('editor');
  window.dispatchEvent(new Event(OPENED));
}

/** Hands the editor each proposal asked for, including one asked for before it was on the page. */
export function useProposalRequests(handle: (request: ProposalRequest) => void): void {
  const latest = useLatest(handle);
  useEffect(() => {
    const take = () => {
      const request = pending;
      pending = undefined;
      if (request) latest.current(request);
    };
    take();
    window.addEventListener(OPENED, take);
    return () => window.removeEventListener(OPENED, take);
  }, [latest]);
}
