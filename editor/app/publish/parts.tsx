/** @jsxImportSource react */
// Pieces the Publishing and History screens share: the change in words, who and when, and the calls' problems.
import type { ReactNode } from 'react';
import { PublishRefused } from './publish-api.ts';
import { inWords as accountWords } from '../account/parts.tsx';

/** The change in words, one line each ("Quick Scan (Operations Reset Audit): €1,495 → €1,595"). */
export function ChangeLines({ changes }: { changes: readonly (string | { text: string })[] }) {
  if (changes.length === 0) return <p className="publish-muted">No change in words.</p>;
  return (
    <ul className="publish-changes">
      {changes.map((change, i) => (
        <li key={i}>{typeof change === 'string' ? change : change.text}</li>
      ))}
    </ul>
  );
}

/** One section of a screen: its h2 names it for the list inside. */
export function ListSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="publish-section">
      <h2 id={id}>{title}</h2>
      {children.length === 0 ? <p className="publish-muted">{empty}</p> : <ul className="publish-list">{children}</ul>}
    </section>
  );
}

export function problemWords(error: unknown): string {
  return error instanceof PublishRefused ? error.message : accountWords(error);
}
