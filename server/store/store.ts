// The server's only state: contact inquiries and newsletter sign-ups, with the outbox of mails to send (outbox.ts), and
// the editor online's accounts (people, sessions, ceremonies, audit log) and publications, in one SQLite file under DATA_DIR. WAL with synchronous=FULL: a committed write is on disk before the request is answered.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, SCHEMA_VERSION } from './migrations.ts';
import { INQUIRY_COLUMNS, toInquiry, type InquiryRow } from './inquiry-row.ts';
import { Outbox, type MailRef, type OutgoingMail } from './outbox.ts';
import { NewsletterStore } from './newsletter-store.ts';
import { AccountsStore } from './accounts-store.ts';
import { SessionsStore } from './sessions-store.ts';
import { CeremoniesStore } from './ceremonies-store.ts';
import { AuditStore } from './audit-store.ts';
import { PublicationsStore } from './publications-store.ts';

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

export class Store {
  /** Newsletter sign-ups, confirmations and unsubscriptions. */
  readonly newsletter: NewsletterStore;
  /** The editor online: people, invites, passkeys and recovery codes. */
  readonly accounts: AccountsStore;
  readonly sessions: SessionsStore;
  /** WebAuthn challenges under way. */
  readonly ceremonies: CeremoniesStore;
  readonly audit: AuditStore;
  /** Changes on their way to the live site, and the lease that lets one process publish at a time. */
  readonly publications: PublicationsStore;
  private readonly outbox: Outbox;

  // The parts prepare their statements when used, not here: a read-only open of an older file has not all the tables.
  private constructor(private readonly db: Database.Database) {
    this.newsletter = new NewsletterStore(db);
    this.accounts = new AccountsStore(db);
    this.sessions = new SessionsStore(db);
    this.ceremonies = new CeremoniesStore(db);
    this.audit = new AuditStore(db);
    this.publications = new PublicationsStore(db);
    this.outbox = new Outbox(db);
  }

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

  /** Leases due mails of both kinds (see Outbox.claimDue). */
  claimDue(owner: string, leaseMs: number, limit: number, now = Date.now()): OutgoingMail[] {
    return this.outbox.claimDue(owner, leaseMs, limit, now);
  }

  nextAttemptAt(): number | undefined {
    return this.outbox.nextAttemptAt();
  }

  makePendingDue(now = Date.now()): number {
    return this.outbox.makePendingDue(now);
  }

  /** Records deliveries; a bare number is an inquiry's id. With `owner`, only mails it still holds are recorded. */
  markDelivered(mails: number | MailRef | readonly MailRef[], now = Date.now(), owner?: string): void {
    const refs =
      typeof mails === 'number' ? [{ kind: 'inquiry' as const, id: mails }] : 'kind' in mails ? [mails] : mails;
    this.outbox.markDelivered(refs, now, owner);
  }

  /** Records a failed attempt (a bare number is an inquiry's id); ignored when `owner` no longer holds the lease. */
  markFailed(mail: number | MailRef, error: string, nextAttemptAt: number, owner?: string): void {
    this.outbox.markFailed(
      typeof mail === 'number' ? { kind: 'inquiry', id: mail } : mail,
      error,
      nextAttemptAt,
      owner,
    );
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

  /**
   * The open better-sqlite3 database, for rate-limiter-flexible's RateLimiterSQLite (storeType 'better-sqlite3'),
   * which keeps its counters in a table of its own in this file, so every process shares them. Nothing else should
   * use it. A read-only store's database refuses the limiter's writes.
   */
  rateLimiterClient(): Database.Database {
    return this.db;
  }

  /** The database file's schema version: the listing scripts open files read-only, maybe before a server migrated them. */
  get schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  /** Whether this database file has the current schema (a newer server has opened and migrated it). */
  get isCurrent(): boolean {
    return this.schemaVersion === SCHEMA_VERSION;
  }

  get isOpen(): boolean {
    return this.db.open;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
