// The outbox over Kysely, on SQLite and PostgreSQL alike: the same meaning as server/store/outbox.ts (two kinds of
// mail in two tables with the same delivery columns, leased to one worker at a time), plus fencing: a result is
// recorded only by the worker that holds a live lease on the mail, so a worker whose lease expired (it stalled, and
// another worker took the mail over) cannot record over the newer attempt.
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import { toInquiry } from '../store/inquiry-row.ts';
import type { MailKind, MailRef, OutgoingMail } from '../store/outbox.ts';
import type { Database, DialectName, InquiriesTable, NewsletterMailsTable } from './schema.ts';

type OutboxTable = 'inquiries' | 'newsletter_mails';
type Executor = Kysely<Database> | Transaction<Database>;

const TABLE: Record<MailKind, OutboxTable> = { inquiry: 'inquiries', confirmation: 'newsletter_mails' };
const KINDS = Object.keys(TABLE) as MailKind[];
/** A recorded error is cut to this length, as today. */
const ERROR_LENGTH = 500;

interface Candidate {
  kind: MailKind;
  id: number;
  next_attempt_at: number;
}

export class OutboxQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Leases up to `limit` due mails of either kind to `owner` until `now + leaseMs`, oldest due first. A mail is due when
   * it is undelivered, its attempt time has come and nobody holds a live lease on it (an expired lease: its worker died
   * or stalled). On PostgreSQL the due rows are locked FOR UPDATE SKIP LOCKED, so workers claiming at the same moment
   * take different mails instead of waiting for each other; on SQLite the transaction is BEGIN IMMEDIATE
   * (sqlite-dialect.ts), so claims run one after another.
   */
  async claimDue(owner: string, leaseMs: number, limit: number, now = Date.now()): Promise<OutgoingMail[]> {
    if (limit <= 0) return [];
    return this.db.transaction().execute(async (trx) => {
      // Locking clauses are not allowed on a UNION, so each table gives its oldest `limit` and the merge keeps the
      // oldest `limit` of both; rows locked but not kept are free again at commit, a few milliseconds later.
      // One query at a time: a transaction is one connection.
      const due: Candidate[] = [];
      for (const kind of KINDS) due.push(...(await this.dueRows(trx, kind, limit, now)));
      const candidates = due.sort(oldestFirst).slice(0, limit);
      const ids = (kind: MailKind) => candidates.filter((mail) => mail.kind === kind).map((mail) => mail.id);
      const lease = { lease_owner: owner, lease_expires_at: now + leaseMs };
      const inquiries = await leaseRows(trx, 'inquiries', ids('inquiry'), lease);
      const confirmations = await leaseRows(trx, 'newsletter_mails', ids('confirmation'), lease);
      return [...inquiries.map(inquiryMail), ...confirmations.map(confirmationMail)].sort(
        (a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id,
      );
    });
  }

  private async dueRows(trx: Executor, kind: MailKind, limit: number, now: number): Promise<Candidate[]> {
    const rows = await trx
      .selectFrom(TABLE[kind])
      .select(['id', 'next_attempt_at'])
      .where('delivered_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute();
    return rows.map((row) => ({ kind, ...row }));
  }

  /**
   * Records deliveries in one transaction and ends their leases; a first delivery time is never overwritten. Only the
   * mails `owner` still holds a live lease on are recorded; gives those back (the others belong to a newer attempt).
   */
  async recordDelivered(refs: readonly MailRef[], owner: string, now = Date.now()): Promise<MailRef[]> {
    if (refs.length === 0) return [];
    const deliveredAt = new Date(now).toISOString();
    return this.db.transaction().execute(async (trx) => {
      const recorded: MailRef[] = [];
      for (const kind of KINDS) {
        const ids = refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
        if (ids.length === 0) continue;
        const rows = await trx
          .updateTable(TABLE[kind])
          .set((eb) => ({
            delivered_at: eb.fn.coalesce('delivered_at', eb.val(deliveredAt)),
            attempts: eb('attempts', '+', 1),
            last_error: null,
            lease_owner: null,
            lease_expires_at: null,
          }))
          .where('id', 'in', ids)
          .where((eb) => heldBy(eb, owner, now))
          .returning('id')
          .execute();
        recorded.push(...rows.map((row) => ({ kind, id: row.id })));
      }
      return recorded;
    });
  }

  /**
   * Records a failed attempt, due again at `nextAttemptAt`, and ends the lease; refused (false) unless `owner` still
   * holds a live lease on the mail.
   */
  async recordFailure(
    ref: MailRef,
    owner: string,
    error: string,
    nextAttemptAt: number,
    now = Date.now(),
  ): Promise<boolean> {
    const result = await this.db
      .updateTable(TABLE[ref.kind])
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_error: error.slice(0, ERROR_LENGTH),
        next_attempt_at: nextAttemptAt,
        lease_owner: null,
        lease_expires_at: null,
      }))
      .where('id', '=', ref.id)
      .where((eb) => heldBy(eb, owner, now))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** When the next undelivered mail may be taken (epoch ms: its attempt time, or its lease's end if later). */
  async nextDueAt(): Promise<number | undefined> {
    const times = await Promise.all(
      KINDS.map(async (kind) => {
        const row = await this.db
          .selectFrom(TABLE[kind])
          .select((eb) =>
            eb.fn
              .min<number | null>(
                eb
                  .case()
                  .when('lease_expires_at', '>', eb.ref('next_attempt_at'))
                  .then(eb.ref('lease_expires_at'))
                  .else(eb.ref('next_attempt_at'))
                  .end(),
              )
              .as('next'),
          )
          .where('delivered_at', 'is', null)
          .executeTakeFirst();
        return row?.next ?? null;
      }),
    );
    const known = times.filter((time): time is number => time !== null);
    return known.length > 0 ? Math.min(...known.map(Number)) : undefined;
  }

  /** Makes every undelivered mail due now (on start: a restart retries at once instead of waiting out a backoff). */
  async makePendingDue(now = Date.now()): Promise<number> {
    let changed = 0;
    for (const kind of KINDS) {
      const result = await this.db
        .updateTable(TABLE[kind])
        .set({ next_attempt_at: now })
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '>', now)
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  }
}

