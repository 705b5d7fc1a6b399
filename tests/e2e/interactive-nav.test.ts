// The navigation bar in a real browser: Services menu (hover, click, outside click, Escape, keys, selection),
// current-page marks, the external call to action, and the hamburger menu on a phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { LinkView } from '../../model/chrome.ts';
import { closeContexts, sharedBrowser, url } from './browser.ts';
import { effectsRan, openPage, PHONE } from './interactive-helpers.ts';
import { chrome } from './fixture-pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const servicesButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: chrome.nav.servicesLabel });
const servicesMenu = (page: Page) => page.locator('#services-menu');

// The fixture's navigation: its first link, then the Services menu ("All Services" and each service), then the others.
const [homeLink, linkAfterMenu] = chrome.nav.links as [LinkView, LinkView];
const lastLink = chrome.nav.links.at(-1)!;
const [allServices, firstService] = chrome.nav.services as [LinkView, LinkView];
const lastService = chrome.nav.services.at(-1)!;

describe('Services menu (desktop)', () => {
  it('opens on hover and closes when the pointer leaves', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    expect(await servicesMenu(page).isVisible()).toBe(false);
    await servicesButton(page).hover();
    await servicesMenu(page).waitFor({ state: 'visible' });
    expect(await servicesButton(page).getAttribute('aria-expanded')).toBe('true');
    // The pointer crosses into the menu without closing it.
    await servicesMenu(page).getByRole('link', { name: allServices.text }).hover();
    expect(await servicesMenu(page).isVisible()).toBe(true);
    await page.mouse.move(640, 800);
    await servicesMenu(page).waitFor({ state: 'hidden' });
    expect(await servicesButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens on click, stays open when the pointer leaves, and closes on an outside click', async () => {
    const { context, page, problems } = await openPage(browser, '/', { clock: true });
    await servicesButton(page).click();
    await servicesMenu(page).waitFor({ state: 'visible' });
    await page.mouse.move(640, 800);
    // Fake time well past the moment a menu opened by hovering closes (Radix NavigationMenu's 150 ms).
    await page.clock.runFor(1_000);
    expect(await servicesButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await servicesMenu(page).isVisible()).toBe(true);
    await page.mouse.click(20, 500); // the hero's plain margin, beside the menu
    await servicesMenu(page).waitFor({ state: 'hidden' });
    // A second click on the button closes what the first opened.
    await servicesButton(page).click();
    await servicesMenu(page).waitFor({ state: 'visible' });
    await servicesButton(page).click();
    await servicesMenu(page).waitFor({ state: 'hidden' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works from the keyboard: Enter opens, Tab walks the links, Escape closes and returns focus to the button', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    await servicesButton(page).focus();
    await page.keyboard.press('Enter');
    await servicesMenu(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(allServices.text);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(firstService.text);
    await page.keyboard.press('Escape');
    await servicesMenu(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('services-menu');
    // ArrowDown opens it on the first link; End and Home jump; tabbing past the last link closes it.
    await page.keyboard.press('ArrowDown');
    await servicesMenu(page).waitFor({ state: 'visible' });
    await page.waitForFunction((text) => document.activeElement?.textContent === text, allServices.text, {
      timeout: 5_000,
    });
    // Radix moves the focus on End a moment after the key (in a timeout).
    await page.keyboard.press('End');
    await page.waitForFunction((text) => document.activeElement?.textContent === text, lastService.text, {
      timeout: 5_000,
    });
    await page.keyboard.press('Tab');
    await servicesMenu(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(linkAfterMenu.text);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes on selection, and the new page highlights Services and the chosen link', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'first page'));
    await servicesButton(page).click();
    await servicesMenu(page).getByRole('link', { name: firstService.text }).click();
    await page.waitForURL(url(firstService.href));
    await servicesMenu(page).waitFor({ state: 'hidden' });
    await expect.poll(() => servicesButton(page).getAttribute('data-active')).toBe('true');
    // A full page load (pages are HTML with islands, prerendered on hover by the speculation rules).
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    // A closed menu is not in the page (Radix mounts it on opening): open it again to see the chosen link marked.
    await servicesButton(page).click();
    expect(await servicesMenu(page).getByRole('link', { name: firstService.text }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('marks the current page, and opens its outside call to action in a new tab', async () => {
    const { context, page, problems } = await openPage(browser, linkAfterMenu.href);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(
      await nav.getByRole('link', { name: linkAfterMenu.text, exact: true }).first().getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await nav.getByRole('link', { name: homeLink.text, exact: true }).first().getAttribute('aria-current'),
    ).toBeNull();
    expect(await servicesButton(page).getAttribute('data-active')).toBe('false');
    const cta = nav.getByRole('link', { name: chrome.nav.cta.text }).first();
    expect(await cta.getAttribute('target')).toBe('_blank');
    expect(await cta.getAttribute('rel')).toContain('noopener');
    expect(await cta.getAttribute('href')).toMatch(/^https:\/\//);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('hamburger menu (390 px)', () => {
  it('shows the same links behind a button, and closes when a link is chosen', async () => {
    const { context, page, problems } = await openPage(browser, '/', PHONE);
    expect(await servicesButton(page).isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const panel = page.locator('#mobile-menu');
    await panel.waitFor({ state: 'visible' });
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    const names = await panel.getByRole('link').allTextContents();
    for (const link of [...chrome.nav.links, ...chrome.nav.services]) expect(names).toContain(link.text);
    expect(names.some((n) => n.startsWith(chrome.nav.cta.text))).toBe(true);
    await panel.getByRole('link', { name: lastLink.text, exact: true }).click();
    await page.waitForURL(url(lastLink.href));
    await panel.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    // The URL changes first; the page and its navigation follow as soon as the new page's data is in.
    await page.waitForFunction(
      (href) => document.querySelector(`#mobile-menu a[href="${href}"]`)?.getAttribute('aria-current') === 'page',
      lastLink.href,
      {
        timeout: 5_000,
      },
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes on Escape, with focus back on the menu button', async () => {
    const { context, page, problems } = await openPage(browser, lastLink.href, PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').waitFor({ state: 'visible' });
    await effectsRan(page);
    await page.keyboard.press('Escape');
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(problems).toEqual([]);
    await context.close();
  });
});
