// The counts the spec fixes, as a visitor sees them in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url } from './browser.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await closeContexts(browser);
});

const region = (name: string | RegExp) => page.getByRole('region', { name });

describe('counts fixed by the spec', () => {
  it('home: four "Who We Help" cards, eight service cards, six comparison rows', async () => {
    await page.goto(url('/'));
    await expect(region('Who We Help').getByRole('heading', { level: 3 }).count()).resolves.toBe(4);
    await expect(region('Our Core Services').getByRole('heading', { level: 3 }).count()).resolves.toBe(8);
    await expect(page.getByRole('table').getByRole('row').count()).resolves.toBe(1 + 6);
  });

  it('/services: seven service cards, without the strategic operator and OpsOS', async () => {
    await page.goto(url('/services'));
    const cards = region('Choose your service');
    await expect(cards.getByRole('heading', { level: 3 }).count()).resolves.toBe(7);
    await expect(cards.getByText('Strategic Operator in Residence').count()).resolves.toBe(0);
    await expect(cards.getByText('OpsOS').count()).resolves.toBe(0);
  });

  it('/book: seven focus cards as toggle buttons', async () => {
    await page.goto(url('/book'));
    await expect(region('Choose Your Focus').locator('button[aria-pressed]').count()).resolves.toBe(7);
  });

  it('/insights: four download cards and two snapshot cards', async () => {
    await page.goto(url('/insights'));
    await expect(region('Downloads Library').getByRole('link').count()).resolves.toBe(4);
    await expect(region('Operational Snapshots').getByRole('heading', { level: 3 }).count()).resolves.toBe(2);
  });

  it('why page: seven comparison rows including Pressure-Tested, four values, four method steps', async () => {
    await page.goto(url('/why-keelwork'));
    await expect(page.getByRole('table').getByRole('row').count()).resolves.toBe(1 + 7);
    await expect(page.getByRole('rowheader', { name: 'Pressure-Tested' }).count()).resolves.toBe(1);
    await expect(region('Our Values').getByRole('heading', { level: 3 }).count()).resolves.toBe(4);
    const method = region('Audit, Build, Run, Hand Off');
    for (const step of ['Audit', 'Build', 'Run', 'Hand Off']) await expect(method.getByRole('heading', { name: step, exact: true }).count()).resolves.toBe(1);
  });

  it('trust: seven numbered sections, the last with four proof cases', async () => {
    await page.goto(url('/trust'));
    const sections = region('Seven commitments').locator('ol > li');
    await expect(sections.count()).resolves.toBe(7);
    await expect(sections.nth(6).getByRole('listitem').count()).resolves.toBe(4);
  });

  it('founder page: two testimonials, also under /founder', async () => {
    for (const path of ['/about', '/founder']) {
      await page.goto(url(path));
      await expect(region('What clients say').locator('blockquote').count()).resolves.toBe(2);
    }
  });

  it('FAQ: four questions on the strategic operator page, seven on OpsOS', async () => {
    await page.goto(url('/services/strategic-operator'));
    await expect(region('Frequently asked questions').getByRole('button').count()).resolves.toBe(4);
    await page.goto(url('/services/opsos'));
    await expect(region('Frequently asked questions').getByRole('button').count()).resolves.toBe(7);
  });
});
