// The schema's migrations, one per schema version the SQLite file has had (PRAGMA user_version), listed here rather than found on
// disk (Kysely's FileMigrationProvider reads a folder, which a bundled server does not have).
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from '../schema.ts';
import { dialectOf } from './columns.ts';
import { up as inquiries } from './0001-inquiries.ts';
import { up as inquiryLeases } from './0002-inquiry-leases.ts';
import { up as doubleOptIn } from './0003-double-opt-in.ts';
import { up as accounts } from './0004-accounts.ts';
import { up as publications } from './0005-publications.ts';
import { up as submissionKey } from './0006-inquiry-submission-key.ts';

type Step = (db: Kysely<unknown>) => Promise<void>;

/** In order: Kysely runs them sorted by name, and a step's position is the SQLite schema version it brings. */
const STEPS: [name: string, up: Step][] = [
  ['0001-inquiries', inquiries],
  ['0002-inquiry-leases', inquiryLeases],
  ['0003-double-opt-in', doubleOptIn],
  ['0004-accounts', accounts],
  ['0005-publications', publications],
  ['0006-inquiry-submission-key', submissionKey],
];

async function sqliteUserVersion(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  return rows[0]?.user_version ?? 0;
}

/**
 * Step `version`, which on SQLite also keeps PRAGMA user_version. A file the server made before it used Kysely already
 * has the step (user_version >= version, and no kysely_migration table): the step is then recorded as done without
 * running, inside the migrator's transaction, so no row is touched. An older server can still open a file made here,
 * and refuses one with a newer schema.
 */
function adoptingSqliteFiles(version: number, up: Step): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialectOf(db) === 'postgres') return up(db);
      if ((await sqliteUserVersion(db)) >= version) return;
      await up(db);
      await sql.raw(`pragma user_version = ${version}`).execute(db);
    },
  };
}

/** The latest schema's version: on SQLite, the file's user_version; on PostgreSQL, the migrations recorded. */
export const SCHEMA_VERSION = STEPS.length;

export const MIGRATIONS: Record<string, Migration> = Object.fromEntries(
  STEPS.map(([name, up], index) => [name, adoptingSqliteFiles(index + 1, up)]),
);

/**
 * Brings the database to the latest schema. Kysely's migrator runs every pending step in one transaction, which on
 * PostgreSQL it holds under pg_advisory_lock (PostgresAdapter.acquireMigrationLock), and on SQLite is a BEGIN
 * IMMEDIATE one (sqlite-dialect.ts): either way a second process waits, then finds nothing left to do.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(MIGRATIONS) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error');
  const step = failed ? ` at step ${failed.migrationName}` : '';
  throw new Error(`Migrating the database failed${step}: ${String(error)}`, { cause: error });
}

/** The schema version a database has now (the listing scripts read databases a newer or older server may have made). */
export async function schemaVersionOf(database: Kysely<Database>): Promise<number> {
  const db = database as unknown as Kysely<unknown>;
  if (dialectOf(db) === 'sqlite') return sqliteUserVersion(db);
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from kysely_migration`
    .execute(db)
    .catch(() => ({ rows: [{ count: 0 }] }));
  return rows[0]?.count ?? 0;
}
