// Debian's Chromium driven by Playwright (browser downloads are impossible here): its headless shell when installed,
// as scripts/chromium.ts explains.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchChromium as launchBrowser } from '../../scripts/chromium.ts';

export function url(path: string): string {
  return inject('baseUrl') + path;
}

/** Collects console errors, React warnings and uncaught exceptions of a page, for "no console error" checks. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
