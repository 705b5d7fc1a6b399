// The store's tables, and the steps that bring an older database file up to date (in one transaction, at open).
import type Database from 'better-sqlite3';

export const SCHEMA_VERSION = 3;

const MIGRATION_1 = `
  CREATE TABLE inquiries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    company TEXT NOT NULL DEFAULT '',
    service TEXT NOT NULL,
    service_label TEXT NOT NULL,
    message TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at INTEGER NOT NULL,
    delivered_at TEXT
  );
  CREATE INDEX inquiries_pending ON inquiries (next_attempt_at) WHERE delivered_at IS NULL;
  CREATE TABLE subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
`;

// A delivery worker leases an inquiry before sending it, so processes sharing the database never send the same one.
const MIGRATION_2 = `
  ALTER TABLE inquiries ADD COLUMN lease_owner TEXT;
  ALTER TABLE inquiries ADD COLUMN lease_expires_at INTEGER;
`;

// Double opt-in. A sign-up is pending until its address confirms; only then is it a subscriber. Each row keeps its
// record of consent (when, the words agreed to, when confirmed) and its unsubscribe token (kept as is: the CSV export
// gives each subscriber's unsubscribe link). Confirmation tokens are kept only as SHA-256 hashes, one per mail sent.
// Confirmation mails wait in newsletter_mails, which has the inquiries' delivery columns: one worker claims both.
// Version 2's subscribers were stored without confirmation or any record of consent, so nothing here shows they
// agreed: they are not carried over as subscribers, and not mailed to ask (asking is itself a marketing mail without
// consent). They are kept aside, untouched, in legacy_subscribers: the firm may hold their consent elsewhere, and
// deleting them is the firm's decision (`npm run subscribers -- --legacy` lists them, README says how to delete them).
const MIGRATION_3 = `
  ALTER TABLE subscribers RENAME TO legacy_subscribers;
  CREATE TABLE newsletter_subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    signed_up_at TEXT NOT NULL,
    consent_text TEXT NOT NULL,
    confirmed_at TEXT,
    pending_expires_at INTEGER,
    confirmation_queued_at INTEGER,
    last_requested_at INTEGER NOT NULL,
    unsubscribe_token TEXT NOT NULL UNIQUE
  );
  CREATE INDEX newsletter_pending ON newsletter_subscribers (pending_expires_at) WHERE confirmed_at IS NULL;
  CREATE TABLE newsletter_confirm_tokens (
    token_hash TEXT PRIMARY KEY,
    subscriber_id INTEGER NOT NULL
  );
  CREATE INDEX newsletter_confirm_tokens_subscriber ON newsletter_confirm_tokens (subscriber_id);
  CREATE TABLE newsletter_mails (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    subscriber_id INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at INTEGER NOT NULL,
    delivered_at TEXT,
    lease_owner TEXT,
    lease_expires_at INTEGER
  );
  CREATE INDEX newsletter_mails_pending ON newsletter_mails (next_attempt_at) WHERE delivered_at IS NULL;
`;

/** Brings `db` (the file `shown`) up to the current schema; refuses a file a newer server wrote. */
export function migrate(db: Database.Database, shown: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) throw new Error(`${shown} was written by a newer version of the server`);
  if (version === SCHEMA_VERSION) return;
  db.transaction(() => {
    if (version < 1) db.exec(MIGRATION_1);
    if (version < 2) db.exec(MIGRATION_2);
    if (version < 3) db.exec(MIGRATION_3);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}
