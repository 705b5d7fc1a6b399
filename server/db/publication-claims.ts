// Publishing's leases over Kysely, on SQLite and on PostgreSQL alike (server/store/publications-store.ts delegates its
// claim, renewal, progress and release here). One publication at a time holds a live lease across all processes: a
// claim takes the next runnable publication only while no lease is live, and every write under a lease is fenced, so
// a process whose lease lapsed cannot extend it, record a step or an outcome over the process that took it over.
//
// Why an advisory lock rather than FOR UPDATE SKIP LOCKED alone: the rule "no live lease anywhere" spans rows. Two
// claims that each lock a different candidate row SKIP LOCKED would, under READ COMMITTED, each see no live lease
// (neither sees the other's uncommitted claim) and both claim. pg_advisory_xact_lock serializes every lease-changing
// transaction instead (claims are rare: one publish at a time), and is released at commit or rollback, so a process
// that dies mid-claim cannot leave it held. On SQLite every transaction is BEGIN IMMEDIATE (sqlite-dialect.ts), which
// serializes them the same way.
import { sql, type ExpressionBuilder, type Kysely, type Transaction, type Updateable } from 'kysely';
import {
  toColumns,
  toPublication,
  type PublicationFields,
  type PublicationRow,
  type StoredPublication,
} from '../store/publication-row.ts';
import type { SiteDatabase } from './open.ts';
import type { Database, DialectName, PublicationsTable } from './schema.ts';

/** "publish!" in ASCII, as a bigint: the advisory lock of publishing's leases (Kysely's migrator uses another key). */
export const PUBLISH_LEASE_LOCK = BigInt('8103491322288236577');

type Publications = ExpressionBuilder<Database, 'publications'>;

/** A publication that may be claimed at `now`: interrupted (its lease lapsed), queued, or scheduled and due. */
function runnable(eb: Publications, now: number) {
  return eb.and([
    eb.or([
      eb('state', 'in', ['publishing', 'queued']),
      eb.and([eb('state', '=', 'scheduled'), eb('due_at', '<=', now)]),
    ]),
    eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]),
  ]);
}

/** Some publication other than `id` holds a lease that is live at `now`. */
function otherLiveLease(eb: Publications, id: number, now: number) {
  return eb.exists(
    eb
      .selectFrom('publications as other')
      .select('other.id')
      .where('other.lease_expires_at', '>', now)
      .where('other.id', '!=', id),
  );
}

/**
 * The fence: `owner` holds publication `id` under a lease still live at `now`, and no other lease is live (which would
 * mean that, by another process's clock, this lease lapsed and that process claimed another publication).
 */
function heldBy(eb: Publications, id: number, owner: string, now: number) {
  return eb.and([
    eb('id', '=', id),
    eb('lease_owner', '=', owner),
    eb('lease_expires_at', '>', now),
    eb.not(otherLiveLease(eb, id, now)),
  ]);
}

function toStored(row: unknown): StoredPublication {
  return toPublication(row as PublicationRow);
}

export class PublicationClaims {
  private readonly db: Kysely<Database>;
  private readonly dialect: DialectName;

  constructor(site: Pick<SiteDatabase, 'db' | 'dialect'>) {
    this.db = site.db;
    this.dialect = site.dialect;
  }

  /**
   * Leases the next runnable publication to `owner` until `now + leaseMs` and marks it publishing: an interrupted one
   * first, then queued ones by id, then scheduled ones due by `now`, by due time. Nothing while any publication holds
   * a live lease: one publish at a time, across processes.
   */
  claimNext(owner: string, leaseMs: number, now = Date.now()): Promise<StoredPublication | undefined> {
    return this.exclusive(async (trx) => {
      const live = await trx
        .selectFrom('publications')
        .select('id')
        .where('lease_expires_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      if (live) return undefined;
      const next = await trx
        .selectFrom('publications')
        .select('id')
        .where((eb) => runnable(eb, now))
        .orderBy(sql`case state when 'publishing' then 0 when 'queued' then 1 else 2 end`)
        .orderBy(sql`case when state = 'scheduled' then due_at end`)
        .orderBy('id')
        .limit(1)
        // Holds the row against a concurrent withdrawal or approval until the claim commits. Not SKIP LOCKED: claims
        // are serialized already, and skipping a briefly locked interrupted publication would publish the next one
        // before it is finished.
        .$if(this.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!next) return undefined;
      const row = await trx
        .updateTable('publications')
        .set({
          state: 'publishing',
          lease_owner: owner,
          lease_expires_at: now + leaseMs,
          updated_at: new Date(now).toISOString(),
        })
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStored(row);
    });
  }

  /** Extends `owner`'s live lease to `now + leaseMs`; false when it lapsed or another holds it: `owner` must stop. */
  renewLease(id: number, owner: string, leaseMs: number, now = Date.now()): Promise<boolean> {
    return this.exclusive(async (trx) => {
      const result = await trx
        .updateTable('publications')
        .set({ lease_expires_at: now + leaseMs })
        .where((eb) => heldBy(eb, id, owner, now))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    });
  }

  /**
   * Records a publication's progress (its step, commit, release…) under `owner`'s lease, and sets updatedAt: the
   * publication as it is now, or undefined when `owner` no longer holds a live lease on it (nothing is written).
   */
  recordProgress(
    id: number,
    owner: string,
    patch: PublicationFields,
    now = Date.now(),
  ): Promise<StoredPublication | undefined> {
    return this.exclusive((trx) => this.writeHeld(trx, id, owner, patch, now, false));
  }

  /** Records the outcome (`fields`) and ends the lease, only while `owner` holds it live; false otherwise. */
  release(id: number, owner: string, fields: PublicationFields = {}, now = Date.now()): Promise<boolean> {
    return this.exclusive(async (trx) => (await this.writeHeld(trx, id, owner, fields, now, true)) !== undefined);
  }

  /**
   * Ends `owner`'s lease at once, live or not (its process is known dead), so the next claim takes the publication
   * over; false when someone else holds it by now.
   */
  expireLease(id: number, owner: string): Promise<boolean> {
    return this.exclusive(async (trx) => {
      const result = await trx
        .updateTable('publications')
        .set({ lease_owner: null, lease_expires_at: null })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    });
  }

  private async writeHeld(
    trx: Transaction<Database>,
    id: number,
    owner: string,
    fields: PublicationFields,
    now: number,
    endLease: boolean,
  ): Promise<StoredPublication | undefined> {
    const columns = {
      ...toColumns(fields),
      ...(endLease ? { lease_owner: null, lease_expires_at: null } : {}),
      updated_at: new Date(now).toISOString(),
    } as Updateable<PublicationsTable>;
    const row = await trx
      .updateTable('publications')
      .set(columns)
      .where((eb) => heldBy(eb, id, owner, now))
      .returningAll()
      .executeTakeFirst();
    return row && toStored(row);
  }

  /** A transaction that no other lease-changing transaction runs beside, in any process. */
  private exclusive<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(${sql.lit(PUBLISH_LEASE_LOCK)})`.execute(trx);
      return work(trx);
    });
  }
}
