// Shared by the accessibility tests: every address the fixture site serves, and browser tabs kept per width (and motion
// preference) and reused from test to test, since a new tab costs a renderer process.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url } from './browser.ts';
import { site } from './fixture-pages.ts';

export const WIDTHS = [390, 1280] as const;

export const routes = site.routes;
/** Every address the fixture serves: each route and its aliases (an alias renders its page again). */
export const addresses = [...site.pages.keys()];

/** The fewest pages that together show every block type of the fixture (for the slower keyboard walk). */
export function pagesCoveringEveryBlock(): string[] {
  const chosen: string[] = [];
  const covered = new Set<string>();
  const candidates = routes.map((r) => ({ path: r.path, types: new Set(r.route.blocks.map((b) => b.type)) }));
  for (;;) {
    const best = candidates
      .map((c) => ({ ...c, gain: [...c.types].filter((t) => !covered.has(t)).length }))
      .sort((a, b) => b.gain - a.gain)[0];
    if (!best || best.gain === 0) return chosen;
    chosen.push(best.path);
    best.types.forEach((t) => covered.add(t));
  }
}

let browser: Browser;
const contexts = new Map<string, BrowserContext>();
/** Pages that finished a test, by context: the next test navigates one of them (a new tab costs a renderer process). */
const idle = new Map<BrowserContext, Page[]>();

/** Call at the top of a test file: the worker's browser for its tests, and their tabs closed after them. */
export function useTabs(): void {
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    contexts.clear();
    idle.clear();
    await closeContexts(browser);
  });
}

/** One context per width (and motion preference); the cookie choice is stored unless the test wants the banner. */
export async function context(
  width: number,
  options: { reducedMotion?: boolean; banner?: boolean } = {},
): Promise<BrowserContext> {
  const key = `${width}|${options.reducedMotion ?? false}|${options.banner ?? false}`;
  let found = contexts.get(key);
  if (!found) {
    found = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
    if (!options.banner) await found.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    contexts.set(key, found);
  }
  return found;
}

/** Waits for hydration, then moves every finite animation (the hero's entrance) to its end, so colours are final. */
export async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

export async function open(
  path: string,
  width: number,
  options?: { reducedMotion?: boolean; banner?: boolean },
): Promise<Page> {
  const tabs = await context(width, options);
  const page = idle.get(tabs)?.pop() ?? (await tabs.newPage());
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBeLessThan(path.startsWith('/no-such') ? 500 : 400);
  await settle(page);
  return page;
}

/** Hands a page back for the next test; navigating it away resets everything the test did to it. */
export function release(page: Page): void {
  page.removeAllListeners('console').removeAllListeners('pageerror');
  idle.set(page.context(), [...(idle.get(page.context()) ?? []), page]);
}
