// The server's only state: contact inquiries and newsletter sign-ups, with the outbox of mails to send, and the editor
// online's accounts (people, sessions, ceremonies, audit log) and publications. One Kysely database (server/db/): a
// SQLite file under DATA_DIR by default (WAL with synchronous=FULL: a committed write is on disk before the request is
// answered), or PostgreSQL when DATABASE_URL is set, so several servers can share it.
import { openDatabase, type PoolSettings, type RawClient, type SiteDatabase } from '../db/open.ts';
import { SCHEMA_VERSION, schemaVersionOf } from '../db/migrations/index.ts';
import { OutboxQueries } from '../db/outbox-queries.ts';
import type { DialectName } from '../db/schema.ts';
import { toInquiry } from './inquiry-row.ts';
import { submissionKey } from './submission-key.ts';
import type { MailRef, OutgoingMail } from './outbox.ts';
import { NewsletterStore } from './newsletter-store.ts';
import { AccountsStore } from './accounts-store.ts';
import { SessionsStore } from './sessions-store.ts';
import { CeremoniesStore } from './ceremonies-store.ts';
import { AuditStore } from './audit-store.ts';
import { PublicationsStore } from './publications-store.ts';

export { SQLITE_FILE as DATABASE_FILE } from '../db/open.ts';

export interface StoreOptions {
  /** DATABASE_URL: postgres:// or postgresql://; without it, the SQLite file in the data folder. */
  databaseUrl?: string | undefined;
  pool?: PoolSettings | undefined;
  /** How long a start waits for PostgreSQL to accept connections (it may be restarting). */
  startWaitMs?: number | undefined;
}

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
  private readonly outbox: OutboxQueries;
  private closed = false;

  private constructor(private readonly site: SiteDatabase) {
    const { db, dialect } = site;
    this.newsletter = new NewsletterStore(db, dialect);
    this.accounts = new AccountsStore(db, dialect);
    this.sessions = new SessionsStore(db, dialect);
    this.ceremonies = new CeremoniesStore(db, dialect);
    this.audit = new AuditStore(db, dialect);
    this.publications = new PublicationsStore(db, dialect);
    this.outbox = new OutboxQueries(db, dialect);
  }

  /** Opens the store (creating the SQLite folder and file when missing) and brings its schema up to date. */
  static async open(dataDir: string, options: StoreOptions = {}): Promise<Store> {
    const { databaseUrl: url, pool, startWaitMs: waitMs } = options;
    return new Store(await openDatabase({ dataDir, url, pool, waitMs }));
  }

  /** Opens an existing store without migrating it (the listing scripts); undefined when there is no SQLite file yet. */
  static async openReadOnly(dataDir: string, options: StoreOptions = {}): Promise<Store | undefined> {
    const site = await openDatabase({ dataDir, url: options.databaseUrl, pool: options.pool, readOnly: true });
    return site && new Store(site);
  }

  get dialect(): DialectName {
    return this.site.dialect;
  }

  /**
   * Stores an inquiry (committed, and on SQLite synced, when this resolves) and gives its id. The same submission sent
   * again (submission-key.ts) is stored once: the second call gives the first one's id.
   */
  async addInquiry(inquiry: NewInquiry, now = Date.now()): Promise<number> {
    const key = submissionKey(inquiry, now);
    const stored = await this.site.db
      .insertInto('inquiries')
      .values({
        created_at: new Date(now).toISOString(),
        name: inquiry.name,
        email: inquiry.email,
        company: inquiry.company,
        service: inquiry.service,
        service_label: inquiry.serviceLabel,
        message: inquiry.message,
        next_attempt_at: now,
        submission_key: key,
      })
      .onConflict((conflict) => conflict.column('submission_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (stored) return stored.id;
    const first = await this.site.db
      .selectFrom('inquiries')
      .select('id')
      .where('submission_key', '=', key)
      .executeTakeFirstOrThrow();
    return first.id;
  }

  /** Leases due mails of both kinds to `owner` (see OutboxQueries.claimDue). */
  claimDue(owner: string, leaseMs: number, limit: number, now = Date.now()): Promise<OutgoingMail[]> {
    return this.outbox.claimDue(owner, leaseMs, limit, now);
  }

  nextAttemptAt(): Promise<number | undefined> {
    return this.outbox.nextDueAt();
  }

  makePendingDue(now = Date.now()): Promise<number> {
    return this.outbox.makePendingDue(now);
  }

  /**
   * Records deliveries of mails `owner` holds a live lease on; gives back those recorded (a mail whose lease expired
   * and another worker took belongs to that newer attempt).
   */
  markDelivered(mails: MailRef | readonly MailRef[], owner: string, now = Date.now()): Promise<MailRef[]> {
    return this.outbox.recordDelivered('kind' in mails ? [mails] : mails, owner, now);
  }

  /** Records a failed attempt, due again at `nextAttemptAt`; false when `owner` no longer holds the lease. */
  markFailed(mail: MailRef, owner: string, error: string, nextAttemptAt: number, now = Date.now()): Promise<boolean> {
    return this.outbox.recordFailure(mail, owner, error, nextAttemptAt, now);
  }

  async inquiries(): Promise<Inquiry[]> {
    return (await this.site.db.selectFrom('inquiries').selectAll().orderBy('id').execute()).map(toInquiry);
  }

  async inquiry(id: number): Promise<Inquiry | undefined> {
    const row = await this.site.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toInquiry(row);
  }

  /** The driver, for rate-limiter-flexible's counters (a table of their own, shared by every process). */
  rateLimiterClient(): RawClient {
    return this.site.raw;
  }

  /** The database's schema version: the listing scripts open databases read-only, maybe before a server migrated them. */
  schemaVersion(): Promise<number> {
    return schemaVersionOf(this.site.db);
  }

  /** Whether this database has the current schema (a server of this version has opened and migrated it). */
  async isCurrent(): Promise<boolean> {
    return (await this.schemaVersion()) === SCHEMA_VERSION;
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.site.close();
  }
}
