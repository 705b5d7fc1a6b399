// The audit log: who did what, when, from where. Entries name the actor in words (name and e-mail) besides their
// person id, so they still read right after the person is removed; nothing here ever deletes an entry.
import type Database from 'better-sqlite3';
import type { AuditEntry } from '../../model/accounts.ts';

export interface AuditRecord {
  personId?: number | undefined;
  actorName?: string | undefined;
  actorEmail?: string | undefined;
  action: string;
  detail?: string | undefined;
  address?: string | undefined;
}

export const AUDIT_PAGE_MAX = 200;

export class AuditStore {
  constructor(private readonly db: Database.Database) {}

  record(entry: AuditRecord, now = Date.now()): void {
    this.db
      .prepare(
        `INSERT INTO audit_log (at, person_id, actor_name, actor_email, action, detail, address)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        new Date(now).toISOString(),
        entry.personId ?? null,
        entry.actorName ?? null,
        entry.actorEmail ?? null,
        entry.action,
        entry.detail ?? '',
        entry.address ?? null,
      );
  }

  /** Newest first: up to `limit` entries (at most 200), older than the entry `before` when it is given. */
  list({ before, limit }: { before?: number | undefined; limit: number }): AuditEntry[] {
    const count = Math.min(AUDIT_PAGE_MAX, Math.max(1, Math.floor(limit)));
    return this.db
      .prepare(
        `SELECT id, at, actor_name AS actor, actor_email AS actorEmail, action, detail, address FROM audit_log
         WHERE id < ? ORDER BY id DESC LIMIT ?`,
      )
      .all(before ?? Number.MAX_SAFE_INTEGER, count) as AuditEntry[];
  }
}
