// Shared set-up for the interactive browser tests: a fresh context per test, hydrated page, console watched.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { url, watchConsole } from './browser.ts';

export interface OpenOptions {
  width?: number;
  height?: number;
  /** Store a cookie choice before the page loads, so the banner stays away (default true). */
  consent?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  /** Install Playwright's fake clock before the page loads: time still flows, and `page.clock.runFor` jumps ahead. */
  clock?: boolean;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors: must stay empty. */
  problems: string[];
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<Opened> {
  const {
    width = DESKTOP.width,
    height = DESKTOP.height,
    consent = true,
    reducedMotion = 'no-preference',
    javaScriptEnabled = true,
    clock = false,
  } = options;
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion, javaScriptEnabled });
  if (consent) await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  const page = await context.newPage();
  const problems = watchConsole(page);
  if (clock) await page.clock.install();
  await page.goto(url(path));
  if (javaScriptEnabled) await hydrated(page);
  return { context, page, problems };
}

export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until `check` (run in the page) is true. */
export function until(page: Page, check: () => boolean, timeout = 5_000): Promise<unknown> {
  return page.waitForFunction(check, undefined, { timeout });
}

/**
 * Scrolls the window to `top` at once, and resolves once the page has handled it: after the scroll event and the
 * animation frame its scroll handlers ask for (listeners run in the order they were added, so this one runs after the
 * page's own, and its frames after theirs), plus one more frame for what they render.
 */
export function scrollAndSettle(page: Page, top: number): Promise<void> {
  return page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          once: true,
        });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
}

/**
 * Resolves once the effects of what the page has rendered so far have run. Preact runs them in a task it queues after
 * the next animation frame; a frame asked for now comes after the one it asked for, and a task queued then after its
 * task. Listeners that an effect adds (the mobile menu's Escape key) are in place from then on.
 */
export function effectsRan(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** A promise with its resolve function, to hold a routed request until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
