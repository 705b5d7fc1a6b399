// autocannon against the real server, bounded in time, loopback only:
// - GET / (gzip) on the site's server and on nginx serving the same client folder, in the same run, as a ratio;
// - POST /api/contact with a valid inquiry (stored in a scratch database; no mail is sent).
import autocannon from 'autocannon';
import { startBenchServer } from './server.ts';
import { ensureNginx, startNginx } from './nginx.ts';
import { cpuMs } from './cpu-time.ts';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU time the server used per request (µs), when it could be read. */
  cpuUsPerRequest?: number;
}

async function run(name: string, options: Parameters<typeof autocannon>[0]): Promise<LoadResult> {
  const result = await autocannon(options);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Several runs as one: requests per second over all of them, the worst p99, the sums. */
function combine(name: string, runs: LoadResult[]): LoadResult {
  return {
    name,
    requestsPerSecond: Math.round(runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length),
    p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    total: runs.reduce((sum, r) => sum + r.total, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** A run, with the CPU time the server process (`pid`) spent on it. */
async function measured(
  pid: number | undefined,
  name: string,
  options: Parameters<typeof autocannon>[0],
): Promise<LoadResult & { cpuMs?: number }> {
  const before = cpuMs(pid);
  const result = await run(name, options);
  const after = cpuMs(pid);
  return { ...result, ...(before !== undefined && after !== undefined ? { cpuMs: after - before } : {}) };
}

function cpuPerRequest(runs: (LoadResult & { cpuMs?: number })[]): number | undefined {
  if (runs.some((r) => r.cpuMs === undefined)) return undefined;
  return Math.round((runs.reduce((sum, r) => sum + r.cpuMs!, 0) * 1000) / runs.reduce((sum, r) => sum + r.total, 0));
}

export interface StaticComparison {
  site: LoadResult;
  nginx?: LoadResult;
  /** The site's req/s over nginx's (target ≥ 0.8). */
  ratio?: number;
  /** nginx's CPU time per request over the site's: the same comparison, hardly moved by other load on the machine. */
  cpuRatio?: number;
  /** nginx's version, or why there was no reference. */
  reference: string;
}

/**
 * GET `page` with gzip on the site's server (LOG_LEVEL=warn: no request log) and on nginx, `seconds` each, in
 * alternating halves (site, nginx, nginx, site) after a short warm-up of both, so drifting machine load hits both alike.
 */
export async function staticComparison(
  clientDir: string,
  { seconds = 10, connections = 50, page = '/' } = {},
): Promise<StaticComparison> {
  const nginxAvailable = ensureNginx();
  const site = await startBenchServer(clientDir, { LOG_LEVEL: 'warn' });
  const nginx = 'version' in nginxAvailable ? await startNginx(clientDir, nginxAvailable.version) : undefined;
  try {
    const options = (url: string, duration: number) => ({
      url: url + page,
      connections,
      duration,
      headers: { 'accept-encoding': 'gzip' },
    });
    const halves = Math.max(1, Math.round(seconds / 2));
    const servers = nginx ? [site, nginx, nginx, site] : [site, site];
    for (const server of new Set(servers)) await run('warm-up', options(server.url, 2));
    const results = new Map<string, (LoadResult & { cpuMs?: number })[]>();
    for (const { url, pid } of servers)
      results.set(url, [...(results.get(url) ?? []), await measured(pid, url, options(url, halves))]);
    const result = (name: string, url: string) => ({
      ...combine(name, results.get(url)!),
      cpuUsPerRequest: cpuPerRequest(results.get(url)!),
    });
    const siteResult = result(`GET ${page} (gzip), site server`, site.url);
    if (!nginx)
      return { site: siteResult, reference: 'missing' in nginxAvailable ? nginxAvailable.missing : 'no nginx' };
    const nginxResult = result(`GET ${page} (gzip), nginx ${nginx.version}`, nginx.url);
    const cpuRatio =
      siteResult.cpuUsPerRequest && nginxResult.cpuUsPerRequest
        ? nginxResult.cpuUsPerRequest / siteResult.cpuUsPerRequest
        : undefined;
    return {
      site: siteResult,
      nginx: nginxResult,
      ratio: siteResult.requestsPerSecond / nginxResult.requestsPerSecond,
      cpuRatio,
      reference: `nginx ${nginx.version}`,
    };
  } finally {
    await site.stop();
    await nginx?.stop();
  }
}

export async function contactLoad(baseUrl: string, { seconds = 10, connections = 50 } = {}): Promise<LoadResult> {
  return run('POST /api/contact', {
    connections,
    duration: seconds,
    url: `${baseUrl}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@example.com',
      company: 'Bench Ltd',
      service: 'ops-audit',
      message: 'A load-test inquiry: please ignore this message.',
    }),
  });
}
