// Kysely's SqliteDialect over better-sqlite3, with every transaction BEGIN IMMEDIATE: it takes the write lock before
// its first read, so two processes cannot both read a row and then both write it (the outbox's and the migrator's
// claims rely on that), and SQLite's DDL is transactional, so the migrator runs its steps in one such transaction.
import Database from 'better-sqlite3';
import {
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
} from 'kysely';

/** How long a write waits for another connection's lock before failing with SQLITE_BUSY (as server/store/store.ts). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
const LONGEST_RETRY_PAUSE_MS = 50;

/**
 * better-sqlite3 is synchronous: its busy handler would block this whole thread, so a transaction another connection
 * of this same process holds open across an `await` could never finish, and both would wait out the timeout. Trying
 * again on timers leaves the event loop free; across processes it waits as busy_timeout would.
 */
async function beginImmediate(database: Database.Database): Promise<void> {
  const deadline = Date.now() + SQLITE_BUSY_TIMEOUT_MS;
  database.pragma('busy_timeout = 0');
  try {
    for (let pause = 1; ; pause = Math.min(pause * 2, LONGEST_RETRY_PAUSE_MS)) {
      try {
        database.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  } finally {
    database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  constructor(private readonly database: Database.Database) {
    super({ database });
  }

  // Kysely calls this holding the connection's mutex, so nothing else runs on `database` meanwhile.
  override async beginTransaction(_connection: DatabaseConnection): Promise<void> {
    await beginImmediate(this.database);
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class SiteSqliteDialect extends SqliteDialect {
  constructor(private readonly database: Database.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.database);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Opens (creating when missing) the SQLite file, with WAL and synchronous=FULL: a committed write is on disk before
 * the request is answered. Read-only: an existing file, as it is.
 */
export function openSqliteFile(file: string, readOnly = false): Database.Database {
  if (readOnly) return new Database(file, { readonly: true, fileMustExist: true, timeout: SQLITE_BUSY_TIMEOUT_MS });
  const database = new Database(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  return database;
}

export function sqliteDialect(database: Database.Database): SqliteDialect {
  return new SiteSqliteDialect(database);
}
