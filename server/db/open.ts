// Opens the server's database and brings its schema up to date: SQLite at <dataDir>/site.db by default, PostgreSQL
// when a postgres:// URL (DATABASE_URL) is given. Both are one Kysely<Database>; see schema.ts for the tables.
import type BetterSqlite3 from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg, { type CustomTypesConfig } from 'pg';
import { isDatabaseUnavailable } from './errors.ts';
import { migrateToLatest } from './migrations/index.ts';
import type { Database, DialectName } from './schema.ts';
import { openSqliteFile, sqliteDialect } from './sqlite-dialect.ts';

export const SQLITE_FILE = 'site.db';
/** A server starting while PostgreSQL restarts waits this long for it, trying every half second. */
export const DEFAULT_START_WAIT_MS = 30_000;
const START_RETRY_MS = 500;
/** Connections each process keeps open to PostgreSQL at most. */
export const DEFAULT_POOL_SIZE = 10;
/** PostgreSQL cancels a statement running longer than this (statement_timeout). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;
/** How long getting a connection may take (connecting, or waiting for a free one) before the query fails. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

export interface PoolSettings {
  size?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** An idle connection broke (PostgreSQL stopped or restarted); the pool drops it and connects anew when needed. */
  onIdleConnectionError?: (error: Error) => void;
}

export interface OpenOptions {
  /** postgres:// or postgresql://; without it (or empty), SQLite in dataDir. */
  url?: string | undefined;
  dataDir: string;
  pool?: PoolSettings | undefined;
  /**
   * For the listing scripts: no migration, and on SQLite the file opened read-only (undefined is returned when it does
   * not exist yet). They may run beside a server of another version, so they read the schema they find.
   */
  readOnly?: boolean | undefined;
  /** How long a start waits for PostgreSQL to accept connections (it may be restarting) before giving up. */
  waitMs?: number | undefined;
}

/** The driver under Kysely, for rate-limiter-flexible, which keeps its counters in a table of its own. */
export type RawClient =
  { dialect: 'sqlite'; database: BetterSqlite3.Database } | { dialect: 'postgres'; pool: pg.Pool };

export interface SiteDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  raw: RawClient;
  close(): Promise<void>;
}

const INT8 = pg.types.builtins.INT8;

/**
 * pg gives BIGINT (INT8) as a string, since it may exceed 2^53. Here BIGINT columns hold epoch milliseconds (now is
 * about 2^40.6; 2^53 ms is the year 287,396) and COUNT(*) results, so a number is exact. Set on this pool's clients
 * only, not pg's global parsers.
 */
const epochMsAsNumbers = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
} as CustomTypesConfig;

function postgresPool(url: string, settings: PoolSettings = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.size ?? DEFAULT_POOL_SIZE,
    statement_timeout: settings.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    types: epochMsAsNumbers,
  });
  // Without a listener, a client's error (the server went away, or restarted: 57P01) is thrown as uncaught and ends the
  // process: the pool listens for idle clients, each client for itself while a query holds it (that query then fails
  // and the request answers 503; the pool drops the broken client).
  pool.on('error', (error) => settings.onIdleConnectionError?.(error));
  pool.on('connect', (client) => client.on('error', (error) => settings.onIdleConnectionError?.(error)));
  return pool;
}

/** The URL as it may be printed or logged: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

function openPostgres(url: string, pool: PoolSettings | undefined): SiteDatabase {
  if (!isPostgresUrl(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const clients = postgresPool(url, pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: clients }) });
  return { db, dialect: 'postgres', raw: { dialect: 'postgres', pool: clients }, close: () => db.destroy() };
}

function openSqlite(file: string, readOnly: boolean): SiteDatabase {
  const database = openSqliteFile(file, readOnly);
  const db = new Kysely<Database>({ dialect: sqliteDialect(database) });
  return { db, dialect: 'sqlite', raw: { dialect: 'sqlite', database }, close: () => db.destroy() };
}

/**
 * Opens the database (creating the SQLite folder and file when missing) and migrates it to the latest schema; with
 * `readOnly`, neither (and undefined when there is no SQLite file yet).
 */
export async function openDatabase(options: OpenOptions & { readOnly: true }): Promise<SiteDatabase | undefined>;
export async function openDatabase(options: OpenOptions): Promise<SiteDatabase>;
export async function openDatabase(options: OpenOptions): Promise<SiteDatabase | undefined> {
  const url = options.url?.trim();
  const file = join(options.dataDir, SQLITE_FILE);
  if (options.readOnly) {
    if (url) return openPostgres(url, options.pool);
    return existsSync(file) ? openSqlite(file, true) : undefined;
  }
  if (!url) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const site = url ? openPostgres(url, options.pool) : openSqlite(file, false);
  const deadline = Date.now() + (url ? (options.waitMs ?? DEFAULT_START_WAIT_MS) : 0);
  for (;;) {
    try {
      await migrateToLatest(site.db);
      return site;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() >= deadline) {
        await site.close();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}
