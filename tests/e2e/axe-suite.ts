// WCAG 2.2 AA in the browser, at one width: axe finds nothing on every route of the fixture site and every alias, nor in
// the states a visitor opens: menus, FAQ answers, the cookie banner, the scrolled page. Each width has its own test file
// (a11y-phone, a11y-desktop), so the two run side by side.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { addresses, open, release, routes, settle } from './a11y-tabs.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations as readable lines: rule, impact, the elements (selector and HTML) and how to fix them. Legacy mode
 * runs axe in the page itself; the default mode opens a blank page per run to merge frame results, and the site has no
 * frames. Only violations are reported back (the passes are not read).
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}`,
    ),
  );
}

/** axe at one width, on every address and in the states a visitor opens. */
export function axeSuite(width: number): void {
  describe(`axe (WCAG 2.0/2.1/2.2 A and AA) at ${width} px`, () => {
    // Two pages at a time (maxConcurrency in vitest.e2e.config.ts): one loads while axe checks the other.
    it.concurrent.for(addresses)('%s has no violations', async (path, { expect }) => {
      const page = await open(path, width);
      expect(await violations(page)).toEqual([]);
      release(page);
    });

    it('the not-found page has no violations', async () => {
      const page = await open('/no-such-page', width);
      expect(await violations(page)).toEqual([]);
      release(page);
    });

    it('the page scrolled to the footer (scroll-to-top button shown) has no violations', async () => {
      const page = await open('/', width);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'visible' });
      await settle(page);
      expect(await violations(page)).toEqual([]);
      release(page);
    });

    it('the cookie banner has no violations', async () => {
      const page = await open('/', width, { banner: true });
      await page.getByRole('region', { name: /cookies/i }).waitFor({ state: 'visible', timeout: 10_000 });
      await settle(page);
      expect(await violations(page)).toEqual([]);
      release(page);
    });

    it('an open FAQ answer has no violations', async () => {
      const path = routes.find((r) => r.route.blocks.some((b) => b.type === 'faq'))!.path;
      const page = await open(path, width);
      const id = await page.locator('main :is(h2, h3, h4) > button[aria-expanded="false"]').first().getAttribute('id');
      const trigger = page.locator(`[id="${id}"]`);
      await trigger.click();
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await settle(page);
      expect(await violations(page)).toEqual([]);
      release(page);
    });

    it(
      width < 800 ? 'the open mobile menu has no violations' : 'the open services menu has no violations',
      async () => {
        const page = await open('/', width);
        const toggle = page.locator(
          width < 800 ? 'button[aria-controls="mobile-menu"]' : 'button[aria-controls="services-menu"]',
        );
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        await settle(page);
        expect(await violations(page)).toEqual([]);
        release(page);
      },
    );
  });
}
