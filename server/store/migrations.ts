// The store's tables, and the steps that bring an older database file up to date (in one transaction, at open).
import type Database from 'better-sqlite3';

const SCHEMA_VERSION = 2;

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

/** Brings `db` (the file `shown`) up to the current schema; refuses a file a newer server wrote. */
export function migrate(db: Database.Database, shown: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) throw new Error(`${shown} was written by a newer version of the server`);
  if (version === SCHEMA_VERSION) return;
  db.transaction(() => {
    if (version < 1) db.exec(MIGRATION_1);
    if (version < 2) db.exec(MIGRATION_2);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}
