// Publications: each change on its way to the live site, from submission (waiting, scheduled or queued) to its
// outcome. A publishing process leases one publication at a time, as the outbox's workers lease mails; the lease's
// queries (claim, renewal, progress under the lease, release) are server/db/publication-claims.ts, on SQLite and on
// PostgreSQL alike: while any publication holds a live lease no other is claimed, so two processes never publish at
// once, and a lease that lapses (its process died) lets the next claim take the interrupted publication over first.
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Publication, PublicationState } from '../../model/publications.ts';
import { PublicationClaims } from '../db/publication-claims.ts';
import type { Database, DialectName, PublicationsTable } from '../db/schema.ts';
import {
  toColumns,
  toPublication,
  type PublicationFields,
  type PublicationRow,
  type StoredPublication,
} from './publication-row.ts';

export type { PublicationFields, StoredPublication } from './publication-row.ts';

export type NewPublication = Omit<Publication, 'id' | 'key' | 'createdAt' | 'updatedAt' | 'pushed'> & {
  pushed?: boolean;
};

export const PUBLICATIONS_PAGE_DEFAULT = 50;

const toStored = (row: unknown): StoredPublication => toPublication(row as PublicationRow);

export class PublicationsStore {
  private readonly claims: PublicationClaims;

  constructor(
    private readonly db: Kysely<Database>,
    dialect: DialectName,
  ) {
    this.claims = new PublicationClaims({ db, dialect });
  }

  async create(input: NewPublication, now = Date.now()): Promise<StoredPublication> {
    const { kind, author, ...fields } = input;
    const at = new Date(now).toISOString();
    const row = await this.db
      .insertInto('publications')
      .values({
        ...toColumns(fields),
        kind,
        author_id: author.id ?? null,
        author_name: author.name,
        author_email: author.email,
        // Random, so a commit's trailer names this publication only, whichever server or database made it.
        trailer_key: randomBytes(8).toString('hex'),
        created_at: at,
        updated_at: at,
      } as Insertable<PublicationsTable>)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toStored(row);
  }

  async get(id: number): Promise<StoredPublication | undefined> {
    const row = await this.db.selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toStored(row);
  }

  /** Publications in any of `states`, newest first. */
  async list(states: readonly PublicationState[], limit = PUBLICATIONS_PAGE_DEFAULT): Promise<StoredPublication[]> {
    if (states.length === 0) return [];
    const rows = await this.db
      .selectFrom('publications')
      .selectAll()
      .where('state', 'in', states)
      .orderBy('id', 'desc')
      .limit(Math.max(0, Math.floor(limit)))
      .execute();
    return rows.map(toStored);
  }

  /** Sets the fields given (one given as undefined is cleared) and updatedAt; throws when there is no such id. */
  async update(id: number, fields: PublicationFields, now = Date.now()): Promise<StoredPublication> {
    const updated = await this.write(id, fields, now);
    if (!updated) throw new Error(`There is no publication ${id}.`);
    return updated;
  }

  /**
   * Updates it only while it is in one of `from` (checked and written in one statement, so of an approval and a
   * withdrawal racing in two processes only one happens); undefined when it is not (or there is no such id).
   */
  transition(
    id: number,
    from: readonly PublicationState[],
    fields: PublicationFields,
    now = Date.now(),
  ): Promise<StoredPublication | undefined> {
    return this.write(id, fields, now, from);
  }

  /**
   * Leases the next runnable publication to `owner` until `now + leaseMs` and marks it publishing: an interrupted one
   * (state publishing, lease lapsed) first, then queued ones by id, then scheduled ones due by `now`, by due time.
   * Nothing while any publication holds a live lease: one publish at a time, across processes.
   */
  claimNext(owner: string, leaseMs: number, now = Date.now()): Promise<StoredPublication | undefined> {
    return this.claims.claimNext(owner, leaseMs, now);
  }

  /**
   * Extends `owner`'s live lease to `now + leaseMs`. False when the lease lapsed or someone else holds it now (another
   * process claimed this publication or another one): `owner` must stop publishing it.
   */
  renewLease(id: number, owner: string, leaseMs: number, now = Date.now()): Promise<boolean> {
    return this.claims.renewLease(id, owner, leaseMs, now);
  }

  /** Records a publication's progress (step, commit, release…) while `owner` holds it live; undefined if it does not. */
  recordProgress(
    id: number,
    owner: string,
    fields: PublicationFields,
    now = Date.now(),
  ): Promise<StoredPublication | undefined> {
    return this.claims.recordProgress(id, owner, fields, now);
  }

  /** Records the outcome and ends the lease, only while `owner` holds it live (else nothing is written: false). */
  release(id: number, owner: string, fields: PublicationFields, now = Date.now()): Promise<boolean> {
    return this.claims.release(id, owner, fields, now);
  }

  /**
   * Ends `owner`'s lease at once (its process is known dead), so the next claim takes the publication over; ignored
   * (false) when someone else holds it by now.
   */
  expireLease(id: number, owner: string): Promise<boolean> {
    return this.claims.expireLease(id, owner);
  }

  /** The earliest time (epoch ms) a scheduled publication is due; undefined when none is scheduled. */
  async nextDueAt(): Promise<number | undefined> {
    const { next } = await this.db
      .selectFrom('publications')
      .select((eb) => eb.fn.min<number | null>('due_at').as('next'))
      .where('state', '=', 'scheduled')
      .executeTakeFirstOrThrow();
    return next ?? undefined;
  }

  private async write(
    id: number,
    fields: PublicationFields,
    now: number,
    from?: readonly PublicationState[],
  ): Promise<StoredPublication | undefined> {
    if (from?.length === 0) return undefined;
    const columns = { ...toColumns(fields), updated_at: new Date(now).toISOString() } as Updateable<PublicationsTable>;
    const row = await this.db
      .updateTable('publications')
      .set(columns)
      .where('id', '=', id)
      .$if(from !== undefined, (query) => query.where('state', 'in', from!))
      .returningAll()
      .executeTakeFirst();
    return row && toStored(row);
  }
}
