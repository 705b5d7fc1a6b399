// openDatabase on both dialects: a fresh database gets every table, epoch ms come back as numbers, and two processes
// opening a fresh database at once both succeed with the schema made once.
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type SiteDatabase } from '../../../server/db/open.ts';
import { MIGRATIONS } from '../../../server/db/migrations/index.ts';
import type { TableName } from '../../../server/db/schema.ts';
import { describeEachDialect } from './dialects.ts';
import { DEFAULTS, EPOCH_MS, ONE_ROW_OF_EACH } from './rows.ts';

const TABLES = Object.keys(ONE_ROW_OF_EACH) as TableName[];

describeEachDialect('openDatabase', (target) => {
  const opened: SiteDatabase[] = [];
  const open = async (options: Parameters<typeof openDatabase>[0]) => {
    const site = await openDatabase(options);
    opened.push(site);
    return site;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((site) => site.close()));
  });

  it('makes every table of the schema on a fresh database, and each takes and gives back a row', async () => {
    const { db, dialect } = await open(await target.freshDatabase());
    expect(dialect).toBe(target.dialect);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables.sort()).toEqual([...TABLES].sort());
    for (const table of TABLES) {
      await db
        .insertInto(table)
        .values(ONE_ROW_OF_EACH[table] as never)
        .execute();
      const rows = await db.selectFrom(table).selectAll().execute();
      expect(rows, table).toEqual([expect.objectContaining({ ...ONE_ROW_OF_EACH[table], ...DEFAULTS[table] })]);
    }
  });

  it('gives epoch-ms columns and counts back as numbers', async () => {
    const { db } = await open(await target.freshDatabase());
    await db.insertInto('inquiries').values(ONE_ROW_OF_EACH.inquiries).execute();
    const row = await db
      .selectFrom('inquiries')
      .select(['next_attempt_at', 'lease_expires_at', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['next_attempt_at', 'lease_expires_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ next_attempt_at: EPOCH_MS, lease_expires_at: EPOCH_MS + 30_000, count: 1 });
    expect(typeof row.next_attempt_at).toBe('number');
  });

  it('opens a fresh database from two places at once, making the schema once', async () => {
    const options = await target.freshDatabase();
    const [first, second] = await Promise.all([open(options), open(options)]);
    const done = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(first!.db);
    expect(done.rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    await first!.db.insertInto('inquiries').values(ONE_ROW_OF_EACH.inquiries).execute();
    const seen = await second!.db.selectFrom('inquiries').select('name').execute();
    expect(seen).toEqual([{ name: 'Ada' }]);
  });

  it('keeps every row when opened again, and runs no step twice', async () => {
    const options = await target.freshDatabase();
    const first = await open(options);
    await first.db.insertInto('people').values(ONE_ROW_OF_EACH.people).execute();
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const { db } = await open(options);
    expect(await db.selectFrom('people').select('name').execute()).toEqual([{ name: 'Cy' }]);
    const done = await sql<{ count: number }>`select count(*) as count from kysely_migration`.execute(db);
    expect(Number(done.rows[0]?.count)).toBe(Object.keys(MIGRATIONS).length);
  });
});
