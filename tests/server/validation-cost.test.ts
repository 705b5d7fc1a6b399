// The cost of refusing an inquiry is bounded: on the real server, the worst 16 KB bodies are refused in at most 10× the
// time of a normal inquiry that is refused (so neither side stores anything). A ratio measured in the same run, with
// batches interleaved so machine load affects both sides alike; the old quadratic e-mail pattern made it hundreds.
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../server/api/json-body.ts';
import { postJson, removeTempDirs, startTestServer, type TestServer } from './support.ts';

/** A normal inquiry, refused for a one-letter name. */
const PLAIN = { name: 'A', email: 'ada@example.com', company: 'Analytical Engines', service: 'ops-audit', message: 'Please reset our operations.' };

/** Fills a field so the whole JSON body is just under the 16 KB limit. */
function fill(field: keyof typeof PLAIN, make: (length: number) => string): Record<string, string> {
  const room = BODY_LIMIT_BYTES - JSON.stringify({ ...PLAIN, [field]: '' }).length - 16;
  return { ...PLAIN, [field]: make(room) };
}

const WORST: Record<string, Record<string, unknown>> = {
  'e-mail of dots': fill('email', (n) => '.'.repeat(n)),
  'e-mail a@…dots…@ (backtracking bait)': fill('email', (n) => `a@${'.'.repeat(n - 3)}@`),
  'e-mail a@…dots…@ at the length limit': { ...PLAIN, email: `a@${'.'.repeat(251)}@` },
  'e-mail a@b…dots… with a space': fill('email', (n) => `a@b${'.'.repeat(n - 5)} x`),
  'name with a line break at the end': fill('name', (n) => `${'a'.repeat(n - 1)}\n`),
  'company of spaces around a letter': fill('company', (n) => `${' '.repeat(n - 1)}x`),
  'company of tabs between two letters': fill('company', (n) => `x${'\t'.repeat(Math.floor(n / 2) - 2)}x`),
  'service far too long': fill('service', (n) => 'o'.repeat(n)),
  'message far too long': fill('message', (n) => 'word '.repeat(n / 5)),
  'every field at its limit, one letter too long': { name: 'n'.repeat(201), email: `${'a'.repeat(242)}@example.com`, company: 'c'.repeat(200), service: 'ops-audit', message: 'm'.repeat(5000) },
  'every field wrong': { name: 'x', email: `a@${'.'.repeat(250)}@`, company: 'x\ny'.repeat(60), service: 'nope', message: 'short' },
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Milliseconds per request for `calls` posts of `body`, each answered 400 (so no inquiry is stored on either side). */
async function timePerRequest(url: string, body: Record<string, unknown>, calls = 10): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < calls; i++) {
    const res = await postJson(url, body);
    await res.arrayBuffer();
    if (res.status !== 400) throw new Error(`expected 400, got ${res.status}`);
  }
  return (performance.now() - started) / calls;
}

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});
let server: TestServer | undefined;

describe('validation cost', () => {
  it('refuses the worst 16 KB bodies in at most 10× the time of a normal inquiry it refuses', async () => {
    server = await startTestServer({ rateLimits: { contact: 0, newsletter: 0 } });
    const url = `${server.url}/api/contact`;
    for (const body of Object.values(WORST)) expect(JSON.stringify(body).length).toBeLessThanOrEqual(BODY_LIMIT_BYTES);

    for (const body of [PLAIN, ...Object.values(WORST)]) await timePerRequest(url, body, 3); // warm up
    const plain: number[] = [];
    const worst = new Map<string, number[]>(Object.keys(WORST).map((name) => [name, []]));
    for (let round = 0; round < 7; round++) {
      plain.push(await timePerRequest(url, PLAIN));
      for (const [name, body] of Object.entries(WORST)) worst.get(name)!.push(await timePerRequest(url, body));
    }
    const ratios = Object.fromEntries([...worst].map(([name, times]) => [name, Math.round((median(times) / median(plain)) * 10) / 10]));
    console.log(`time to refuse, worst body / normal inquiry (normal: ${median(plain).toFixed(2)} ms):`, ratios);
    for (const [name, ratio] of Object.entries(ratios)) expect(ratio, name).toBeLessThanOrEqual(10);
    expect(server.app.store.inquiries()).toEqual([]);
  });
});
