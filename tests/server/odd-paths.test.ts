// The real server on odd addresses: how long a reply may be cached is decided by the file actually sent (its place in
// the build), never by how the address was written; and a page answers only GET and HEAD (405 with Allow otherwise).
// Each address is asked twice: the first reply comes through Koa, the second from the in-memory fast path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, PICTURE_CSP, SECURITY_HEADERS } from '../../model/serving.ts';
import { makeClientDir, rawRequest, removeTempDirs, startTestServer, type TestServer } from './support.ts';

const HOME = '<!doctype html><title>Home</title><h1>Home</h1>';
const ABOUT = '<!doctype html><title>About</title><h1>About the founder</h1>';
const SCRIPT = 'export const hydrate = () => 1;\n';
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

let server: TestServer;
beforeAll(async () => {
  const clientDir = makeClientDir();
  mkdirSync(join(clientDir, 'about'));
  writeFileSync(join(clientDir, 'about', 'index.html'), ABOUT);
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), SCRIPT);
  mkdirSync(join(clientDir, 'images'));
  writeFileSync(join(clientDir, 'images', 'logo.svg'), DRAWING);
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

/** The same request twice: through Koa, then (the file now in memory) through the fast path. */
async function twice(path: string, method = 'GET') {
  const first = await rawRequest(server.url, { method, path });
  const second = await rawRequest(server.url, { method, path });
  return [first, second];
}

describe('caching is decided by the file served, not by how its address is written', () => {
  const pages: [string, string][] = [
    ['/assets/%2e%2e/index.html', HOME],
    ['/assets/%2E%2E/index.html', HOME],
    ['/assets/..%2findex.html', HOME],
    ['/assets/%2e%2e/about/', ABOUT],
    ['/assets/%2e%2e/about', ABOUT],
    ['/images/%2e%2e/index.html', HOME],
  ];
  it.each(pages)('%s is a page: revalidated, with the site CSP', async (path, body) => {
    for (const res of await twice(path)) {
      expect(res.status).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
      expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    }
  });

  it('a hashed asset is kept a year however its address is written', async () => {
    for (const path of ['/assets/entry-abc123.js', '/%61ssets/entry-abc123.js', '/about/%2e%2e/assets/entry-abc123.js'])
      for (const res of await twice(path)) {
        expect([path, res.status, res.body]).toEqual([path, 200, SCRIPT]);
        expect(res.headers['cache-control']).toBe(CACHE_CONTROL.immutable);
      }
  });

  it('a picture keeps its own CSP however its address is written', async () => {
    for (const path of ['/images/logo.svg', '/%69mages/logo.svg', '/assets/%2e%2e/images/logo.svg'])
      for (const res of await twice(path)) {
        expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, CACHE_CONTROL.revalidate]);
        expect(res.headers['content-security-policy']).toBe(PICTURE_CSP);
      }
  });
});

describe('a page answers GET and HEAD only', () => {
  const requests: [string, string][] = [
    ['POST', '/about'],
    ['PUT', '/'],
    ['DELETE', '/assets/x.js'],
    ['DELETE', '/assets/entry-abc123.js'],
    ['PATCH', '/no-such-page'],
    ['OPTIONS', '/about/'],
  ];
  it.each(requests)('%s %s is 405 with Allow: GET, HEAD', async (method, path) => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' };
    const res = await rawRequest(server.url, { method, path, headers: form, body: 'x=1' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL.noStore);
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect(res.body).toMatch(/GET/);
  });

  it('HEAD of a page is still answered, without a body', async () => {
    const res = await rawRequest(server.url, { method: 'HEAD', path: '/about' });
    expect([res.status, res.body]).toEqual([200, '']);
  });

  it('the API keeps its own methods', async () => {
    const get = await rawRequest(server.url, { path: '/api/contact' });
    expect([get.status, get.headers.allow]).toEqual([405, 'POST']);
    const unknown = await rawRequest(server.url, { method: 'DELETE', path: '/api/nothing' });
    expect([unknown.status, JSON.parse(unknown.body)]).toEqual([404, { error: 'Not found.' }]);
  });
});
