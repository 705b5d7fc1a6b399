// autocannon against the real server: a static page, and POST /api/contact with a valid inquiry (stored in a scratch
// database; no mail is sent). Bounded in time, loopback only.
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
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

export async function loadTests(baseUrl: string, { seconds = 10, connections = 50, page = '/' } = {}): Promise<LoadResult[]> {
  const common = { connections, duration: seconds };
  const staticPage = await run(`GET ${page} (gzip)`, { ...common, url: baseUrl + page, headers: { 'accept-encoding': 'gzip' } });
  const contact = await run('POST /api/contact', {
    ...common,
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
  return [staticPage, contact];
}
