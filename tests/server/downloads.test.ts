// GET /api/download/:slug: every download of the fixture site's manifest, and no way out of the downloads folder.
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_TYPES } from '../../server/api/download.ts';
import { rawRequest, removeTempDirs, ROOT, startTestServer, tempDir, type TestServer } from './support.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

const manifest = fixtureManifest();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  removeTempDirs();
});

describe('GET /api/download/:slug', () => {
  it('serves every download of the manifest as an attachment with its type and length', async () => {
    expect(manifest.downloads.length).toBeGreaterThan(0);
    for (const download of manifest.downloads) {
      const expected = readFileSync(join(server.config.downloadsDir, download.file));
      const res = await fetch(`${server.url}/api/download/${download.slug}`);
      expect(res.status, download.slug).toBe(200);
      expect(res.headers.get('content-type'), download.slug).toBe(DOWNLOAD_TYPES[download.type]);
      expect(res.headers.get('content-length'), download.slug).toBe(String(expected.length));
      expect(res.headers.get('content-disposition'), download.slug).toBe(`attachment; filename="${download.file}"`);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(expected), download.slug).toBe(true);
    }
    expect(DOWNLOAD_TYPES).toEqual({
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      zip: 'application/zip',
    });
  });

  it('answers HEAD with the headers and no body', async () => {
    const download = manifest.downloads[0]!;
    const res = await rawRequest(server.url, { method: 'HEAD', path: `/api/download/${download.slug}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(statSync(join(server.config.downloadsDir, download.file)).size));
    expect(res.body).toBe('');
  });

  it('answers 404 JSON for unknown slugs and for every attempt to leave the downloads folder', async () => {
    const secret = readFileSync(join(ROOT, 'package.json'), 'utf8');
    const first = manifest.downloads[0]!;
    const attempts = [
      '/api/download/no-such-download',
      `/api/download/${first.file}`, // a file name is not a slug
      `/api/download/${first.slug.toUpperCase()}`,
      '/api/download/..%2F..%2Fpackage.json',
      '/api/download/..%2Fpackage.json',
      '/api/download/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/download/%2E%2E',
      '/api/download/..',
      '/api/download/../../package.json',
      '/api/download/....//....//package.json',
      '/api/download/....%2F%2F....%2F%2Fpackage.json',
      '/api/download/..%5C..%5Cpackage.json',
      '/api/download/%252e%252e%252fpackage.json',
      '/api/download/%2Fetc%2Fpasswd',
      '/api/download//etc/passwd',
      `/api/download/${encodeURIComponent(join(ROOT, 'package.json'))}`,
      '/api/download/C:%5CWindows%5Cwin.ini',
      `/api/download/${first.slug}%00`,
      `/api/download/${first.slug}%00.pdf`,
      '/api/download/%00',
      '/api/download/%00..%2Fpackage.json',
      `/api/download/${first.slug}/../../../package.json`,
      `/api/download/${first.slug}%2F..%2F..%2Fpackage.json`,
      '/api/download/%E0%A4%A',
      '/api/download/%',
      '/api/download/',
      '/api/download',
      '/api/download/__proto__',
      '/api/download/constructor',
    ];
    for (const path of attempts) {
      const res = await rawRequest(server.url, { path });
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.body, path).not.toContain(secret.slice(0, 40));
      expect(res.body).not.toContain('"ops-site"');
    }
  });

  it('answers 404 when the manifest names a file that is not there, or that escapes through a link or is a folder', async () => {
    const dir = join(tempDir('downloads-broken'), 'downloads');
    mkdirSync(dir);
    const [missing, linked, folder, fine] = manifest.downloads;
    symlinkSync(join(ROOT, 'package.json'), join(dir, linked!.file));
    mkdirSync(join(dir, folder!.file));
    writeFileSync(join(dir, fine!.file), 'here');
    const other = await startTestServer({ downloadsDir: dir });
    try {
      for (const download of [missing!, linked!, folder!]) {
        const res = await fetch(`${other.url}/api/download/${download.slug}`);
        expect(res.status, download.slug).toBe(404);
        expect(await res.json()).toEqual({ error: 'No such download.' });
      }
      expect((await fetch(`${other.url}/api/download/${fine!.slug}`)).status).toBe(200);
      // A downloads folder that does not exist at all is also just "not found".
      rmSync(dir, { recursive: true });
      expect((await fetch(`${other.url}/api/download/${fine!.slug}`)).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
