// Moving a site's SQLite file into PostgreSQL (`npm run db:move-to-postgres`): every row of every table with its id,
// identities past the ids moved, and a refusal to move into a database that already holds a site's rows.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SiteDatabase } from '../../../server/db/open.ts';
import { MoveRefused, moveSqliteToPostgres } from '../../../server/db/move-sqlite-to-postgres.ts';
import type { TableName } from '../../../server/db/schema.ts';
import { PROJECT_ROOT } from '../../support/fixture-site.ts';
import { postgresAvailable, startPostgres, type PostgresCluster } from '../../support/postgres.ts';
import { ONE_ROW_OF_EACH } from './rows.ts';

const TABLES = Object.keys(ONE_ROW_OF_EACH) as TableName[];
/** More inquiries than one INSERT takes (500 rows), with gaps in their ids as deletions leave. */
const INQUIRIES = 1_204;
const DELETED_IDS = [2, 3, 700];

const run = promisify(execFile);
const skipped = !postgresAvailable();

describe.skipIf(skipped)(
  skipped ? 'skipped: PostgreSQL server programs not found' : 'moving SQLite into PostgreSQL',
  () => {
    let cluster: PostgresCluster;
    let dataDir: string;
    const opened: SiteDatabase[] = [];
    const open = async (url?: string) => {
      const site = await openDatabase({ dataDir, url });
      opened.push(site);
      return site;
    };

    /** Every row of a table, in its key's order (the rows compared as the server reads them). */
    const rowsOf = (site: SiteDatabase, table: TableName) =>
      sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1, 2`
        .execute(site.db)
        .then((r) => r.rows);

    beforeAll(async () => {
      cluster = await startPostgres();
      dataDir = mkdtempSync(join(tmpdir(), 'site-db-move-'));
      const sqlite = await open();
      for (const table of TABLES)
        await sqlite.db
          .insertInto(table)
          .values(ONE_ROW_OF_EACH[table] as never)
          .execute();
      const more = Array.from({ length: INQUIRIES }, (_, i) => ({
        ...ONE_ROW_OF_EACH.inquiries,
        message: `Inquiry ${i}`,
        submission_key: `submission-${i + 2}`,
      }));
      for (let i = 0; i < more.length; i += 400)
        await sqlite.db
          .insertInto('inquiries')
          .values(more.slice(i, i + 400))
          .execute();
      await sqlite.db.deleteFrom('inquiries').where('id', 'in', DELETED_IDS).execute();
      // rate-limiter-flexible's table, as admin/sign-in-limits.ts makes it: not moved.
      await sql`create table sign_in_failures (key text primary key, points integer, expire integer)`.execute(
        sqlite.db,
      );
    }, 60_000);

    afterAll(async () => {
      for (const site of opened) await site.close();
      await cluster?.remove();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('copies every row of every table with its id, and new rows take ids above the moved ones', async () => {
      const [sqlite, postgres] = [opened[0]!, await open(await cluster.createDatabase())];
      const { moved, skipped: notMoved } = await moveSqliteToPostgres(sqlite, postgres);

      expect(new Set(moved.map((m) => m.table))).toEqual(new Set(TABLES));
      expect(moved.find((m) => m.table === 'inquiries')?.rows).toBe(INQUIRIES + 1 - DELETED_IDS.length);
      expect(notMoved).toEqual(['sign_in_failures']);
      for (const { table, rows } of moved) {
        const [before, after] = await Promise.all([rowsOf(sqlite, table), rowsOf(postgres, table)]);
        expect(after, table).toEqual(before);
        expect(after.length, table).toBe(rows);
      }

      const largest = INQUIRIES + 1;
      const { id } = await postgres.db
        .insertInto('inquiries')
        .values({ ...ONE_ROW_OF_EACH.inquiries, message: 'after the move', submission_key: 'after the move' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(id).toBeGreaterThan(largest);
      const person = await postgres.db
        .insertInto('people')
        .values({ ...ONE_ROW_OF_EACH.people, email_key: 'new@example.com', user_id: 'new-handle' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(person.id).toBe(2);

      // A second move into the now non-empty database is refused, and writes nothing.
      const refusal = moveSqliteToPostgres(sqlite, postgres);
      await expect(refusal).rejects.toThrow(MoveRefused);
      await expect(refusal).rejects.toThrow(
        `PostgreSQL already holds rows in people (2), passkeys (1), recovery_codes (1), invites (1), sessions (1), ` +
          `ceremonies (1), audit_log (1), publications (1), inquiries (1,203), legacy_subscribers (1), ` +
          `newsletter_subscribers (1), newsletter_confirm_tokens (1), newsletter_mails (1). The move copies into an ` +
          "empty database only, so that two sites' data never mix",
      );
      expect(await rowsOf(postgres, 'inquiries')).toHaveLength(INQUIRIES - DELETED_IDS.length + 2);
    });

    it('writes nothing when a row fails part of the way through', async () => {
      const postgres = await open(await cluster.createDatabase());
      await sql`alter table inquiries add constraint no_900 check (message <> 'Inquiry 900')`.execute(postgres.db);
      await expect(moveSqliteToPostgres(opened[0]!, postgres)).rejects.toThrow(/no_900/);
      for (const table of TABLES) expect(await rowsOf(postgres, table), table).toEqual([]);
    });

    it('runs as a command that prints the rows moved per table, and refuses a second time in words', async () => {
      // The test's own connection to the SQLite file is closed first: the command opens it as a server would.
      await opened.shift()!.close();
      const url = await cluster.createDatabase();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url };
      const command = () =>
        run(process.execPath, ['--import', 'tsx', 'scripts/move-to-postgres.ts'], { cwd: PROJECT_ROOT, env });

      const { stdout } = await command();
      expect(stdout).toContain('brought to the latest schema first');
      expect(stdout).toMatch(/^inquiries: 1,202 rows$/m);
      expect(stdout).toMatch(/^people: 1 row$/m);
      for (const table of TABLES) expect(stdout).toMatch(new RegExp(`^${table}: [\\d,]+ rows?$`, 'm'));
      expect(stdout).toMatch(/^Moved 1,214 rows in 13 tables, ids kept\.$/m);
      expect(stdout).toMatch(/^Not moved: sign_in_failures \(/m);

      const again = await command().then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(again?.code).toBe(1);
      expect(again?.stderr).toContain('Nothing moved. PostgreSQL already holds rows in people (1)');
      expect(again?.stdout).not.toMatch(/^inquiries:/m);
    });
  },
);
