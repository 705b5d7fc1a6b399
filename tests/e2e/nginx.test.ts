// The fixture site behind nginx, configured by `npm run deploy -- nginx`, in front of the real Koa API: every page and
// alias, the real 404, precompressed pages, a download and the contact form sending a real mail, with the same headers
// the Koa server sends. Every request to nginx or Koa goes on a connection of its own (fetchFresh, tests/support/fetch-fresh.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { Agent, get } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CACHE_CONTROL, PICTURE_CSP, PICTURES_PREFIX, SECURITY_HEADERS } from '../../model/serving.ts';
import type { ContactFormProps } from '../../blocks/contact-form/index.tsx';
import type { FocusCardsProps } from '../../blocks/focus-cards/index.tsx';
import { parseMail, mailPart, waitFor } from '../server/support.ts';
import { closeContexts, sharedBrowser } from './browser.ts';
import { blockOn, manifest, pathWith, site } from './fixture-pages.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';
import { hasNginx, ROOT, startNginxStack, type NginxStack } from './nginx-stack.ts';

const clientDir = inject('clientDir');
const canonicalLink = (path: string) => `<link rel="canonical" href="${manifest.site.baseUrl}${path}">`;
const run = promisify(execFile);
const deploy = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', 'nginx', ...args], { cwd: ROOT, encoding: 'utf8' });

let stack: NginxStack;
beforeAll(async () => {
  if (!hasNginx()) throw new Error('nginx is not installed: run `bash scripts/ensure-nginx.sh` (npm test does).');
  stack = await startNginxStack({ clientDir, documentsDir: inject('documentsDir') });
});
afterAll(async () => {
  await stack?.close();
});

function securityHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)]));
}

/** The Keep-Alive header of the reply to a request that asks to keep its connection (on an agent of its own, closed after). */
async function keepAliveHint(url: string): Promise<string | undefined> {
  const agent = new Agent({ keepAlive: true });
  try {
    return await new Promise((resolve, reject) => {
      get(url, { agent }, (res) => res.resume().on('end', () => resolve(res.headers['keep-alive']?.toString()))).on(
        'error',
        reject,
      );
    });
  } finally {
    agent.destroy();
  }
}

