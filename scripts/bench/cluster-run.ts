// One run of the cluster (scripts/bench/cluster.ts) under load (scripts/bench/cluster-load.ts), with or without chaos,
// and what the SMTP sink received against what was acknowledged: the figures of `npm run bench -- --cluster` and the
// facts tests/server/cluster.test.ts asserts.
import pg from 'pg';
import { startCluster, type ClusterStack } from './cluster.ts';
import { postInquiries, startChaos, type LoadCounts } from './cluster-load.ts';

export interface ClusterRunOptions {
  manifestFile: string;
  apiProcesses: number;
  count: number;
  /** Kill an API process every this many ms and restart PostgreSQL once, halfway; none when undefined. */
  killEveryMs?: number;
  concurrency?: number;
  /** At most this many new inquiries a second (none: as fast as they are answered). */
  perSecond?: number;
  deliveryTimeoutMs?: number;
}

export interface Delivery {
  /** Messages the sink received, and distinct Message-IDs among them. */
  messages: number;
  distinctMessageIds: number;
  /** Messages received again under a Message-ID already received (sent, then not recorded: its process died). */
  resent: number;
  /** Acknowledged inquiries (202) with no message, and with messages under more than one Message-ID. */
  acknowledgedMissing: number;
  acknowledgedDoubled: number;
  /** Messages of inquiries whose final answer was a 502 (stored before their process died, so sent once). */
  badGatewayDelivered: number;
  /** Messages whose marker is neither acknowledged nor a 502's (stored, but the client was told otherwise). */
  unacknowledgedDelivered: number;
}

export interface ClusterRun {
  apiProcesses: number;
  count: number;
  counts: LoadCounts;
  delivery: Delivery;
  kills: number;
  postgresRestarts: number;
  /** API processes that exited unasked (each was started again). */
  crashes: number;
  postingSeconds: number;
  /** 202s per second over the posting phase; mails per second from the first post to the last mail received. */
  acceptedPerSecond: number;
  deliveredPerSecond: number;
  /** nginx's errors by kind ("connect() failed (111: Connection refused)", "no live upstreams"…). */
  nginxErrors: Record<string, number>;
  /** The API processes' error lines (JSON log lines at level "error"), for the report. */
  errorLines: string[];
}

const headerOf = (message: string, name: string) =>
  new RegExp(`^${name}: *(\\S.*)$`, 'im').exec(message)?.[1]?.trim() ?? '';

/** Waits until the database has no undelivered inquiry left (every mail sent and recorded), or the timeout. */
async function waitForDelivery(databaseUrl: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ left: string }>(
        'SELECT count(*) AS left FROM inquiries WHERE delivered_at IS NULL',
      );
      if (Number(rows[0]!.left) === 0) return;
      if (Date.now() > deadline)
        throw new Error(`${rows[0]!.left} inquiries still undelivered after ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

function deliveryOf(stack: ClusterStack, run: string, acknowledged: Set<string>, badGateway: Set<string>): Delivery {
  const idsByMarker = new Map<string, Set<string>>();
  const markerPattern = new RegExp(`cluster-${run}-\\d+-end`);
  for (const message of stack.smtp.messages) {
    const marker = markerPattern.exec(message)?.[0] ?? 'none';
    const ids = idsByMarker.get(marker) ?? new Set<string>();
    idsByMarker.set(marker, ids.add(headerOf(message, 'Message-ID')));
  }
  const delivered = (marker: string) => idsByMarker.get(marker)?.size ?? 0;
  const distinctMessageIds = new Set(stack.smtp.messages.map((m) => headerOf(m, 'Message-ID'))).size;
  const others = [...idsByMarker.keys()].filter((marker) => !acknowledged.has(marker) && !badGateway.has(marker));
  return {
    messages: stack.smtp.messages.length,
    distinctMessageIds,
    resent: stack.smtp.messages.length - distinctMessageIds,
    acknowledgedMissing: [...acknowledged].filter((marker) => delivered(marker) === 0).length,
    acknowledgedDoubled: [...acknowledged].filter((marker) => delivered(marker) > 1).length,
    badGatewayDelivered: [...badGateway].reduce((sum, marker) => sum + delivered(marker), 0),
    unacknowledgedDelivered: others.reduce((sum, marker) => sum + delivered(marker), 0),
  };
}

/** nginx's error lines counted by what they say, without the addresses and times. */
function errorKinds(log: string): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const line of log.split('\n').filter(Boolean)) {
    const kind = /\[\w+\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client:|$)/.exec(line)?.[1]?.replace(/ while .*/, '') ?? line;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** Starts a cluster, posts, waits for every stored inquiry to be mailed, stops the API processes, and counts. */
export async function runCluster(options: ClusterRunOptions): Promise<ClusterRun> {
  const { count, killEveryMs, deliveryTimeoutMs = 120_000 } = options;
  const stack = await startCluster({ manifestFile: options.manifestFile, apiProcesses: options.apiProcesses });
  try {
    const run = String(Date.now());
    let posted = 0;
    const chaos = killEveryMs
      ? startChaos(stack, {
          intervalMs: killEveryMs,
          restartPostgresNow: () => posted >= count / 2,
        })
      : undefined;
    const load = await postInquiries(stack, {
      count,
      run,
      concurrency: options.concurrency,
      perSecond: options.perSecond,
      onProgress: (done) => (posted = done),
    }).finally(() => chaos?.stop());
    await waitForDelivery(stack.databaseUrl, deliveryTimeoutMs);
    // A graceful stop waits for sends in flight: nothing can reach the sink after this.
    await Promise.all(stack.apis.map((api) => api.stop()));
    const lastMail = Math.max(...stack.smtp.acceptedAt);
    const postingSeconds = (load.endedAt - load.startedAt) / 1000;
    return {
      apiProcesses: options.apiProcesses,
      count,
      counts: load.counts,
      delivery: deliveryOf(stack, run, load.acceptedMarkers, load.badGatewayMarkers),
      kills: chaos?.kills ?? 0,
      postgresRestarts: chaos?.postgresRestarts ?? 0,
      crashes: stack.apis.reduce((sum, api) => sum + api.crashes, 0),
      postingSeconds,
      acceptedPerSecond: load.counts.accepted / postingSeconds,
      deliveredPerSecond: stack.smtp.messages.length / ((lastMail - load.startedAt) / 1000),
      nginxErrors: errorKinds(stack.nginxErrors()),
      errorLines: stack.apis
        .flatMap((api) => api.log().split('\n'))
        .filter((line) => line.trim() && (!line.startsWith('{') || /"level":"error"/.test(line))),
    };
  } finally {
    await stack.close();
  }
}
