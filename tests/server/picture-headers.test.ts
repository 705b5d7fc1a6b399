// Pictures are served as they were put in public/images, with a CSP of their own: an SVG opened by itself may draw,
// never run a script or load a file. Pages keep the site's CSP. The same on the first request (Koa) and the next ones
// (the fast path), and however the picture's path is written.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_CSP, SECURITY_HEADERS, headerRules } from '../../model/serving.ts';
import { makeClientDir, rawRequest, removeTempDirs, startTestServer, type TestServer } from './support.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0b2545"/></svg>';

let server: TestServer;
beforeAll(async () => {
  const clientDir = makeClientDir();
  mkdirSync(join(clientDir, 'images', 'logos'), { recursive: true });
  writeFileSync(join(clientDir, 'images', 'logos', 'keelson.svg'), LOGO);
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

describe('an SVG picture', () => {
  it('is sent as image/svg+xml with the picture CSP, on the first request and the next', async () => {
    for (const attempt of ['first', 'second']) {
      const res = await rawRequest(server.url, { path: '/images/logos/keelson.svg' });
      expect(res.status, attempt).toBe(200);
      expect(res.headers['content-type'], attempt).toBe('image/svg+xml');
      expect(res.headers['content-security-policy'], attempt).toBe(PICTURE_CSP);
      expect(res.body).toBe(LOGO);
    }
  });

  it('keeps the picture CSP when its path is written another way', async () => {
    const res = await rawRequest(server.url, { path: '/%69mages/logos/keelson.svg' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(PICTURE_CSP);
  });

  it('has the same rule in the host files (Netlify, Cloudflare Pages, Vercel)', () => {
    expect(headerRules()).toContainEqual({ path: '/images/*', headers: { 'Content-Security-Policy': PICTURE_CSP } });
  });

  it("leaves pages with the site's CSP", async () => {
    const res = await rawRequest(server.url, { path: '/' });
    expect(res.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
  });
});
