// The FAQ accordion (on the fixture's page with one): arrow keys, Home and End move focus between questions; one answer
// open at a time; the open one closes again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser } from './browser.ts';
import { openPage } from './interactive-helpers.ts';
import { blockOn, pathWith } from './fixture-pages.ts';
import type { FaqProps } from '../../blocks/faq/index.tsx';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const faqPath = pathWith('faq');
const faq = blockOn<FaqProps>(faqPath, 'faq');
const count = faq.items.length;
const triggers = (page: Page) =>
  page.getByRole('region', { name: faq.heading, exact: true }).locator('button[aria-expanded]');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const expanded = (page: Page) =>
  triggers(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));

describe('FAQ accordion', () => {
  it('moves focus between questions with ArrowDown, ArrowUp, Home and End', async () => {
    const { context, page, problems } = await openPage(browser, faqPath);
    const questions = (await triggers(page).allTextContents()).map((t) => t.trim());
    expect(count, 'the fixture FAQ has a first, a middle and a last question').toBeGreaterThanOrEqual(3);
    expect(questions).toEqual(faq.items.map((item) => item.question));
    await triggers(page).first().focus();
    await page.keyboard.press('ArrowDown');
    // Focus wakes the FAQ; an arrow key pressed before it is awake is replayed once it is.
    await expect.poll(() => focusedText(page)).toBe(questions[1]);
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe(questions[count - 1]);
    await page.keyboard.press('Home');
    expect(await focusedText(page)).toBe(questions[0]);
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(questions[count - 1]);
    expect(await expanded(page)).toEqual(Array(count).fill('false'));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps one answer open at a time, and closes the open one when asked', async () => {
    const { context, page, problems } = await openPage(browser, faqPath);
    await triggers(page).nth(0).click();
    // The FAQ wakes as it comes into view; a press before that is replayed once it is awake.
    await expect.poll(() => expanded(page)).toEqual(['true', ...Array(count - 1).fill('false')]);
    const firstAnswer = page.locator(`#${await triggers(page).nth(0).getAttribute('aria-controls')}`);
    expect(await firstAnswer.isVisible()).toBe(true);
    await triggers(page).nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toEqual(['false', 'false', 'true', ...Array(count - 3).fill('false')]);
    expect(await firstAnswer.isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await expanded(page)).toEqual(Array(count).fill('false'));
    expect(problems).toEqual([]);
    await context.close();
  });
});
