// Live preview (`npm run dev`): it listens on this computer only, renders what the built site renders (one runtime),
// saving the manifest updates the open page by itself, a broken manifest shows the lint message in the page and once
// in the terminal, and fixing it brings the page back. Runs its own `vike dev` on a copy of the fixture manifest
// (SITE_MANIFEST), so it needs no build of its own and never touches site.manifest.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url } from './browser.ts';
import { pathWith, site } from './fixture-pages.ts';
import { fixtureText } from '../support/fixture-site.ts';
import { formatMoney } from '../../model/price.ts';

const original = fixtureText;
let dir: string;
let copy: string;
let dev: ChildProcess | undefined;
let devOutput = '';
let baseUrl: string;
let browser: Browser;
let page: Page;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The copy with the home page's first hero titled `title`, written the way an editor saves it. */
function withHomeTitle(title: string): string {
  const manifest = JSON.parse(original);
  const home = manifest.routes.find((r: { path: string }) => r.path === '/');
  home.blocks.find((b: { type: string }) => b.type === 'hero').title = title;
  return JSON.stringify(manifest, null, 2) + '\n';
}

const homeHeading = () => page.locator('h1').first().textContent();

/** What the dev server printed, without colours. */
const terminal = () => devOutput.replace(/\x1b\[[0-9;]*m/g, '');

/** How often `text` appears in the terminal output. */
const timesPrinted = (text: string) => terminal().split(text).length - 1;

async function waitForTerminal(text: string): Promise<void> {
  await expect.poll(terminal, { message: `the terminal never said "${text}"` }).toContain(text);
}

/** The page's main content, as a server sent it. */
async function mainOf(address: string): Promise<string> {
  const html = await (await fetch(address, { headers: { accept: 'text/html' } })).text();
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? `no <main> in ${html.slice(0, 200)}`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-preview-'));
  copy = join(dir, 'site.manifest.json');
  writeFileSync(copy, original);
  const port = await freePort();
  dev = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port)], {
    env: {
      ...process.env,
      SITE_MANIFEST: copy,
      HOST: '',
      VITE_CONFIG: '{server:{strictPort:true}}',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so the whole dev server stops in afterAll
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      devOutput += chunk.toString();
      const url = /Local:\s+(http:\/\/[^\s/]+)/.exec(devOutput.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
      if (url) resolve(url);
    };
    dev!.stdout!.on('data', onData);
    dev!.stderr!.on('data', onData);
    dev!.once('exit', (code) => reject(new Error(`vike dev exited with ${code}:\n${devOutput}`)));
  });
  browser = await sharedBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await closeContexts(browser);
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev: live preview of the manifest', () => {
  it('listens on this computer only, and says at start that the manifest has no problems', async () => {
    expect(new URL(baseUrl).hostname).toBe('localhost');
    expect(terminal()).not.toMatch(/Network:\s+http/);
    await waitForTerminal(`${copy} has no problems.`);
  });

  it('renders a page exactly as the built site does (both run on preact/compat)', async () => {
    const path = pathWith('faq');
    expect(await mainOf(baseUrl + path)).toBe(await mainOf(url(path)));
  });

  it('shows the page from the copy named by SITE_MANIFEST', async () => {
    const title = 'Preview from the copy';
    writeFileSync(copy, withHomeTitle(title));
    await page.goto(baseUrl + '/');
    expect(await homeHeading()).toBe(title);
  });

  it('updates the open page after saving, without a manual reload', async () => {
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 })
      .catch(() => {});
    const title = `Edited live ${Date.now()}`;
    writeFileSync(copy, withHomeTitle(title));
    // No timing is asserted (a busy machine may take longer); the page must change by itself.
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, title, { timeout: 20_000 });
  });

  it('shows the lint message in the page for a trailing comma, and the page comes back once fixed', async () => {
    const valid = withHomeTitle('Before the comma');
    const broken = valid.replace(/\]\n\}\n$/, '],\n}\n');
    expect(broken).not.toBe(valid);
    const commaLine = broken.split('\n').length - 2;
    writeFileSync(copy, broken);
    await waitForTerminal(`Remove the comma at the end of line ${commaLine}`);
    const problems = page.locator('#manifest-problems');
    await problems.waitFor({ timeout: 10_000 });
    const text = await problems.textContent();
    expect(text).toContain(`${copy}:${commaLine}:4  error  the file is not valid JSON`);
    expect(text).toContain(`Remove the comma at the end of line ${commaLine}`);
    expect(await page.locator('h1').textContent()).toBe("The site's content file has a problem");

    // A client that does not ask for HTML gets the same message as text, with no stack trace.
    const res = await fetch(baseUrl + '/about', { headers: { accept: '*/*' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toContain(`Remove the comma at the end of line ${commaLine}`);
    expect(body).not.toMatch(/\n\s+at /);

    const fixed = `Fixed ${Date.now()}`;
    writeFileSync(copy, withHomeTitle(fixed));
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, fixed, { timeout: 10_000 });
    await waitForTerminal(`${copy} is fixed`);
    // Printed once each way, however many pages were asked for meanwhile; never Vike's error or a stack trace.
    expect(timesPrinted(`Remove the comma at the end of line ${commaLine}`)).toBe(1);
    expect(timesPrinted(`${copy} is fixed`)).toBe(1);
    expect(terminal()).not.toMatch(/TypeError|\n\s+at /);
  });

  it('shows schema problems with their place in words, on any page, then recovers', async () => {
    const manifest = JSON.parse(withHomeTitle('Schema check'));
    const [service] = manifest.services;
    // The first tier's price as a visitor reads it, typed into the file where a number belongs.
    const amount: number = service.tiers[0].price.amount;
    const typed = formatMoney(amount, site.money);
    service.tiers[0].price.amount = typed;
    writeFileSync(copy, JSON.stringify(manifest, null, 2) + '\n');
    // The open page reloads by itself and shows the problem; then another page shows it too.
    await page.locator('#manifest-problems').waitFor({ timeout: 10_000 });
    const otherPage = site.routes.find((entry) => entry.path !== '/')!.path;
    await page.goto(baseUrl + otherPage);
    const text = await page.locator('#manifest-problems').textContent();
    expect(text).toContain(`service '${service.id}' › tier '${service.tiers[0].name}' › price › amount`);
    expect(text).toContain(
      `Amount must be a whole number of euros such as 1495, without the euro sign or commas: you wrote "${typed}"; write ${amount}.`,
    );

    writeFileSync(copy, withHomeTitle('Back again'));
    await page.waitForFunction(
      () => !document.querySelector('#manifest-problems') && !!document.querySelector('h1'),
      undefined,
      { timeout: 10_000 },
    );
    expect(page.url()).toBe(baseUrl + otherPage);
  });
});
