// Publications: each change on its way to the live site, from submission (waiting, scheduled or queued) to its
// outcome. A publishing process leases one publication at a time, as the outbox's workers lease mails: the claim is one
// write transaction, and while any publication holds a live lease no other is claimed, so two processes never publish
// at once. A lease that lapses (its process died) lets the next claim take the interrupted publication over first.
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Publication, PublicationState } from '../../model/publications.ts';
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

// The order of the claim: an interrupted publish first (its lease lapsed), then the queue in order of submission, then
// scheduled ones whose time has come, earliest first.
const RUNNABLE = `SELECT id FROM publications
  WHERE (state IN ('publishing', 'queued') OR (state = 'scheduled' AND due_at <= @now))
    AND (lease_expires_at IS NULL OR lease_expires_at <= @now)
  ORDER BY CASE state WHEN 'publishing' THEN 0 WHEN 'queued' THEN 1 ELSE 2 END,
    CASE WHEN state = 'scheduled' THEN due_at END, id
  LIMIT 1`;

const LIVE_LEASE = 'SELECT id FROM publications WHERE lease_expires_at > @now AND id != @id LIMIT 1';

/** `SET a = @set_a, …` for the columns given, and its parameters (column names come from publication-row.ts). */
function assignments(columns: Record<string, string | number | null>) {
  const names = Object.keys(columns);
  const params = Object.fromEntries(names.map((name) => [`set_${name}`, columns[name]]));
  return { sql: names.map((name) => `${name} = @set_${name}`).join(', '), params };
}

export class PublicationsStore {
  constructor(private readonly db: Database.Database) {}

  create(input: NewPublication, now = Date.now()): StoredPublication {
    const { kind, author, ...fields } = input;
    const at = new Date(now).toISOString();
    const columns = {
      ...toColumns(fields),
      kind,
      author_id: author.id ?? null,
      author_name: author.name,
      author_email: author.email,
      // Random, so a commit's trailer names this publication only, whichever server or database made it.
      trailer_key: randomBytes(8).toString('hex'),
      created_at: at,
      updated_at: at,
    };
    const names = Object.keys(columns);
    const row = this.db
      .prepare(
        `INSERT INTO publications (${names.join(', ')}) VALUES (${names.map((name) => `@${name}`).join(', ')})
         RETURNING *`,
      )
      .get(columns) as PublicationRow;
    return toPublication(row);
  }

  get(id: number): StoredPublication | undefined {
    const row = this.db.prepare('SELECT * FROM publications WHERE id = ?').get(id) as PublicationRow | undefined;
    return row && toPublication(row);
  }

  /** Publications in any of `states`, newest first. */
  list(states: readonly PublicationState[], limit = PUBLICATIONS_PAGE_DEFAULT): StoredPublication[] {
    const rows = this.db
      .prepare(`SELECT * FROM publications WHERE state IN (SELECT value FROM json_each(?)) ORDER BY id DESC LIMIT ?`)
      .all(JSON.stringify(states), Math.max(0, Math.floor(limit))) as PublicationRow[];
    return rows.map(toPublication);
  }

  /** Sets the fields given (one given as undefined is cleared) and updatedAt; throws when there is no such id. */
  update(id: number, fields: PublicationFields, now = Date.now()): StoredPublication {
    const updated = this.write(id, fields, now, '');
    if (!updated) throw new Error(`There is no publication ${id}.`);
    return updated;
  }

  /**
   * Updates it only while it is in one of `from` (checked and written at once, so of an approval and a withdrawal
   * racing in two processes only one happens); undefined when it is not (or there is no such id).
   */
  transition(
    id: number,
    from: readonly PublicationState[],
    fields: PublicationFields,
    now = Date.now(),
  ): StoredPublication | undefined {
    return this.write(id, fields, now, 'AND state IN (SELECT value FROM json_each(@from))', {
      from: JSON.stringify(from),
    });
  }

  /**
   * Leases the next runnable publication to `owner` until `now + leaseMs` and marks it publishing: an interrupted one
   * (state publishing, lease lapsed) first, then queued ones by id, then scheduled ones due by `now`, by due time.
   * Nothing while any publication holds a live lease: one publish at a time, across processes.
   */
  claimNext(owner: string, leaseMs: number, now = Date.now()): StoredPublication | undefined {
    // IMMEDIATE: the write lock is taken before the first SELECT, so two processes cannot both see no live lease.
    const claim = this.db.transaction(() => {
      if (this.db.prepare(LIVE_LEASE).get({ now, id: -1 })) return undefined;
      const next = this.db.prepare(RUNNABLE).get({ now }) as { id: number } | undefined;
      if (!next) return undefined;
      return this.db
        .prepare(
          `UPDATE publications SET state = 'publishing', lease_owner = @owner, lease_expires_at = @expires,
           updated_at = @at WHERE id = @id RETURNING *`,
        )
        .get({ owner, expires: now + leaseMs, at: new Date(now).toISOString(), id: next.id }) as PublicationRow;
    });
    const row = claim.immediate();
    return row && toPublication(row);
  }

  /**
   * Extends `owner`'s lease to `now + leaseMs`. False when someone else holds it now: another process claimed it, or
   * (its lease having lapsed) claimed another publication meanwhile, so this one must stop.
   */
  renewLease(id: number, owner: string, leaseMs: number, now = Date.now()): boolean {
    const renew = this.db.transaction(() => {
      if (this.db.prepare(LIVE_LEASE).get({ now, id })) return false;
      const result = this.db
        .prepare('UPDATE publications SET lease_expires_at = ? WHERE id = ? AND lease_owner = ?')
        .run(now + leaseMs, id, owner);
      return result.changes === 1;
    });
    return renew.immediate();
  }

  /** Records the outcome and ends the lease, only if `owner` still holds it (else ignored: false). */
  release(id: number, owner: string, fields: PublicationFields, now = Date.now()): boolean {
    const released = this.write(id, fields, now, 'AND lease_owner = @owner', { owner }, true);
    return released !== undefined;
  }

  /**
   * Ends `owner`'s lease at once (its process is known dead), so the next claim takes the publication over; ignored
   * (false) when someone else holds it by now.
   */
  expireLease(id: number, owner: string): boolean {
    const result = this.db
      .prepare('UPDATE publications SET lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND lease_owner = ?')
      .run(id, owner);
    return result.changes === 1;
  }

  /** The earliest time (epoch ms) a scheduled publication is due; undefined when none is scheduled. */
  nextDueAt(): number | undefined {
    const { next } = this.db
      .prepare(`SELECT MIN(due_at) AS next FROM publications WHERE state = 'scheduled'`)
      .get() as { next: number | null };
    return next ?? undefined;
  }

  private write(
    id: number,
    fields: PublicationFields,
    now: number,
    condition: string,
    extra: Record<string, string> = {},
    endLease = false,
  ): StoredPublication | undefined {
    const set = assignments({
      ...toColumns(fields),
      ...(endLease ? { lease_owner: null, lease_expires_at: null } : {}),
      updated_at: new Date(now).toISOString(),
    });
    const row = this.db
      .prepare(`UPDATE publications SET ${set.sql} WHERE id = @id ${condition} RETURNING *`)
      .get({ ...set.params, ...extra, id }) as PublicationRow | undefined;
    return row && toPublication(row);
  }
}
