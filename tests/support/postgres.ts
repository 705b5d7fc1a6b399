// The throwaway PostgreSQL cluster lives in scripts/bench/cluster-postgres.ts, so the cluster bench may start one too
// (scripts may not import tests/); the tests import it from here.
import { startPostgres, type PostgresCluster } from '../../scripts/bench/cluster-postgres.ts';

export { postgresAvailable, startPostgres, type PostgresCluster } from '../../scripts/bench/cluster-postgres.ts';

let shared: Promise<PostgresCluster> | undefined;

/**
 * One cluster per test worker (the files a worker runs share its modules: vitest's isolate is off), from which each
 * suite takes fresh databases; removed when the worker exits. A test that stops or restarts PostgreSQL starts its own
 * with startPostgres().
 */
export function sharedPostgres(): Promise<PostgresCluster> {
  shared ??= startPostgres();
  return shared;
}
