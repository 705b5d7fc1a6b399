// The pre-rendered site served like a file server, over real sockets: the build's brotli and gzip copies chosen by
// Accept-Encoding (with Vary), a strong ETag per representation, Last-Modified, and 304 for both conditional headers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../build/precompress.ts';
import {
  makeClientDir,
  NOT_FOUND_HTML,
  rawRequest,
  removeTempDirs,
  startTestServer,
  type RawResponse,
  type TestServer,
} from './support.ts';

const PAGE = `<!doctype html><title>Services</title>${'<p>Operations, audits and sprints, priced in the manifest.</p>\n'.repeat(300)}`;
const SCRIPT = `export const hello = () => ${JSON.stringify('hydrate '.repeat(400))};\n`;

let server: TestServer;
beforeAll(async () => {
  const clientDir = makeClientDir();
  mkdirSync(join(clientDir, 'services'));
  writeFileSync(join(clientDir, 'services', 'index.html'), PAGE);
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'entry-abc123.js'), SCRIPT);
  await precompress(clientDir);
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return rawRequest(server.url, { method, path, headers });
}

function decoded(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  const bytes =
    encoding === 'br' ? brotliDecompressSync(res.bytes) : encoding === 'gzip' ? gunzipSync(res.bytes) : res.bytes;
  return bytes.toString('utf8');
}

const CHOICES: [string | undefined, string | undefined][] = [
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['gzip, deflate, br', 'br'],
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0, gzip;q=0.1', 'gzip'],
  ['*', 'br'],
  ['gzip;q=0, *;q=0.5', 'br'],
  ['deflate', undefined],
  ['br;q=0, gzip;q=0', undefined],
  ['identity', undefined],
  [undefined, undefined],
];

describe('static files', () => {
  it('sends the precompressed copy the client accepts, with Vary and a strong ETag per encoding', async () => {
    const etags = new Map<string | undefined, string>();
    for (const [accept, expected] of CHOICES) {
      const res = await get('/services', accept === undefined ? {} : { 'accept-encoding': accept });
      expect(res.status, String(accept)).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBe(expected);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
      expect(decoded(res)).toBe(PAGE);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
      if (etags.has(expected)) expect(etags.get(expected)).toBe(etag);
      etags.set(expected, etag);
    }
    expect(new Set(etags.values()).size).toBe(3); // br, gzip and identity each have their own
    const script = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(decoded(script)).toBe(SCRIPT);
  });

  it('answers 304 to If-None-Match and to If-Modified-Since, for each encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await get('/services/', { 'accept-encoding': accept });
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(Date.parse(lastModified)).not.toBeNaN();

      const conditionals: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-none-match': `"other", W/${etag}` },
        { 'if-modified-since': lastModified },
      ];
      for (const conditional of conditionals) {
        const res = await get('/services/', { 'accept-encoding': accept, ...conditional });
        expect(res.status, `${accept} ${JSON.stringify(conditional)}`).toBe(304);
        expect(res.bytes.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['last-modified']).toBe(lastModified);
        expect(res.headers.vary).toBe('Accept-Encoding');
      }
      // The other encoding's tag is not this representation's.
      const otherTag = await get('/services/', { 'accept-encoding': accept === 'br' ? 'gzip' : 'br' });
      expect(
        (await get('/services/', { 'accept-encoding': accept, 'if-none-match': String(otherTag.headers.etag) })).status,
      ).toBe(200);
      // Changed since an earlier time: the full page.
      const earlier = new Date(Date.parse(lastModified) - 3_600_000).toUTCString();
      const changed = await get('/services/', { 'accept-encoding': accept, 'if-modified-since': earlier });
      expect(changed.status).toBe(200);
      expect(decoded(changed)).toBe(PAGE);
      // If-None-Match decides when both are sent.
      expect(
        (
          await get('/services/', {
            'accept-encoding': accept,
            'if-none-match': '"stale"',
            'if-modified-since': lastModified,
          })
        ).status,
      ).toBe(200);
      expect((await get('/services/', { 'accept-encoding': accept, 'if-modified-since': 'not a date' })).status).toBe(
        200,
      );
    }
  });

  it('answers HEAD without a body, and the 404 page for paths outside the site or hidden', async () => {
    const head = await get('/services', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.headers['content-encoding']).toBe('br');
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/services/..%2f..%2f..%2fetc%2fpasswd',
      '/.hidden',
      '/nope%00.html',
      '/%E0%A4%A',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe(NOT_FOUND_HTML);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
