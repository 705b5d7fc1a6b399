// `npm run bench -- --cluster`: the contact form's throughput on one PostgreSQL behind real nginx, with one API process
// (no chaos: the reference) and with two while one of them is killed (SIGKILL) and started again every few seconds and
// PostgreSQL is restarted once. Inquiries/s accepted (202s per second while posting) and mails/s delivered (from the
// first post to the last mail at the SMTP sink), and whether every acknowledged inquiry arrived exactly once.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { runCluster, type ClusterRun } from './cluster-run.ts';
import { table } from './table.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const CLUSTER_INQUIRIES = 10_000;
/** How often an API process is killed in the two-process run. */
export const KILL_EVERY_MS = 2_500;

export interface ClusterFigures {
  one: ClusterRun;
  two: ClusterRun;
  loadAverage: { start: number[]; end: number[] };
  failures: string[];
}

/** What broke the rules: a lost or doubled acknowledged inquiry, a 5xx other than the database's 503s, a crash. */
export function clusterFailures(run: ClusterRun): string[] {
  const { counts, delivery } = run;
  const label = `${run.apiProcesses} API process${run.apiProcesses > 1 ? 'es' : ''}`;
  return [
    ...(delivery.acknowledgedMissing > 0
      ? [`${label}: ${delivery.acknowledgedMissing} acknowledged not delivered`]
      : []),
    ...(delivery.acknowledgedDoubled > 0
      ? [`${label}: ${delivery.acknowledgedDoubled} acknowledged delivered under two Message-IDs`]
      : []),
    ...(delivery.unacknowledgedDelivered > 0
      ? [`${label}: ${delivery.unacknowledgedDelivered} mails of inquiries answered neither 202 nor 502`]
      : []),
    ...Object.entries(counts.otherStatuses).map(([status, n]) => `${label}: ${n} answers ${status}`),
    ...(counts.badGateway > 0
      ? [`${label}: ${counts.badGateway} answers 502 (nginx found no API server to answer)`]
      : []),
    ...(counts.gaveUp > 0 ? [`${label}: ${counts.gaveUp} inquiries never accepted (503s or connection errors)`] : []),
    ...(run.crashes > 0 ? [`${label}: API processes exited unasked ${run.crashes} times`] : []),
  ];
}

const loadLine = (when: string, load: number[]) => `Load average ${when}: ${load.map((n) => n.toFixed(2)).join(', ')}`;

function printFigures(runs: ClusterRun[]): void {
  const rows = runs.map((run) => [
    run.apiProcesses === 1 ? '1 API process, no chaos' : `${run.apiProcesses} API processes, chaos`,
    run.acceptedPerSecond.toFixed(0),
    run.deliveredPerSecond.toFixed(0),
    run.counts.accepted,
    run.counts.unavailable,
    run.counts.badGateway,
    Object.values(run.counts.otherStatuses).reduce((sum, n) => sum + n, 0) + run.counts.networkErrors,
    run.delivery.distinctMessageIds,
    run.delivery.resent,
    `${run.kills}/${run.postgresRestarts}`,
  ]);
  const headers = ['run', 'inquiries/s', 'mails/s', '202', '503 (retried)', '502', 'other', 'Message-IDs', 'resent'];
  console.log(table([...headers, 'kills/pg restarts'], rows));
  console.log(
    '\n202: acknowledged. 503: PostgreSQL down (retried by the client). 502: nginx found no API server to answer (a',
    '\ncontact POST whose server died is passed on to the other). Message-IDs: distinct at the sink. resent: mails',
    '\nreceived again under the same Message-ID (a process killed after sending, before recording it).',
  );
}

export async function clusterSection(count = CLUSTER_INQUIRIES): Promise<ClusterFigures> {
  const manifestFile = join(ROOT, 'site.manifest.json');
  console.log(
    `\nThe cluster: ${count.toLocaleString('en')} inquiries through nginx to PostgreSQL, mail to a local SMTP sink\n`,
  );
  const loadAverage = { start: loadavg(), end: [] as number[] };
  console.log(loadLine('at the start', loadAverage.start));
  const one = await runCluster({ manifestFile, apiProcesses: 1, count });
  const two = await runCluster({ manifestFile, apiProcesses: 2, count, killEveryMs: KILL_EVERY_MS });
  loadAverage.end = loadavg();
  console.log(`${loadLine('at the end', loadAverage.end)}\n`);
  printFigures([one, two]);
  const failures = [...clusterFailures(one), ...clusterFailures(two)];
  console.log(failures.length === 0 ? '\nEvery acknowledged inquiry delivered exactly once; no 5xx but 503s.' : '');
  for (const failure of failures) console.log(`  failed: ${failure}`);
  for (const line of [...one.errorLines, ...two.errorLines].slice(0, 20)) console.log(`  log: ${line.slice(0, 300)}`);
  return { one, two, loadAverage, failures };
}
