// A server starting while PostgreSQL is down or restarting waits for it (DEFAULT_START_WAIT_MS), then opens and
// migrates; past the wait it gives up with the connection error, so a misconfigured DATABASE_URL still fails fast.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/errors.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { postgresAvailable, startPostgres, type PostgresCluster } from '../../support/postgres.ts';

describe.skipIf(!postgresAvailable())('opening PostgreSQL while it is down', () => {
  let cluster: PostgresCluster;
  const dataDir = mkdtempSync(join(tmpdir(), 'site-db-wait-'));
  beforeAll(async () => void (cluster = await startPostgres()), 60_000);
  afterAll(async () => {
    await cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('waits for it to come back, then opens with the schema made', async () => {
    const url = await cluster.createDatabase();
    await cluster.stop();
    const opening = openDatabase({ url, dataDir, waitMs: 30_000 });
    await cluster.start();
    const site = await opening;
    try {
      expect(await site.db.selectFrom('inquiries').selectAll().execute()).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('gives up after the wait with an error that says the database is unavailable', async () => {
    const url = await cluster.createDatabase();
    await cluster.stop();
    try {
      const error = await openDatabase({ url, dataDir, waitMs: 0 }).catch((failure: unknown) => failure);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await cluster.start();
    }
  });
});
