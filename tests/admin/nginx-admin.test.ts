// The editor online behind real nginx with the configuration `npm run deploy -- nginx --admin` prints: the editor's
// pages, its sign-in and its refusals answer through the proxy, with the client's address passed on (TRUST_PROXY).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inject } from 'vitest';
import { nginxConf } from '../../deploy/nginx.ts';
import { freeLoopbackPort } from '../../scripts/bench/ports.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';
import { startAdmin, type AdminFixture } from './harness.ts';

let admin: AdminFixture;
let nginx: ChildProcess;
let front: string;
const temp = mkdtempSync(join(tmpdir(), 'site-nginx-admin-'));

/** Waits until `url` answers 200 (nginx has started), for up to 20 s. */
async function answering(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (
    (await fetchFresh(url).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const port = await freeLoopbackPort();
  admin = await startAdmin({}, { trustProxy: true, frontPort: port });
  const conf = join(temp, 'nginx.conf');
  const asRoot = process.getuid?.() === 0 ? { user: { name: 'root', group: 'root' } } : {};
  writeFileSync(
    conf,
    nginxConf({
      listen: `127.0.0.1:${port}`,
      api: admin.serverUrl,
      clientDir: inject('clientDir'),
      prefix: temp,
      admin: true,
      ...asRoot,
    }),
  );
  nginx = spawn('nginx', ['-p', temp, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  front = `http://localhost:${port}`;
  await answering(`${front}/admin`);
});
afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await admin?.close();
  rmSync(temp, { recursive: true, force: true });
});

test('the editor’s page and code come through nginx, with the editor’s own headers', async () => {
  const page = await fetchFresh(`${front}/admin/sign-in`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-eval'/);
  expect(await page.text()).toContain('data-editor-base="/admin"');
  expect((await fetchFresh(`${front}/admin/app.js`)).status).toBe(200);
});

test('a sign-in through nginx is logged with the client’s address; another Origin is refused', async () => {
  const post = (origin: string) =>
    fetchFresh(`${front}/admin/api/sign-in/recovery`, {
      method: 'POST',
      headers: {
        origin,
        'x-csrf-token': 'sign-in',
        'content-type': 'application/json',
        'x-forwarded-for': '192.0.2.1',
      },
      body: JSON.stringify({ email: 'nobody@firm.example', code: 'AAAA-AAAA-AAAA' }),
    });
  expect((await post('https://evil.example')).status).toBe(403);
  expect((await post(front)).status).toBe(401);
  // nginx appends the address it saw (127.0.0.1); the server trusts only that last hop, never the forged 192.0.2.1.
  expect((await admin.app.store.audit.list({ limit: 1 }))[0]).toMatchObject({
    action: 'sign-in-failed',
    address: '127.0.0.1',
  });
});
