// Debian's Chromium driven by Playwright (browser downloads are impossible here): its headless shell when installed,
// as build/chromium.ts explains.
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../build/chromium.ts';

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium. The test files of a worker run one after another (vitest.e2e.config.ts) and share it, since a
 * launch costs about half a CPU-second; each file closes the contexts it opened when it ends (closeContexts).
 * Playwright closes the browser when the worker exits.
 */
export async function sharedBrowser(): Promise<Browser> {
  const browser = await (workerBrowser ??= launchChromium());
  if (browser.isConnected()) return browser;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/** Closes every context of the shared browser: those of the test file that is ending, the only one running. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
}

export function url(path: string): string {
  return inject('baseUrl') + path;
}

/** Collects console errors, React warnings and uncaught exceptions of a page, for "no console error" checks. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
