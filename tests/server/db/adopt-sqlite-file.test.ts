// A SQLite file made by the store before Kysely (tests/support/legacy-sqlite-schema.ts: PRAGMA user_version, no
// kysely_migration table) opens through openDatabase with every row, and no step run again; and the Store opens a file
// openDatabase made.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, SQLITE_FILE, type SiteDatabase } from '../../../server/db/open.ts';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../server/db/migrations/index.ts';
import { Store } from '../../../server/store/store.ts';
import { migrate } from '../../support/legacy-sqlite-schema.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-db-adopt-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function open(dataDir: string): Promise<SiteDatabase> {
  const site = await openDatabase({ dataDir });
  cleanups.push(() => site.close());
  return site;
}

const INQUIRY = { name: 'Ada', email: 'ada@example.com', company: 'Co', service: 'audit', serviceLabel: 'Audit' };

it('adopts a file the store made before Kysely: rows intact, steps recorded as done without running', async () => {
  const dataDir = tempDataDir();
  const file = new Database(join(dataDir, SQLITE_FILE));
  migrate(file, 'test file');
  const insert = file.prepare(
    `INSERT INTO inquiries (created_at, name, email, company, service, service_label, message, next_attempt_at)
     VALUES ('2026-01-01T00:00:00.000Z', @name, @email, @company, @service, @serviceLabel, @message, 0)`,
  );
  const ids = ['one', 'two'].map((message) => Number(insert.run({ ...INQUIRY, message }).lastInsertRowid));
  const createdByStore = file.prepare("SELECT sql FROM sqlite_master WHERE name = 'inquiries'").pluck().get();
  file.close();

  const { db } = await open(dataDir);
  const rows = await db.selectFrom('inquiries').select(['id', 'message']).orderBy('id').execute();
  expect(rows).toEqual([
    { id: ids[0], message: 'one' },
    { id: ids[1], message: 'two' },
  ]);
  const done = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  expect(done.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
  const { rows: version } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  expect(version[0]?.user_version).toBe(SCHEMA_VERSION);
  const { rows: table } = await sql<{ sql: string }>`select sql from sqlite_master where name = 'inquiries'`.execute(
    db,
  );
  // Untouched by steps 1–5; step 6 (after that store's time) adds its column at the end, as SQLite's ALTER TABLE does.
  expect(table[0]?.sql).toBe(`${String(createdByStore).replace(/\)$/, '')}, "submission_key" text)`);
});

it('brings an older file (schema version 2) up to date, keeping its subscribers aside as the store did', async () => {
  const dataDir = tempDataDir();
  const file = new Database(join(dataDir, SQLITE_FILE));
  migrate(file, 'test file', 2);
  file
    .prepare('INSERT INTO subscribers (email, email_key, created_at) VALUES (?, ?, ?)')
    .run('Old@example.com', 'old@example.com', '2024-01-01T00:00:00.000Z');
  file.close();

  const { db } = await open(dataDir);
  const legacy = await db.selectFrom('legacy_subscribers').select(['email', 'email_key']).execute();
  expect(legacy).toEqual([{ email: 'Old@example.com', email_key: 'old@example.com' }]);
  expect(await db.selectFrom('publications').selectAll().execute()).toEqual([]);
  const { rows: version } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  expect(version[0]?.user_version).toBe(SCHEMA_VERSION);
});

it('leaves a file the Store opens and writes to', async () => {
  const dataDir = tempDataDir();
  const site = await openDatabase({ dataDir });
  await site.close();
  const store = await Store.open(dataDir);
  cleanups.push(() => store.close());
  const id = await store.addInquiry({ ...INQUIRY, message: 'after' }, 1_761_000_000_000);
  expect(await store.inquiry(id)).toMatchObject({
    message: 'after',
    nextAttemptAt: 1_761_000_000_000,
    leaseOwner: null,
  });
  expect(await store.isCurrent()).toBe(true);
});
