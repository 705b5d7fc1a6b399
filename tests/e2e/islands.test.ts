// Islands in the browser: a part's code loads when the part wakes, not before; what a visitor types and presses
// before it has arrived is kept; and the parts are styled in browsers without CSS nesting too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url, watchConsole } from './browser.ts';
import { hydrated, openPage } from './interactive-helpers.ts';
import { chrome, pageData, pathWith } from './fixture-pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const islandAround = (page: Page, selector: string) =>
  page.locator('site-island').filter({ has: page.locator(selector) });

describe('islands', () => {
  it("load the navigation's code only when a visitor reaches for it", async () => {
    const { context, page, problems } = await openPage(browser, '/');
    const header = islandAround(page, 'nav[aria-label="Main"]');
    expect(await header.getAttribute('awake')).toBeNull();
    const scripts: string[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.url()));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: chrome.nav.servicesLabel })
      .hover();
    await expect.poll(() => header.getAttribute('awake')).toBe('');
    expect(scripts.length).toBeGreaterThan(0);
    await page.locator('#services-menu').waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keep what a visitor typed and pressed before the code arrived', async () => {
    const path = pathWith('newsletter');
    const anchor = pageData(path).blocks.find((block) => block.type === 'newsletter')!.anchor!;
    const { context, page, problems } = await openPage(browser, path);
    const form = page.locator(`#${anchor} form`);
    const island = page.locator(`#${anchor} site-island`);
    expect(await island.getAttribute('awake')).toBeNull();
    // The form's code is held back until the visitor has typed an address and pressed Subscribe.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await form.getByRole('textbox', { name: 'Email address' }).fill('early@example.com');
    const request = page.waitForRequest('**/api/newsletter');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await island.getAttribute('awake')).toBeNull();
    release();
    expect((await request).postDataJSON()).toEqual({ email: 'early@example.com' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('are styled in browsers without CSS nesting too (their rules flattened by stylis, loaded then)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (condition: string) => boolean;
      CSS.supports = ((condition: string) => condition !== 'selector(&)' && supports(condition)) as typeof CSS.supports;
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(url('/'));
    await hydrated(page);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await banner.waitFor({ state: 'visible' });
    await expect.poll(() => banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(problems).toEqual([]);
    await context.close();
  });
});
