// `npm run db:move-to-postgres`: moves the site's SQLite file (DATA_DIR, default ./data, site.db) into the empty
// PostgreSQL database at DATABASE_URL, every table with its ids, and prints the rows moved per table.
// Stop the API server first; start it with DATABASE_URL afterwards. The SQLite file is left in place (migrated to the
// latest schema, as a server start would), so the move can be checked and, until the new database is used, undone.
// Refuses (exit 1, nothing written) when PostgreSQL already holds rows: two sites' data never mix.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv, databaseFromEnv } from '../server/config.ts';
import { openDatabase, SQLITE_FILE, withoutPassword, type SiteDatabase } from '../server/db/open.ts';
import { MoveRefused, moveSqliteToPostgres } from '../server/db/move-sqlite-to-postgres.ts';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run db:move-to-postgres
  Copies DATA_DIR/${SQLITE_FILE} (DATA_DIR defaults to ./data) into the empty PostgreSQL database at DATABASE_URL.`;

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
  console.log(USAGE);
  process.exit(0);
}

const { dataDir } = configFromEnv({ DATA_DIR: process.env.DATA_DIR });
const { databaseUrl, pool } = databaseFromEnv();
const file = join(dataDir, SQLITE_FILE);
if (!databaseUrl) stop(`DATABASE_URL is not set: say which PostgreSQL database to move into.\n\n${USAGE}`);
if (!existsSync(file)) stop(`There is no SQLite database at ${file} to move (set DATA_DIR to its folder).`);

console.log(`Opening ${file}: brought to the latest schema first, as a server start would.`);
const from = await openDatabase({ dataDir });
let to: SiteDatabase | undefined;
try {
  to = await openDatabase({ dataDir, url: databaseUrl, pool });
  console.log(`Moving into ${withoutPassword(databaseUrl)} (its schema made or brought up to date the same way).`);
  const { moved, skipped } = await moveSqliteToPostgres(from, to);
  const rowCount = (rows: number) => `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
  for (const { table, rows } of moved) console.log(`${table}: ${rowCount(rows)}`);
  const total = moved.reduce((sum, m) => sum + m.rows, 0);
  console.log(`Moved ${rowCount(total)} in ${moved.length} tables, ids kept.`);
  for (const table of skipped)
    console.log(`Not moved: ${table} (sign-in failure counters, kept for minutes only; they start afresh).`);
  console.log(`Start the API servers with this DATABASE_URL. ${file} is left as it was: keep it as a backup.`);
} catch (error) {
  if (!(error instanceof MoveRefused)) throw error;
  console.error(`Nothing moved. ${error.message}`);
  process.exitCode = 1;
} finally {
  await to?.close();
  await from.close();
}
