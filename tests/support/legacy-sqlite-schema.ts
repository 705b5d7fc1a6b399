// How the server made its SQLite file before it moved onto Kysely (server/db/): the five schema versions as raw SQL,
// kept to make files of each older version for the tests that adopt them (server/db/migrations/index.ts).
import type Database from 'better-sqlite3';

export const SCHEMA_VERSION = 5;

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

// The editor online's accounts (see accounts-store.ts and its neighbours). Secrets are kept only as SHA-256 hashes:
// invite tokens, session cookies, recovery codes. A person's WebAuthn user handle (user_id) is random, never the
// e-mail; an invite holds the handle its person will get, because the passkey is made before the invite is accepted.
// The audit log names its actor in its own columns, so an entry outlives the person it names.
const MIGRATION_4 = `
  CREATE TABLE people (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
    user_id TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,
    person_id INTEGER NOT NULL,
    public_key BLOB NOT NULL,
    counter INTEGER NOT NULL,
    transports TEXT NOT NULL,
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT
  );
  CREATE INDEX passkeys_person ON passkeys (person_id);
  CREATE TABLE recovery_codes (
    person_id INTEGER NOT NULL,
    code_hash TEXT NOT NULL,
    used_at TEXT
  );
  CREATE INDEX recovery_codes_person ON recovery_codes (person_id, code_hash);
  CREATE TABLE invites (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('editor', 'publisher')),
    created_at TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    invited_by INTEGER,
    used_at TEXT
  );
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    csrf_token TEXT NOT NULL,
    person_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    address TEXT,
    user_agent TEXT
  );
  CREATE INDEX sessions_person ON sessions (person_id);
  CREATE TABLE ceremonies (
    id TEXT PRIMARY KEY,
    purpose TEXT NOT NULL,
    challenge TEXT NOT NULL,
    person_id INTEGER,
    invite_hash TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    person_id INTEGER,
    actor_name TEXT,
    actor_email TEXT,
    action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '',
    address TEXT
  );
`;

// Publishing (publications-store.ts): each change on its way to the live site, with both manifests and the change in
// words as they were at submission (changes and reasons are JSON arrays). People are named in their own columns, as
// in the audit log, so a publication outlives its author. A publishing process leases one publication at a time, as
// the outbox's workers do, so publishes survive restarts and run once with two processes; due_at is epoch ms.
const MIGRATION_5 = `
  CREATE TABLE publications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    trailer_key TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL CHECK (kind IN ('publish', 'rollback')),
    state TEXT NOT NULL,
    step TEXT,
    author_id INTEGER,
    author_name TEXT NOT NULL,
    author_email TEXT NOT NULL,
    publisher_id INTEGER,
    publisher_name TEXT,
    publisher_email TEXT,
    base_text TEXT NOT NULL,
    proposed_text TEXT NOT NULL,
    changes TEXT NOT NULL DEFAULT '[]',
    speed TEXT NOT NULL CHECK (speed IN ('at-once', 'review')),
    reasons TEXT NOT NULL DEFAULT '[]',
    comment TEXT,
    message TEXT,
    due_at INTEGER,
    time_zone TEXT,
    commit_hash TEXT,
    release_key TEXT,
    previous_release TEXT,
    rollback_of TEXT,
    pushed INTEGER NOT NULL DEFAULT 0,
    lease_owner TEXT,
    lease_expires_at INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    published_at TEXT
  );
  CREATE INDEX publications_state ON publications (state, id);
  CREATE INDEX publications_due ON publications (due_at) WHERE state = 'scheduled';
  CREATE INDEX publications_leased ON publications (lease_expires_at) WHERE lease_expires_at IS NOT NULL;
`;

const MIGRATIONS = [MIGRATION_1, MIGRATION_2, MIGRATION_3, MIGRATION_4, MIGRATION_5];

/**
 * Brings `db` (the file `shown`) up to the current schema; refuses a file a newer server wrote. `target` is for tests,
 * which make files as an older server left them.
 */
export function migrate(db: Database.Database, shown: string, target = SCHEMA_VERSION): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) throw new Error(`${shown} was written by a newer version of the server`);
  if (version >= target) return;
  db.transaction(() => {
    for (let step = version; step < target; step++) db.exec(MIGRATIONS[step]!);
    db.pragma(`user_version = ${target}`);
  })();
}
