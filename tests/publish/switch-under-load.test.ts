// The live site switched back and forth between two real releases while real HTTP load runs on the real app: no
// request fails, every page is exactly one release's page, and every asset a page names is served as that release has
// it. Half the switches tell the app at once (liveChanged, as the publisher in this process does); the other half are
// noticed by the app reading the link again (as when another process publishes).
import { Agent, request } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedFixtureRelease } from './project.ts';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Releases, type Release } from '../../publish/releases.ts';
import { fixtureManifest, PROJECT_ROOT } from '../support/fixture-site.ts';
import { removeTempDirs, startTestServer, type TestServer } from '../server/support.ts';

const LOOPS = 6;
const SWITCHES = 20;
const NEW_TITLE = 'Operational Clarity. Released Twice.';

interface Reply {
  status: number;
  body: Buffer;
}

function get(url: string, agent: Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const assetsNamedIn = (html: string) => [...new Set(html.match(/\/assets\/[\w./-]+\.(?:js|css)/g) ?? [])];

let dist: string;
let a: Release;
let b: Release;
let server: TestServer;

beforeAll(async () => {
  dist = join(mkdtempSync(join(tmpdir(), 'switch-under-load-')), 'dist');
  const releases = new Releases({ projectRoot: PROJECT_ROOT, distDir: dist });
  // Release A is the fixture's own build, as the browser tests made (or make) it. Release B is a complete copy of A
  // whose home page says something else (with its compressed copies): what is tested is the switch, not the build.
  a = releases.get(await seedFixtureRelease(releases.releasesDir))!;
  const bKey = 'b'.repeat(16);
  cpSync(a.dir, join(releases.releasesDir, bKey), { recursive: true, verbatimSymlinks: true });
  b = releases.get(bKey)!;
  const home = join(b.clientDir, 'index.html');
  const oldTitle = (fixtureManifest().routes[0]!.blocks[0] as { title: string }).title;
  const html = readFileSync(home, 'utf8').replaceAll(oldTitle, NEW_TITLE);
  writeFileSync(home, html);
  writeFileSync(`${home}.gz`, gzipSync(html));
  writeFileSync(`${home}.br`, brotliCompressSync(html));
  releases.switchTo(a.key);
  server = await startTestServer({}, { live: join(dist, 'live') });
});

afterAll(async () => {
  await server?.close();
  removeTempDirs();
  rmSync(join(dist, '..'), { recursive: true, force: true });
});

it('answers every request from one whole release while the live site is switched 20 times', async () => {
  const releases = new Releases({ projectRoot: PROJECT_ROOT, distDir: dist });
  const page = (release: Release) => readFileSync(join(release.clientDir, 'index.html'));
  const pages = new Map([
    [a.key, page(a)],
    [b.key, page(b)],
  ]);
  expect(page(b).toString()).toContain(NEW_TITLE);
  expect(page(a).toString()).not.toContain(NEW_TITLE);

  const failures: string[] = [];
  const seen = { [a.key]: 0, [b.key]: 0 };
  let requests = 0;
  let running = true;
  /** The release switched to last, and when a reply first came from it: a request sent after that never gets the other. */
  const live: { key: string; seenAt?: number } = { key: a.key };

  async function loop(index: number): Promise<void> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let round = 0; running; round++) {
        const sentAt = performance.now();
        const home = await get(`${server.url}/`, agent);
        requests++;
        const from = [...pages].find(([, bytes]) => bytes.equals(home.body))?.[0];
        if (home.status !== 200 || !from) {
          failures.push(`/ answered ${home.status} with a page of neither release`);
          continue;
        }
        seen[from]!++;
        if (from === live.key) live.seenAt ??= performance.now();
        else if (live.seenAt !== undefined && sentAt > live.seenAt)
          failures.push(`release ${from} answered after release ${live.key} had`);
        const assets = assetsNamedIn(home.body.toString());
        if (assets.length === 0) failures.push('the home page names no asset');
        const asset = assets[(index + round) % assets.length]!;
        const reply = await get(`${server.url}${asset}`, agent);
        requests++;
        const expected = readFileSync(join(from === a.key ? a.clientDir : b.clientDir, asset));
        if (reply.status !== 200 || !reply.body.equals(expected))
          failures.push(`${asset} (named by release ${from}) answered ${reply.status} with other bytes`);
      }
    } catch (error) {
      failures.push(`a request failed: ${(error as Error).message}`);
    } finally {
      agent.destroy();
    }
  }

  /** Waits until the load has been answered from `key` since the switch (the switch is seen by clients). */
  async function servedFrom(key: string): Promise<void> {
    const before = seen[key]!;
    while (seen[key]! < before + LOOPS && failures.length === 0) await new Promise((resolve) => setImmediate(resolve));
  }

  const loops = Array.from({ length: LOOPS }, (_, index) => loop(index));
  await servedFrom(a.key);
  for (let i = 0; i < SWITCHES; i++) {
    const next = i % 2 === 0 ? b.key : a.key;
    live.key = next;
    live.seenAt = undefined;
    releases.switchTo(next);
    if (i % 4 < 2) await server.app.liveChanged();
    await servedFrom(next);
  }
  running = false;
  await Promise.all(loops);

  expect(failures).toEqual([]);
  expect(seen[a.key]).toBeGreaterThan(SWITCHES * LOOPS);
  expect(seen[b.key]).toBeGreaterThan(SWITCHES * LOOPS);
  expect(requests).toBeGreaterThan(4 * SWITCHES * LOOPS);
});

it('sends downloads from the live release, not from the folder the server was started with', async () => {
  const [download] = fixtureManifest().downloads;
  const reply = await get(`${server.url}/api/download/${download!.slug}`, new Agent());
  const live = new Releases({ projectRoot: PROJECT_ROOT, distDir: dist }).live()!;
  expect(reply.status).toBe(200);
  expect(reply.body.equals(readFileSync(join(live.downloadsDir, download!.file)))).toBe(true);
  expect(reply.body.equals(readFileSync(join(server.config.downloadsDir, download!.file)))).toBe(false);
});
