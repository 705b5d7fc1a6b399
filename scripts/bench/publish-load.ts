// Visitors while the site is published: keep-alive loops that fetch pages one after another, as fast as they are
// answered, counting every reply that is not a 200 and every request that failed on the network. The publish bench
// reads the counts before and after each publish, so each publish has its own requests and failures.
import { Agent, request } from 'node:http';

export interface LoadCounts {
  requests: number;
  failed: number;
}

export interface VisitorLoad {
  /** The counts so far (a copy). */
  counts(): LoadCounts;
  /** The first few failures, in words. */
  failures: string[];
  stop(): Promise<void>;
}

const KEPT_FAILURES = 20;

/** One GET, its body read to the end; the status, or the network error in words. */
function get(url: string, agent: Agent): Promise<number | string> {
  return new Promise((resolve) => {
    request(url, { agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error) => resolve(error.message));
    })
      .on('error', (error) => resolve(error.message))
      .end();
  });
}

/** `loops` visitors, each on its own keep-alive connection, each fetching `paths` in turn on `origin`. */
export function startVisitorLoad(origin: string, paths: string[], loops: number): VisitorLoad {
  const counts: LoadCounts = { requests: 0, failed: 0 };
  const failures: string[] = [];
  let running = true;

  async function visitor(index: number): Promise<void> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = index; running; round++) {
        const path = paths[round % paths.length]!;
        const answer = await get(`${origin}${path}`, agent);
        counts.requests++;
        if (answer === 200) continue;
        counts.failed++;
        if (failures.length < KEPT_FAILURES)
          failures.push(`${path}: ${typeof answer === 'number' ? `answered ${answer}` : answer}`);
      }
    } finally {
      agent.destroy();
    }
  }

  const visitors = Array.from({ length: loops }, (_, index) => visitor(index));
  return {
    counts: () => ({ ...counts }),
    failures,
    stop: async () => {
      running = false;
      await Promise.all(visitors);
    },
  };
}
