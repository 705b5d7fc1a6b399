// A publication: one change on its way to the live site (or a rollback), as the server keeps it and the app shows it.
// One definition for both sides; server/store/publications-store.ts keeps it in the store (SQLite or PostgreSQL).
import type { PublishSpeed } from './publishing.ts';

/**
 * waiting: for a publisher's approval; sent-back: to its author with a comment; scheduled: for its time; queued: to be
 * published next; publishing: under way; held: its time came but it no longer applies; withdrawn: by its author or a
 * publisher.
 */
export type PublicationState =
  'waiting' | 'sent-back' | 'scheduled' | 'queued' | 'publishing' | 'published' | 'failed' | 'held' | 'withdrawn';

/** The steps of publishing, in order: the step a publication is at (or failed at). */
export type PublishStep = 'lint' | 'commit' | 'build' | 'switch' | 'push';

export type PublicationKind = 'publish' | 'rollback';

/** A person as a publication names them: in words, so it still reads right after they are removed. */
export interface PublicationPerson {
  id?: number;
  name: string;
  email: string;
}

/** One line of describeChanges, in words. */
export interface PublicationChange {
  group: string;
  text: string;
}

export interface Publication {
  id: number;
  /** Its commit's trailer (`Publication: <key>`): random, so unique across servers and their databases. */
  key: string;
  kind: PublicationKind;
  state: PublicationState;
  step?: PublishStep;
  /** Who made the change. */
  author: PublicationPerson;
  /** Who approved or published it; undefined while it waits. */
  publisher?: PublicationPerson;
  /** The manifest the change started from, and the manifest it proposes. */
  baseText: string;
  proposedText: string;
  /** The change in words, at submission. */
  changes: PublicationChange[];
  /** publishSpeed() at submission. */
  speed: PublishSpeed;
  reasons: string[];
  /** A publisher's comment on sending it back or approving it. */
  comment?: string;
  /** What happened, in words (a failure, why it is held). */
  message?: string;
  /** Scheduled: epoch ms, and the time zone the person chose it in. */
  dueAt?: number;
  timeZone?: string;
  commit?: string;
  release?: string;
  /** The release that was live before it, kept for a quick rollback. */
  previousRelease?: string;
  /** A rollback: the commit whose manifest it restores. */
  rollbackOf?: string;
  pushed: boolean;
  createdAt: string;
  updatedAt: string;
  publishedAt?: string;
}

/** One version of the site in History: a commit that changed the manifest, in words. */
export interface Version {
  commit: string;
  author: { name: string; email: string };
  /** ISO time of the commit. */
  date: string;
  /** The commit message's first line, and the changes in words (the publication's, or the message's other lines). */
  title: string;
  changes: string[];
  publicationId?: number;
  /** Who approved it, when someone else than its author did. */
  approvedBy?: string;
  /** The version visitors see now. */
  live: boolean;
}
