// The audit log: who did what, when, from where. Entries name the actor in words (name and e-mail) besides their
// person id, so they still read right after the person is removed; nothing here ever deletes an entry.
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.ts';
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
/** Ids are INTEGER (on PostgreSQL 32 bits, which refuses a larger number even to compare with). */
const LARGEST_ID = 2 ** 31 - 1;

export class AuditStore {
  /** The dialect is not needed here: these queries read the same on both. */
  constructor(
    private readonly db: Kysely<Database>,
    _dialect: DialectName,
  ) {}

  async record(entry: AuditRecord, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        at: new Date(now).toISOString(),
        person_id: entry.personId ?? null,
        actor_name: entry.actorName ?? null,
        actor_email: entry.actorEmail ?? null,
        action: entry.action,
        detail: entry.detail ?? '',
        address: entry.address ?? null,
      })
      .execute();
  }

  /** Newest first: up to `limit` entries (at most 200), older than the entry `before` when it is given. */
  list({ before, limit }: { before?: number | undefined; limit: number }): Promise<AuditEntry[]> {
    const count = Math.min(AUDIT_PAGE_MAX, Math.max(1, Math.floor(limit)));
    const olderThan = before === undefined || before > LARGEST_ID ? undefined : Math.max(0, before);
    return this.db
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor_name as actor', 'actor_email as actorEmail', 'action', 'detail', 'address'])
      .$if(olderThan !== undefined, (query) => query.where('id', '<', olderThan!))
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
  }
}
