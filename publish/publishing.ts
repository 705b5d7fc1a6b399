// What people do with publishing, whichever front door they use: submit a change (it goes live at once, waits for a
// publisher, or waits for its time), approve it (as it is or with edits), send it back, withdraw it, roll back to
// an earlier version. Who may do what is decided here, from the change itself and the person's role; the app only
// mirrors it.
import type { Role } from '../model/accounts.ts';
import type { Json } from '../model/json-pointer.ts';
import type { Publication, PublicationPerson } from '../model/publications.ts';
import { PublishRefused } from './refused.ts';
import type { Store } from '../server/store/store.ts';
import type { PublicationFields } from '../server/store/publications-store.ts';
import type { ProjectRepository } from './git.ts';
import { describeInWords, proposalOn } from './rebase.ts';
import { dueTime, type ScheduledTime } from './schedule.ts';
import { versionHistory } from './history.ts';

export interface Person extends PublicationPerson {
  role: Role;
}

export interface Submission {
  /** The manifest the draft started from, and the draft. */
  base: Json;
  value: Json;
  when?: ScheduledTime;
  /** A note for the publisher. */
  note?: string;
}

export interface PublishingOptions {
  store: Store;
  repository: ProjectRepository;
  /** Called when something may be due now (the worker looks at once). */
  wake(): void;
  /** The release the live site shows now (undefined before the first publish). */
  live(): string | undefined;
  now?: () => number;
}

const who = (person: Person): PublicationPerson => ({ id: person.id, name: person.name, email: person.email });

/** The states a change may be withdrawn from: any before it is under way. */
const WITHDRAWABLE: Publication['state'][] = ['waiting', 'scheduled', 'sent-back', 'held', 'queued'];

const notNow = (publication: Publication) =>
  new PublishRefused(
    409,
    `Publication ${publication.id} is ${publication.state} now, so this cannot be done any more.`,
  );

export class Publishing {
  private readonly now: () => number;
  constructor(private readonly options: PublishingOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The published manifest; a 409 in words when this server cannot publish (its folder is no git repository). */
  private async published(): Promise<string> {
    try {
      return await this.options.repository.manifestAt('HEAD');
    } catch (error) {
      throw new PublishRefused(
        409,
        `Publishing is off on this server: ${(error as Error).message} A developer sets it up (README, “Publishing”).`,
      );
    }
  }

  private get publications() {
    return this.options.store.publications;
  }

  /** The change as it would be published now, in words, with its speed (the Review and publish dialog). */
  async check(submission: Pick<Submission, 'base' | 'value'>, person: Person) {
    const published = await this.published();
    const proposal = proposalOn(published, submission.base, submission.value);
    const canPublish = proposal.decision.speed === 'at-once' || person.role === 'publisher';
    return { ...proposal.decision, changes: proposal.changes, canPublish, text: proposal.text, published };
  }

  async get(id: number): Promise<Publication> {
    const publication = await this.publications.get(id);
    if (!publication) throw new PublishRefused(404, `There is no publication ${id}.`);
    return publication;
  }

  list(states: Publication['state'][], limit: number): Promise<Publication[]> {
    return this.publications.list(states, limit);
  }

  /** Every version of the manifest, newest first, in words, with the one the live site shows. */
  history(limit: number) {
    return versionHistory(this.options.store, this.options.repository, this.options.live(), limit);
  }

  async submit(submission: Submission, person: Person): Promise<Publication> {
    const published = await this.published();
    const proposal = proposalOn(published, submission.base, submission.value);
    if (proposal.changes.length === 0)
      throw new PublishRefused(400, 'There is nothing to publish: this is the published version.');
    const mayPublish = proposal.decision.speed === 'at-once' || person.role === 'publisher';
    const dueAt = submission.when ? dueTime(submission.when, this.now()) : undefined;
    const publication = await this.publications.create({
      kind: 'publish',
      state: !mayPublish ? 'waiting' : dueAt !== undefined ? 'scheduled' : 'queued',
      author: who(person),
      publisher: mayPublish ? who(person) : undefined,
      baseText: published,
      proposedText: proposal.text,
      changes: describeInWords(published, proposal.text),
      speed: proposal.decision.speed,
      reasons: proposal.decision.reasons,
      comment: submission.note?.trim() || undefined,
      dueAt,
      timeZone: submission.when?.timeZone,
    });
    if (publication.state === 'queued') this.options.wake();
    return publication;
  }

  private async waitingOne(id: number, states: Publication['state'][]): Promise<Publication> {
    const publication = await this.get(id);
    if (!states.includes(publication.state)) throw notNow(publication);
    return publication;
  }

  /**
   * Writes `fields` while the publication is still in one of `states` (checked in the same statement: of an approval
   * and a withdrawal racing, in this process or another, only one happens); a 409 otherwise.
   */
  private async move(id: number, states: Publication['state'][], fields: PublicationFields): Promise<Publication> {
    const moved = await this.publications.transition(id, states, fields);
    if (moved) return moved;
    throw notNow(await this.get(id));
  }

  /** A publisher approves a waiting change, as it is or with their edits (`value`), now or at a time. */
  async approve(id: number, person: Person, edits: { value?: Json; comment?: string; when?: ScheduledTime } = {}) {
    const waiting = await this.waitingOne(id, ['waiting']);
    let proposedText = waiting.proposedText;
    if (edits.value !== undefined) {
      proposedText = proposalOn(waiting.proposedText, JSON.parse(waiting.proposedText) as Json, edits.value).text;
    }
    const dueAt = edits.when ? dueTime(edits.when, this.now()) : waiting.dueAt;
    const updated = await this.move(id, ['waiting'], {
      state: dueAt !== undefined ? 'scheduled' : 'queued',
      publisher: who(person),
      proposedText,
      changes: describeInWords(waiting.baseText, proposedText),
      comment: edits.comment?.trim() || waiting.comment,
      dueAt,
      timeZone: edits.when?.timeZone ?? waiting.timeZone,
    });
    if (updated.state === 'queued') this.options.wake();
    return updated;
  }

  async sendBack(id: number, person: Person, comment: string): Promise<Publication> {
    await this.waitingOne(id, ['waiting']);
    if (!comment.trim()) throw new PublishRefused(400, 'Say what should change: the comment is what the author reads.');
    return this.move(id, ['waiting'], { state: 'sent-back', publisher: who(person), comment: comment.trim() });
  }

  async withdraw(id: number, person: Person): Promise<Publication> {
    const publication = await this.waitingOne(id, WITHDRAWABLE);
    if (person.role !== 'publisher' && publication.author.email !== person.email)
      throw new PublishRefused(403, 'Only its author or a publisher can withdraw this change.');
    return this.move(id, WITHDRAWABLE, { state: 'withdrawn', message: `Withdrawn by ${person.name}.` });
  }

  /** A publisher puts the site back to an earlier version: a new version with that version's manifest. */
  async rollback(commit: string, person: Person): Promise<Publication> {
    const { repository } = this.options;
    const versions = await repository.history(200);
    const version = versions.find((v) => v.hash === commit || (commit.length >= 7 && v.hash.startsWith(commit)));
    if (!version) throw new PublishRefused(404, `There is no published version ${commit.slice(0, 40)}.`);
    const published = await this.published();
    const target = await repository.manifestAt(version.hash);
    const publication = await this.publications.create({
      kind: 'rollback',
      state: 'queued',
      author: who(person),
      publisher: who(person),
      baseText: published,
      proposedText: target,
      changes: describeInWords(published, target),
      speed: 'review',
      reasons: [],
      rollbackOf: version.hash,
    });
    this.options.wake();
    return publication;
  }
}
