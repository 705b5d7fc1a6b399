// The server's only state: contact inquiries (with their delivery state) and newsletter subscribers, in one
// SQLite file under DATA_DIR. WAL with synchronous=FULL: a committed write is on disk before the request is answered.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from './migrations.ts';
import { INQUIRY_COLUMNS, toInquiry, type InquiryRow } from './inquiry-row.ts';

export const DATABASE_FILE = 'site.db';

export interface NewInquiry {
  name: string;
  email: string;
  company: string;
  service: string;
  /** The service's label when the inquiry arrived, so mails and listings read well even if the manifest changes. */
  serviceLabel: string;
  message: string;
}

export interface Inquiry extends NewInquiry {
  id: number;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  /** Epoch milliseconds of the next delivery attempt (meaningless once delivered). */
  nextAttemptAt: number;
  deliveredAt: string | null;
  /** The worker sending it now, and until when (epoch ms) no other worker may take it; null when nobody holds it. */
  leaseOwner: string | null;
  leaseExpiresAt: number | null;
}

export interface Subscriber {
  id: number;
  email: string;
  createdAt: string;
}

/** Subscribers are the same person whatever the letter case or surrounding spaces. */
export function subscriberKey(email: string): string {
  return email.trim().toLowerCase();
}

export class Store {
  private constructor(private readonly db: Database.Database) {}

  /** Opens (creating the folder and database when missing) the store in `dataDir`. */
  static open(dataDir: string): Store {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const db = new Database(join(dataDir, DATABASE_FILE));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    migrate(db, join(dataDir, DATABASE_FILE));
    return new Store(db);
  }

  /** Opens an existing store read-only (for the listing scripts); undefined when there is none yet. */
  static openReadOnly(dataDir: string): Store | undefined {
    const file = join(dataDir, DATABASE_FILE);
    if (!existsSync(file)) return undefined;
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    return new Store(db);
  }

  /** Stores an inquiry (committed and synced when this returns) and gives its id. */
  addInquiry(inquiry: NewInquiry, now = Date.now()): number {
    const result = this.db
      .prepare(
        `INSERT INTO inquiries (created_at, name, email, company, service, service_label, message, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        new Date(now).toISOString(),
        inquiry.name,
        inquiry.email,
        inquiry.company,
        inquiry.service,
        inquiry.serviceLabel,
        inquiry.message,
        now,
      );
    return Number(result.lastInsertRowid);
  }

  /**
   * Leases up to `limit` due inquiries to `owner` until `now + leaseMs`, in one statement: an inquiry is due when it is
   * undelivered, its attempt time has come and nobody holds a live lease on it (an expired lease means its worker died).
   * Oldest due first.
   */
  claimDue(owner: string, leaseMs: number, limit: number, now = Date.now()): Inquiry[] {
    const rows = this.db
      .prepare(
        `UPDATE inquiries SET lease_owner = @owner, lease_expires_at = @expires
         WHERE id IN (SELECT id FROM inquiries
                      WHERE delivered_at IS NULL AND next_attempt_at <= @now AND (lease_expires_at IS NULL OR lease_expires_at <= @now)
                      ORDER BY next_attempt_at, id LIMIT @limit)
         RETURNING ${INQUIRY_COLUMNS}`,
      )
      .all({ owner, expires: now + leaseMs, now, limit }) as InquiryRow[];
    return rows.map(toInquiry).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt || a.id - b.id);
  }

  /** When the next undelivered inquiry may be taken (epoch ms: its attempt time, or its lease's end if later). */
  nextAttemptAt(): number | undefined {
    const row = this.db
      .prepare(
        'SELECT MIN(MAX(next_attempt_at, IFNULL(lease_expires_at, 0))) AS next FROM inquiries WHERE delivered_at IS NULL',
      )
      .get() as { next: number | null };
    return row.next ?? undefined;
  }

  /** Makes every undelivered inquiry due now (on start: a restart retries at once instead of waiting out a backoff). */
  makePendingDue(now = Date.now()): number {
    return this.db
      .prepare('UPDATE inquiries SET next_attempt_at = ? WHERE delivered_at IS NULL AND next_attempt_at > ?')
      .run(now, now).changes;
  }

  /** Records deliveries (one transaction for all) and ends their leases; a first delivery time is never overwritten. */
  markDelivered(ids: number | readonly number[], now = Date.now()): void {
    const update = this.db.prepare(
      'UPDATE inquiries SET delivered_at = IFNULL(delivered_at, ?), attempts = attempts + 1, last_error = NULL, lease_owner = NULL, lease_expires_at = NULL WHERE id = ?',
    );
    const at = new Date(now).toISOString();
    this.db.transaction(() => {
      for (const id of typeof ids === 'number' ? [ids] : ids) update.run(at, id);
    })();
  }

  /** Records a failed attempt and ends the lease; ignored when `owner` no longer holds it (another worker took over). */
  markFailed(id: number, error: string, nextAttemptAt: number, owner?: string): void {
    this.db
      .prepare(
        `UPDATE inquiries SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_owner = NULL, lease_expires_at = NULL
         WHERE id = ? AND (? IS NULL OR lease_owner = ?)`,
      )
      .run(error.slice(0, 500), nextAttemptAt, id, owner ?? null, owner ?? null);
  }

  inquiries(): Inquiry[] {
    return (this.db.prepare(`SELECT ${INQUIRY_COLUMNS} FROM inquiries ORDER BY id`).all() as InquiryRow[]).map(
      toInquiry,
    );
  }

  inquiry(id: number): Inquiry | undefined {
    const row = this.db.prepare(`SELECT ${INQUIRY_COLUMNS} FROM inquiries WHERE id = ?`).get(id) as
      InquiryRow | undefined;
    return row && toInquiry(row);
  }

  /** Adds a subscriber unless the address (any letter case) is already there. True when it was new. */
  addSubscriber(email: string, now = Date.now()): boolean {
    const address = email.trim();
    const result = this.db
      .prepare(
        'INSERT INTO subscribers (email, email_key, created_at) VALUES (?, ?, ?) ON CONFLICT (email_key) DO NOTHING',
      )
      .run(address, subscriberKey(address), new Date(now).toISOString());
    return result.changes === 1;
  }

  subscribers(): Subscriber[] {
    return this.db
      .prepare('SELECT id, email, created_at AS createdAt FROM subscribers ORDER BY id')
      .all() as Subscriber[];
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
