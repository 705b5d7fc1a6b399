// The outbox: every mail the server sends, of two kinds in two tables with the same delivery columns (inquiries to the
// firm; newsletter confirmations to a visitor). A worker leases due mails of both kinds in one write transaction, so
// processes sharing the database never send the same one; results are recorded only by the lease's holder.
import type Database from 'better-sqlite3';
import { INQUIRY_COLUMNS, toInquiry, type InquiryRow } from './inquiry-row.ts';
import type { Inquiry } from './store.ts';

export type MailKind = 'inquiry' | 'confirmation';

/** One mail in the outbox. */
export interface MailRef {
  kind: MailKind;
  id: number;
}

interface Delivery {
  attempts: number;
  /** Epoch milliseconds of this attempt's due time. */
  nextAttemptAt: number;
}

export type OutgoingMail =
  | (Delivery & { kind: 'inquiry'; id: number; inquiry: Inquiry })
  | (Delivery & { kind: 'confirmation'; id: number; subscriberId: number; createdAt: string });

const TABLE: Record<MailKind, string> = { inquiry: 'inquiries', confirmation: 'newsletter_mails' };
const KINDS = Object.keys(TABLE) as MailKind[];

interface ConfirmationRow {
  id: number;
  subscriber_id: number;
  created_at: string;
  attempts: number;
  next_attempt_at: number;
}

const DUE =
  'delivered_at IS NULL AND next_attempt_at <= @now AND (lease_expires_at IS NULL OR lease_expires_at <= @now)';

export class Outbox {
  constructor(private readonly db: Database.Database) {}

  /**
   * Leases up to `limit` due mails of either kind to `owner` until `now + leaseMs`, oldest due first. A mail is due when
   * it is undelivered, its attempt time has come and nobody holds a live lease on it (an expired lease: its worker died).
   */
  claimDue(owner: string, leaseMs: number, limit: number, now = Date.now()): OutgoingMail[] {
    const due = this.db.prepare(
      `SELECT 'inquiry' AS kind, id, next_attempt_at FROM inquiries WHERE ${DUE}
       UNION ALL SELECT 'confirmation', id, next_attempt_at FROM newsletter_mails WHERE ${DUE}
       ORDER BY next_attempt_at, id LIMIT @limit`,
    );
    const lease = (kind: MailKind, columns: string) =>
      this.db.prepare(
        `UPDATE ${TABLE[kind]} SET lease_owner = @owner, lease_expires_at = @expires
         WHERE id IN (SELECT value FROM json_each(@ids)) RETURNING ${columns}`,
      );
    // IMMEDIATE: the write lock is taken before the SELECT, so no other process can claim the same rows in between.
    const claim = this.db.transaction(() => {
      const chosen = due.all({ now, limit }) as { kind: MailKind; id: number }[];
      const ids = (kind: MailKind) => JSON.stringify(chosen.filter((c) => c.kind === kind).map((c) => c.id));
      const params = { owner, expires: now + leaseMs };
      const inquiries = lease('inquiry', INQUIRY_COLUMNS).all({ ...params, ids: ids('inquiry') }) as InquiryRow[];
      const confirmations = lease('confirmation', 'id, subscriber_id, created_at, attempts, next_attempt_at').all({
        ...params,
        ids: ids('confirmation'),
      }) as ConfirmationRow[];
      return [
        ...inquiries.map((row): OutgoingMail => {
          const inquiry = toInquiry(row);
          return { kind: 'inquiry', id: row.id, attempts: row.attempts, nextAttemptAt: row.next_attempt_at, inquiry };
        }),
        ...confirmations.map((row): OutgoingMail => ({
          kind: 'confirmation',
          id: row.id,
          attempts: row.attempts,
          nextAttemptAt: row.next_attempt_at,
          subscriberId: row.subscriber_id,
          createdAt: row.created_at,
        })),
      ];
    });
    return claim.immediate().sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
  }

  /** When the next undelivered mail may be taken (epoch ms: its attempt time, or its lease's end if later). */
  nextAttemptAt(): number | undefined {
    const next = (table: string) =>
      this.db
        .prepare(
          `SELECT MIN(MAX(next_attempt_at, IFNULL(lease_expires_at, 0))) AS next FROM ${table} WHERE delivered_at IS NULL`,
        )
        .get() as { next: number | null };
    const times = KINDS.map((kind) => next(TABLE[kind]).next).filter((time): time is number => time !== null);
    return times.length > 0 ? Math.min(...times) : undefined;
  }

  /** Makes every undelivered mail due now (on start: a restart retries at once instead of waiting out a backoff). */
  makePendingDue(now = Date.now()): number {
    let changed = 0;
    for (const kind of KINDS)
      changed += this.db
        .prepare(`UPDATE ${TABLE[kind]} SET next_attempt_at = ? WHERE delivered_at IS NULL AND next_attempt_at > ?`)
        .run(now, now).changes;
    return changed;
  }

  /**
   * Records deliveries (one transaction for all) and ends their leases; a first delivery time is never overwritten.
   * With `owner`, a mail whose lease another worker now holds is left to that worker.
   */
  markDelivered(mails: readonly MailRef[], now = Date.now(), owner?: string): void {
    const at = new Date(now).toISOString();
    const update = (kind: MailKind) =>
      this.db.prepare(
        `UPDATE ${TABLE[kind]} SET delivered_at = IFNULL(delivered_at, ?), attempts = attempts + 1, last_error = NULL,
         lease_owner = NULL, lease_expires_at = NULL WHERE id = ? AND (? IS NULL OR lease_owner IS NULL OR lease_owner = ?)`,
      );
    const statements = { inquiry: update('inquiry'), confirmation: update('confirmation') };
    this.db.transaction(() => {
      for (const mail of mails) statements[mail.kind].run(at, mail.id, owner ?? null, owner ?? null);
    })();
  }

  /** Records a failed attempt and ends the lease; ignored when `owner` no longer holds it (another worker took over). */
  markFailed(mail: MailRef, error: string, nextAttemptAt: number, owner?: string): void {
    this.db
      .prepare(
        `UPDATE ${TABLE[mail.kind]} SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_owner = NULL,
         lease_expires_at = NULL WHERE id = ? AND (? IS NULL OR lease_owner = ?)`,
      )
      .run(error.slice(0, 500), nextAttemptAt, mail.id, owner ?? null, owner ?? null);
  }
}