describe('npm run deploy -- nginx', () => {
  it('prints a server block nginx accepts inside an existing http block, with every header in every page location', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'site-nginx-block-'));
    try {
      const block = await deploy('--server-block', '--listen', '127.0.0.1:8080', '--client-dir', clientDir);
      expect(block.stdout).toMatch(/^server \{/);
      expect(block.stdout).not.toMatch(/\bhttp \{|\bevents \{/);
      // nginx drops inherited add_header lines in a location with its own: each static location repeats them all.
      const locations = block.stdout
        .split(/\n {2}location /)
        .slice(1)
        .filter((l) => !l.startsWith('/api/'));
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations)
        for (const name of Object.keys(SECURITY_HEADERS)) expect(location).toContain(`add_header ${name} `);
      writeFileSync(join(temp, 'site.conf'), block.stdout);
      const conf = join(temp, 'nginx.conf');
      writeFileSync(
        conf,
        `pid ${temp}/nginx.pid;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${temp}/site.conf;\n}\n`,
      );
      const tested = await run('nginx', ['-t', '-p', temp, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
      expect(tested.stderr).toContain('syntax is ok');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });

  it("says in one line when nginx's workers could not read the build, and nothing once they can", async () => {
    // A build in a private folder (mode 0700, as mktemp -d makes): nobody, nginx's default worker user, cannot enter it.
    const temp = mkdtempSync(join(tmpdir(), 'site-nginx-private-'));
    try {
      const client = join(temp, 'client');
      mkdirSync(client);
      writeFileSync(join(client, 'index.html'), '<!doctype html><title>Home</title>');
      chmodSync(join(client, 'index.html'), 0o644);
      chmodSync(client, 0o755);
      chmodSync(temp, 0o700);
      const refused = await deploy('--client-dir', client);
      expect(refused.stdout).toMatch(/^# nginx\.conf/);
      const said = `nginx cannot read the site: its workers run as nobody, who cannot enter ${temp} (mode 0700)`;
      expect(refused.stderr.trim().split('\n')).toEqual([expect.stringContaining(said)]);
      expect(refused.stderr).toContain(`chmod o+x ${temp}`);
      expect(refused.stderr).toMatch(/--user \S+/);

      chmodSync(temp, 0o711);
      expect((await deploy('--client-dir', client)).stderr).toBe('');
      chmodSync(temp, 0o700);
      const asOwner = await deploy('--client-dir', client, '--user', 'root');
      expect(asOwner.stdout).toMatch(/^user root;$/m);
      expect(asOwner.stderr).toBe('');
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
  });
});

describe('nginx in front of the Koa API', () => {
  it.each([...site.pages.values()].map((p) => [p.path, p.canonicalPath]))(
    '%s answers 200 with the page of %s',
    async (path, canonical) => {
      const response = await fetchFresh(stack.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.revalidate);
      expect(await response.text()).toContain(canonicalLink(canonical));
    },
  );

  it('answers an unknown address with status 404 and the 404 page, never cached', async () => {
    const response = await fetchFresh(`${stack.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL.noStore);
    expect(await response.text()).toBe(readFileSync(join(clientDir, '404.html'), 'utf8'));
    // A hidden file of the build is not part of the site.
    expect((await fetchFresh(`${stack.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('sends the security headers and cache policy the Koa server sends, on a page, an asset and the 404', async () => {
    const home = await fetchFresh(`${stack.url}/`);
    const asset = /(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(asset).toBeDefined();
    for (const path of ['/', '/about', asset!, '/no-such-page']) {
      const [viaNginx, viaKoa] = await Promise.all([fetchFresh(stack.url + path), fetchFresh(stack.koaUrl + path)]);
      expect(viaNginx.status, path).toBe(viaKoa.status);
      expect(securityHeadersOf(viaNginx), path).toEqual(SECURITY_HEADERS);
      expect(securityHeadersOf(viaNginx), path).toEqual(securityHeadersOf(viaKoa));
      expect(viaNginx.headers.get('cache-control'), path).toBe(viaKoa.headers.get('cache-control'));
      expect(viaNginx.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends a picture under /images/ with its own Content-Security-Policy, so an SVG opened by itself runs nothing', async () => {
    // The fixture names no picture: one is put in the build for this test and removed after it.
    const folder = join(clientDir, PICTURES_PREFIX);
    const file = join(folder, `nginx-test-${process.pid}.svg`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
    try {
      const response = await fetchFresh(`${stack.url}${PICTURES_PREFIX}nginx-test-${process.pid}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
      expect(response.headers.get('content-security-policy')).toBe(PICTURE_CSP);
      expect(response.headers.get('x-content-type-options')).toBe(SECURITY_HEADERS['X-Content-Type-Options']);
    } finally {
      rmSync(file);
    }
  });

  it('tells a client how long it keeps an idle connection open, as the Koa server does', async () => {
    const [viaNginx, viaKoa] = await Promise.all([keepAliveHint(`${stack.url}/`), keepAliveHint(`${stack.koaUrl}/`)]);
    expect(viaNginx).toBe('timeout=5');
    expect(viaNginx).toBe(viaKoa);
  });

  it("sends the build's gzip copy of a page to a client that accepts gzip", async () => {
    const response = await fetchFresh(`${stack.url}/services`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toContain(canonicalLink('/services'));
  });

  it('passes a download through from the API', async () => {
    const download = manifest.downloads[0]!;
    const [viaNginx, viaKoa] = await Promise.all([
      fetchFresh(`${stack.url}/api/download/${download.slug}`),
      fetchFresh(`${stack.koaUrl}/api/download/${download.slug}`),
    ]);
    expect(viaNginx.status).toBe(200);
    expect(viaNginx.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await viaNginx.arrayBuffer()).equals(Buffer.from(await viaKoa.arrayBuffer()))).toBe(true);
  });

  it('sends a real mail when a visitor submits the contact form in the browser', async () => {
    const bookPath = pathWith('contact-form');
    const contactForm = blockOn<ContactFormProps>(bookPath, 'contact-form');
    // A focus card whose service has a thank-you page: the visitor lands there once the inquiry is accepted.
    const thankYouOf = (service: string) => contactForm.options.find((option) => option.code === service)?.thankYouPath;
    const card = blockOn<FocusCardsProps>(bookPath, 'focus-cards').items.find((item) => thankYouOf(item.service))!;
    const browser = await sharedBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(stack.url + bookPath);
      const form = page.getByRole('form', { name: contactForm.heading });
      await page.getByRole('button', { name: card.text }).click();
      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Email').fill('ada@example.com');
      await form.getByLabel('Message').fill('Sent through nginx: our operations need a reset.');
      await form.getByRole('button', { name: contactForm.submitText }).click();
      await page.waitForURL(stack.url + thankYouOf(card.service)!);
      const raw = await waitFor(() => stack.smtp.messages[0], 'the inquiry mail');
      expect(mailPart(parseMail(raw), 'text/plain')).toContain('Sent through nginx: our operations need a reset.');
    } finally {
      await closeContexts(browser);
    }
  });
});
