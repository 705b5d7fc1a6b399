// API_ONLY=1 (`npm run serve:api`): the /api routes with their headers, and no pages.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv } from '../../server/config.ts';
import { SECURITY_HEADERS } from '../../model/serving.ts';
import { makeClientDir, postJson, removeTempDirs, startTestServer, type TestServer } from './support.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});
afterAll(removeTempDirs);

describe('the API alone', () => {
  it('is what API_ONLY=1 asks for', () => {
    expect(configFromEnv({ API_ONLY: '1', CLIENT_DIR: makeClientDir() }).apiOnly).toBe(true);
    expect(configFromEnv({ CLIENT_DIR: makeClientDir() }).apiOnly).toBe(false);
  });

  it('answers /api with the security headers and has no pages, even without a built 404 page', async () => {
    const clientDir = makeClientDir();
    rmSync(join(clientDir, '404.html'));
    const server = await startTestServer({ apiOnly: true, clientDir });
    servers.push(server);

    const subscribed = await postJson(`${server.url}/api/newsletter`, { email: 'reader@example.com' });
    expect(subscribed.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(subscribed.headers.get(name)).toBe(value);

    for (const path of ['/', '/index.html', '/about']) {
      const page = await fetch(server.url + path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^application\/json/);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.json()).toEqual({ error: expect.any(String) });
    }
  });
});
