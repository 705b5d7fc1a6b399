// The cluster's load and chaos: N inquiries posted to nginx's /api/contact with bounded concurrency, each with a marker
// of its own in its message, retried later (as a visitor would) after a 503 or a connection error; meanwhile one API
// process at a time is killed (SIGKILL) and started again, and PostgreSQL is restarted once. Then what the SMTP sink
// received, by Message-ID and by marker, against what was acknowledged.
import type { ClusterStack } from './cluster.ts';

export interface LoadCounts {
  /** Final answers per inquiry: 202 (acknowledged), 502, other statuses; and inquiries given up after MAX_ATTEMPTS. */
  accepted: number;
  badGateway: number;
  otherStatuses: Record<string, number>;
  gaveUp: number;
  /** Answers that were retried: 503s (database down), and connection errors. */
  unavailable: number;
  networkErrors: number;
}

export interface LoadResult {
  counts: LoadCounts;
  /** Markers of the inquiries that got a 202, and of those whose final answer was a 502 (possibly stored). */
  acceptedMarkers: Set<string>;
  badGatewayMarkers: Set<string>;
  /** performance.now() of the first post and of the last answer. */
  startedAt: number;
  endedAt: number;
}

const MAX_ATTEMPTS = 60;
const RETRY_DELAY_MS = 250;

export const markerOf = (run: string, index: number): string => `cluster-${run}-${index}-end`;

async function postOnce(url: string, body: string): Promise<number | 'network'> {
  try {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'network';
  }
}

export interface LoadOptions {
  count: number;
  concurrency?: number;
  /** Part of every marker, so one run's mails are told from another's. */
  run: string;
  /** At most this many new inquiries a second (visitors arriving), so a fast machine still sees its kills. */
  perSecond?: number;
  /** Hears how many inquiries have a final answer. */
  onProgress?: (done: number) => void;
}

/** Posts `count` inquiries through nginx. */
export async function postInquiries(
  stack: ClusterStack,
  { count, concurrency = 32, run, perSecond, onProgress = () => {} }: LoadOptions,
): Promise<LoadResult> {
  const counts: LoadCounts = {
    accepted: 0,
    badGateway: 0,
    otherStatuses: {},
    gaveUp: 0,
    unavailable: 0,
    networkErrors: 0,
  };
  const acceptedMarkers = new Set<string>();
  const badGatewayMarkers = new Set<string>();
  let next = 0;
  let done = 0;
  const postOne = async (index: number) => {
    const marker = markerOf(run, index);
    const body = JSON.stringify({
      ...{ name: `Visitor ${index}`, email: `visitor${index}@example.com`, company: 'Cluster Ltd' },
      ...{ service: stack.service, message: `A cluster inquiry, marker ${marker}` },
    });
    for (let attempt = 1; ; attempt++) {
      const status = await postOnce(stack.url, body);
      if (status === 202) {
        counts.accepted++;
        acceptedMarkers.add(marker);
      } else if (status === 502) {
        counts.badGateway++;
        badGatewayMarkers.add(marker);
      } else if (status === 503 || status === 'network') {
        if (status === 503) counts.unavailable++;
        else counts.networkErrors++;
        if (attempt < MAX_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (0.5 + Math.random())));
          continue;
        }
        counts.gaveUp++;
      } else counts.otherStatuses[status] = (counts.otherStatuses[status] ?? 0) + 1;
      onProgress(++done);
      return;
    }
  };
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const due = perSecond ? startedAt + (index * 1000) / perSecond - performance.now() : 0;
        if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
        await postOne(index);
      }
    }),
  );
  return { counts, acceptedMarkers, badGatewayMarkers, startedAt, endedAt: performance.now() };
}

export interface Chaos {
  kills: number;
  postgresRestarts: number;
  /** Stops killing, waits for the last restart, and says what was done. */
  stop(): Promise<void>;
}

export interface ChaosOptions {
  /** About how often an API process is killed (each gap drawn from 80–120 % of it). */
  intervalMs: number;
  /** PostgreSQL is restarted once, when this first says so. */
  restartPostgresNow: () => boolean;
}

const CHAOS_POLL_MS = 50;

/**
 * SIGKILLs one API process (in turn) every few seconds and starts it again at once, and restarts PostgreSQL once.
 * One process at most is down at a time: the gap before the next kill starts when the restarted one is back.
 */
export function startChaos(stack: ClusterStack, { intervalMs, restartPostgresNow }: ChaosOptions): Chaos {
  const chaos: Chaos = { kills: 0, postgresRestarts: 0, stop: async () => {} };
  let postgresRestart: Promise<void> | undefined;
  let killing: Promise<void> | undefined;
  let nextKillAt = performance.now() + intervalMs;
  const killOne = async () => {
    const api = stack.apis[chaos.kills % stack.apis.length]!;
    await api.kill();
    chaos.kills++;
    await api.start();
    nextKillAt = performance.now() + intervalMs * (0.8 + 0.4 * Math.random());
  };
  const poll = setInterval(() => {
    if (!postgresRestart && restartPostgresNow()) {
      chaos.postgresRestarts++;
      postgresRestart = stack.postgres.restart();
    }
    if (!killing && performance.now() >= nextKillAt) killing = killOne().finally(() => (killing = undefined));
  }, CHAOS_POLL_MS);
  chaos.stop = async () => {
    clearInterval(poll);
    await Promise.all([killing, postgresRestart]);
  };
  return chaos;
}
