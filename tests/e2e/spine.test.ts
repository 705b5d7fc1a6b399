// The spine end to end: the real build of the fixture site, the real Koa server, a real browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeContexts, sharedBrowser, url, watchConsole } from './browser.ts';
import { blockOn, chrome } from './fixture-pages.ts';
import type { HeroProps } from '../../blocks/hero/index.tsx';

const homeLink = chrome.nav.links.find((link) => link.href === '/')!;
/** A page of the navigation bar other than home, to navigate to. */
const otherLink = chrome.nav.links.find((link) => link.href !== '/')!;

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

describe('pre-rendered pages', () => {
  it('serves the home page with its content in the HTML, before any script runs', async () => {
    const response = await fetch(url('/'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(blockOn<HeroProps>('/', 'hero').title);
    expect(html).toMatch(/<style data-emotion="k [^"]+">/);
  });

  it('answers an unknown path with the not-found page and a real 404', async () => {
    const response = await fetch(url('/no-such-page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
  });

  it('answers an unknown API path with JSON 404', async () => {
    const response = await fetch(url('/api/nothing-here'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('serves hashed assets with long-lived caching and compression', async () => {
    const html = await (await fetch(url('/'))).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    const responses = await Promise.all(assets.map((a) => fetch(url(a), { headers: { 'accept-encoding': 'gzip' } })));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
    // Tiny files are sent as they are; every sizeable one is compressed.
    expect(responses.some((r) => r.headers.get('content-encoding') === 'gzip')).toBe(true);
  });
});

describe('in the browser', () => {
  it('wakes without console errors, has Chromium prerender the page a pointer rests on, and opens it as a full page load', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchConsole(page);
    await page.goto(url('/'));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'first page'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const link = nav.getByRole('link', { name: otherLink.text, exact: true });
    // The speculation rules prerender a page a pointer rests on (200 ms): Chromium asks for it, marked as such.
    const prerendering = page
      .context()
      .waitForEvent(
        'request',
        (r) => r.url() === url(otherLink.href) && /prerender/.test(r.headers()['sec-purpose'] ?? ''),
      );
    await link.hover();
    await prerendering;
    await link.click();
    await page.waitForURL(url(otherLink.href));
    await page.getByRole('heading', { level: 1, name: blockOn<HeroProps>(otherLink.href, 'hero').title }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    const current = nav.getByRole('link', { name: otherLink.text, exact: true }).first();
    const marked = (href: string) =>
      document.querySelector(`nav[aria-label="Main"] a[href="${href}"]`)?.getAttribute('aria-current') === 'page';
    await page.waitForFunction(marked, otherLink.href, { timeout: 5000 });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: homeLink.text, exact: true }).getAttribute('aria-current')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(url('/missing/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
