// What a page really loads, measured in Chromium: every JavaScript response during load and hydration (the HTML's
// scripts and modulepreloads and the dynamic imports the page requests), each body gzip-compressed, and the layout
// shift from load to a settled page (past the cookie banner's delay).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './chrome.ts';

export interface PageJs {
  files: { path: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
  cls: number;
  hydrated: boolean;
  consoleErrors: string[];
  /** Bytes of the fonts and the images the page downloaded (as sent; both are compressed formats already). */
  fontBytes: number;
  imageBytes: number;
}

export function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => f !== '--headless') });
}

export async function measurePage(browser: Browser, url: string, width = 390, settleMs = 2500): Promise<PageJs> {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number };
    state.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  const pending: Promise<PageJs['files'][number] | undefined>[] = [];
  const media: Promise<{ type: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'font' || type === 'image') {
      media.push(
        response.body().then(
          (body) => ({ type, bytes: body.length }),
          () => ({ type, bytes: 0 }),
        ),
      );
      return;
    }
    const path = new URL(response.url()).pathname;
    if (type !== 'script' && !path.endsWith('.js')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ path, raw: body.length, gzip: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const hydrated = await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForTimeout(settleMs);
  await page.waitForLoadState('networkidle');
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  const files = (await Promise.all(pending)).filter((f): f is PageJs['files'][number] => f !== undefined);
  const unique = [...new Map(files.map((f) => [f.path, f])).values()];
  const mediaFiles = await Promise.all(media);
  const bytesOf = (type: string) => mediaFiles.filter((m) => m.type === type).reduce((sum, m) => sum + m.bytes, 0);
  await context.close();
  return {
    files: unique,
    raw: unique.reduce((sum, f) => sum + f.raw, 0),
    gzip: unique.reduce((sum, f) => sum + f.gzip, 0),
    cls,
    hydrated,
    consoleErrors,
    fontBytes: bytesOf('font'),
    imageBytes: bytesOf('image'),
  };
}
