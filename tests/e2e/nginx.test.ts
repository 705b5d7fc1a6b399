// The site behind nginx, configured by `npm run deploy -- nginx`, in front of the real Koa API: every page and alias,
// the real 404, precompressed pages, a download and the contact form sending a real mail, with the same headers the
// Koa server sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteManifest } from '../../schema/site.types.ts';
import { createSite } from '../../model/site.ts';
import { CACHE_CONTROL, SECURITY_HEADERS } from '../../model/serving.ts';
import { parseMail, mailPart, waitFor } from '../server/support.ts';
import { closeContexts, sharedBrowser } from './browser.ts';
import { CLIENT_DIR, hasNginx, ROOT, startNginxStack, type NginxStack } from './nginx-stack.ts';

const manifest = JSON.parse(readFileSync(join(ROOT, 'site.manifest.json'), 'utf8')) as SiteManifest;
const site = createSite(manifest);
const canonicalLink = (path: string) => `<link rel="canonical" href="${manifest.site.baseUrl}${path}">`;

let stack: NginxStack;
beforeAll(async () => {
  if (!hasNginx()) throw new Error('nginx is not installed: run `bash scripts/ensure-nginx.sh` (npm test does).');
  stack = await startNginxStack();
});
afterAll(async () => {
  await stack?.close();
});

function securityHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]));
}

describe('npm run deploy -- nginx --server-block', () => {
  it('prints a server block nginx accepts inside an existing http block, with every header in every page location', () => {
    const temp = mkdtempSync(join(tmpdir(), 'site-nginx-block-'));
    try {
      const block = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', 'nginx', '--server-block', '--listen', '127.0.0.1:8080'], { cwd: ROOT, encoding: 'utf8' });
      expect(block.status).toBe(0);
      expect(block.stdout).toMatch(/^server \{/);
      expect(block.stdout).not.toMatch(/\bhttp \{|\bevents \{/);
      // nginx drops inherited add_header lines in a location with its own: each static location repeats them all.
      const locations = block.stdout.split(/\n  location /).slice(1).filter((l) => !l.startsWith('/api/'));
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) for (const name of Object.keys(SECURITY_HEADERS)) expect(location).toContain(`add_header ${name} `);
      writeFileSync(join(temp, 'site.conf'), block.stdout);
      const conf = join(temp, 'nginx.conf');
      writeFileSync(conf, `pid ${temp}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${temp}/site.conf;\n}\n`);
      const tested = spawnSync('nginx', ['-t', '-p', temp, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
      expect(tested.stderr).toContain('syntax is ok');
      expect(tested.status).toBe(0);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe('nginx in front of the Koa API', () => {
  it.each([...site.pages.values()].map((p) => [p.path, p.canonicalPath]))('%s answers 200 with the page of %s', async (path, canonical) => {
    const response = await fetch(stack.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.revalidate);
    expect(await response.text()).toContain(canonicalLink(canonical));
  });

  it('answers an unknown address with status 404 and the 404 page, never cached', async () => {
    const response = await fetch(`${stack.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.noStore);
    expect(await response.text()).toBe(readFileSync(join(CLIENT_DIR, '404.html'), 'utf8'));
    // A hidden file of the build is not part of the site.
    expect((await fetch(`${stack.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('sends the security headers and cache policy the Koa server sends, on a page, an asset and the 404', async () => {
    const home = await fetch(`${stack.url}/`);
    const asset = /(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset).toBeDefined();
    for (const path of ['/', '/about', asset!, '/no-such-page']) {
      const [viaNginx, viaKoa] = await Promise.all([fetch(stack.url + path), fetch(stack.koaUrl + path)]);
      expect(viaNginx.status, path).toBe(viaKoa.status);
      expect(securityHeadersOf(viaNginx), path).toEqual(SECURITY_HEADERS);
      expect(securityHeadersOf(viaNginx), path).toEqual(securityHeadersOf(viaKoa));
      expect(viaNginx.headers.get('cache-control'), path).toBe(viaKoa.headers.get('cache-control'));
      expect(viaNginx.headers.get('x-powered-by')).toBeNull();
    }
  });

  it("sends the build's gzip copy of a page to a client that accepts gzip", async () => {
    const response = await fetch(`${stack.url}/services`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toContain(canonicalLink('/services'));
  });

  it('passes a download through from the API', async () => {
    const download = manifest.downloads[0]!;
    const [viaNginx, viaKoa] = await Promise.all([fetch(`${stack.url}/api/download/${download.slug}`), fetch(`${stack.koaUrl}/api/download/${download.slug}`)]);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await viaNginx.arrayBuffer()).equals(Buffer.from(await viaKoa.arrayBuffer()))).toBe(true);
  });

  it('sends a real mail when a visitor submits the contact form in the browser', async () => {
    const browser = await sharedBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${stack.url}/book`);
      const form = page.getByRole('form', { name: 'Get Started' });
      await page.getByRole('button', { name: /Book an Ops Audit Call/ }).click();
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByLabel('Message').fill('Sent through nginx: our operations need a reset.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForURL(`${stack.url}/thank-you/ops-audit`);
      const raw = await waitFor(() => stack.smtp.messages[0], 'the inquiry mail');
      expect(mailPart(parseMail(raw), 'text/plain')).toContain('Sent through nginx: our operations need a reset.');
    } finally {
      await closeContexts(browser);
    }
  });
});
