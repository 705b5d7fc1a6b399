// Two API processes (server/start-api.ts, as `npm run serve:api` runs it) with data folders of their own and one
// PostgreSQL, behind real nginx configured by `npm run deploy -- nginx --api A,B`, mailing to a local SMTP sink.
// Inquiries are posted through nginx while one process at a time is killed (SIGKILL) and started again every few
// seconds and PostgreSQL is restarted once. The harness is the cluster bench's (scripts/bench/cluster-run.ts).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runCluster } from '../../scripts/bench/cluster-run.ts';
import { postgresAvailable } from '../support/postgres.ts';
import { fixtureManifestPath } from '../support/fixture-site.ts';

/** As many as `npm run bench -- --cluster` posts: about 30 s on a 2-core machine (85 s when it is busy). */
const INQUIRIES = 10_000;
/** Posted over at least 10 s, so a fast machine too sees several kills. */
const PER_SECOND = 1_000;
const CONCURRENCY = 32;
const KILL_EVERY_MS = 2_500;
const hasNginx = spawnSync('nginx', ['-v']).status === 0;

describe.skipIf(!postgresAvailable() || !hasNginx)('two API servers over one PostgreSQL behind nginx', () => {
  it('mails every acknowledged inquiry exactly once while servers are killed and PostgreSQL restarts', async () => {
    const run = await runCluster({
      manifestFile: fixtureManifestPath,
      apiProcesses: 2,
      count: INQUIRIES,
      concurrency: CONCURRENCY,
      perSecond: PER_SECOND,
      killEveryMs: KILL_EVERY_MS,
    });
    expect(run.kills).toBeGreaterThanOrEqual(2);
    expect(run.postgresRestarts).toBe(1);
    // No process died but the ones killed on purpose: losing the database is not a crash.
    expect(run.crashes, run.errorLines.join('\n')).toBe(0);

    // Each acknowledged inquiry reached the sink under one Message-ID (a resend after a lost result keeps it); none
    // arrived that the visitor was told had failed.
    expect(run.counts.accepted).toBe(INQUIRIES);
    expect(run.delivery.acknowledgedMissing).toBe(0);
    expect(run.delivery.acknowledgedDoubled).toBe(0);
    expect(run.delivery.unacknowledgedDelivered).toBe(0);
    expect(run.delivery.distinctMessageIds).toBe(run.counts.accepted + run.delivery.badGatewayDelivered);

    // No answer but 202 and the 503s while PostgreSQL was down (retried until accepted): nginx passes a refused
    // connection on to the other server, and a contact POST in flight on a process as it was killed too (the API
    // stores the same submission once), so no visitor sees a 502.
    expect(run.counts.otherStatuses).toEqual({});
    expect(run.counts.networkErrors).toBe(0);
    expect(run.counts.gaveUp).toBe(0);
    expect(run.nginxErrors['no live upstreams'] ?? 0, JSON.stringify(run.nginxErrors)).toBe(0);
    expect(run.counts.badGateway).toBe(0);
  }, 180_000);
});
