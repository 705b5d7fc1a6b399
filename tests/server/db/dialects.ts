// Runs a suite once per dialect: SQLite in a temp folder, and fresh databases in the worker's throwaway PostgreSQL
// cluster (skipped, saying why, when PostgreSQL's server programs are not installed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { OpenOptions } from '../../../server/db/open.ts';
import { Store } from '../../../server/store/store.ts';
import type { DialectName } from '../../../server/db/schema.ts';
import { postgresAvailable, sharedPostgres, type PostgresCluster } from '../../support/postgres.ts';

export interface DialectTarget {
  dialect: DialectName;
  /** Options that open a fresh, empty database of this dialect. */
  freshDatabase(): Promise<OpenOptions>;
}

const NO_POSTGRES = 'skipped: PostgreSQL server programs not found (scripts/ensure-postgres.sh installs them)';

/** Registers the hooks that make and remove this dialect's databases in the enclosing describe. */
function useDialect(dialect: DialectName): DialectTarget {
  const folders: string[] = [];
  let cluster: PostgresCluster | undefined;
  if (dialect === 'postgres') beforeAll(async () => void (cluster = await sharedPostgres()), 60_000);
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  return {
    dialect,
    async freshDatabase() {
      const dataDir = mkdtempSync(join(tmpdir(), 'site-db-'));
      folders.push(dataDir);
      if (dialect === 'sqlite') return { dataDir };
      return { dataDir, url: await cluster!.createDatabase() };
    },
  };
}

export function describeEachDialect(name: string, body: (target: DialectTarget) => void): void {
  describe.each(['sqlite', 'postgres'] as const)(`${name} (%s)`, (dialect) => {
    const skipped = dialect === 'postgres' && !postgresAvailable();
    describe.skipIf(skipped)(skipped ? NO_POSTGRES : 'with a real database', () => body(useDialect(dialect)));
  });
}

/** A Store over a fresh, empty database of this dialect (closed by the caller). */
export async function openFreshStore(target: DialectTarget): Promise<Store> {
  const { dataDir, url } = await target.freshDatabase();
  return Store.open(dataDir, { databaseUrl: url });
}