function oldestFirst(a: Candidate, b: Candidate): number {
  return a.next_attempt_at - b.next_attempt_at || a.id - b.id;
}

/** The fence: `owner` holds the lease and it has not expired. */
function heldBy(eb: ExpressionBuilder<Database, OutboxTable>, owner: string, now: number) {
  return eb.and([eb('lease_owner', '=', owner), eb('lease_expires_at', '>', now)]);
}

interface Lease {
  lease_owner: string;
  lease_expires_at: number;
}

function leaseRows(
  trx: Executor,
  table: 'inquiries',
  ids: number[],
  lease: Lease,
): Promise<Selectable<InquiriesTable>[]>;
function leaseRows(
  trx: Executor,
  table: 'newsletter_mails',
  ids: number[],
  lease: Lease,
): Promise<Selectable<NewsletterMailsTable>[]>;
async function leaseRows(trx: Executor, table: OutboxTable, ids: number[], lease: Lease): Promise<unknown[]> {
  if (ids.length === 0) return [];
  return trx.updateTable(table).set(lease).where('id', 'in', ids).returningAll().execute();
}

function inquiryMail(row: Selectable<InquiriesTable>): OutgoingMail {
  const delivery = { id: row.id, attempts: row.attempts, nextAttemptAt: row.next_attempt_at };
  return { kind: 'inquiry', ...delivery, inquiry: toInquiry(row) };
}

function confirmationMail(row: Selectable<NewsletterMailsTable>): OutgoingMail {
  const delivery = { id: row.id, attempts: row.attempts, nextAttemptAt: row.next_attempt_at };
  return { kind: 'confirmation', ...delivery, subscriberId: row.subscriber_id, createdAt: row.created_at };
}
