// Around every page: the cookie banner's delay and stored choice, the scroll-to-top button, the toast area's
// F8 hotkey, and the hero's entrance and half-speed background.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser } from './browser.ts';
import { pathWith } from './fixture-pages.ts';
import { hydrated, openPage, PHONE, scrollAndSettle, until } from './interactive-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

/**
 * Fake time past the moment the banner would show: it is asked for once the page has painted (an animation frame, or
 * 35 ms at most) and shows two seconds later (BANNER_DELAY_MS in renderer/layout/CookieBanner.tsx).
 */
const PAST_BANNER_DELAY_MS = 5_000;

describe('cookie banner', () => {
  it('is not there at first, appears after a delay, and Accept stores the choice for good', async () => {
    const { context, page, problems } = await openPage(browser, '/', { consent: false, clock: true });
    expect(await banner(page).count()).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    await page.clock.runFor(PAST_BANNER_DELAY_MS);
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBeNull();
    await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('accepted');

    // Past the moment it showed before: it stays away.
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(PAST_BANNER_DELAY_MS);
    expect(await banner(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Decline stores "declined" and hides it too', async () => {
    const { context, page, problems } = await openPage(browser, pathWith('contact-form'), {
      ...PHONE,
      consent: false,
      clock: true,
    });
    await page.clock.runFor(PAST_BANNER_DELAY_MS);
    await banner(page).waitFor({ state: 'visible' });
    const box = await banner(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await banner(page).getByRole('button', { name: 'Decline cookies' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('declined');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('scroll-to-top button', () => {
  it('appears beyond 300 px of scroll and brings the page back to the top', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.count()).toBe(0);
    await scrollAndSettle(page, 200);
    expect(await button.count()).toBe(0);
    await scrollAndSettle(page, 1200);
    await button.waitFor({ state: 'visible' });
    await button.click();
    await until(page, () => window.scrollY === 0);
    await button.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const { context, page, problems } = await openPage(browser, '/', { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('toast area', () => {
  it('is a labelled region that F8 focuses', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect(await region.count()).toBe(1);
    expect(await region.locator('[role="status"][aria-live="polite"]').count()).toBe(1);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications (F8)');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('hero', () => {
  const opacities = (page: Page) =>
    page.evaluate(() => {
      const hero = document.querySelector('main section')!;
      const h1 = hero.querySelector('h1')!;
      const subtitle = h1.parentElement!.nextElementSibling!;
      const actions = subtitle.nextElementSibling!;
      return [h1.parentElement!, subtitle, actions].map((el) => getComputedStyle(el).opacity);
    });

  it('fades title, subtitle and buttons in one after another, ending fully visible', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    const delays = await page.evaluate(() => {
      const h1 = document.querySelector('main section h1')!;
      const subtitle = h1.parentElement!.nextElementSibling!;
      return [h1.parentElement!, subtitle, subtitle.nextElementSibling!].map(
        (el) => getComputedStyle(el).animationDelay,
      );
    });
    expect(delays).toEqual(['0s', '0.12s', '0.24s']);
    // Time-based animations only: the background's parallax follows the scroll position, so it never finishes.
    await until(page, () =>
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline)
        .every((a) => a.playState === 'finished' || a.effect?.getTiming().iterations === Infinity),
    );
    expect(await opacities(page)).toEqual(['1', '1', '1']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows its content without JavaScript', async () => {
    const { context, page } = await openPage(browser, '/', { javaScriptEnabled: false });
    // The CSS fade-in ends visible, however long a busy machine takes (without scripts, poll from here).
    await expect.poll(() => opacities(page), { timeout: 20_000 }).toEqual(['1', '1', '1']);
    await context.close();
  });

  it('moves its background at half the scroll speed, and neither moves nor fades under reduced motion', async () => {
    const { context, page, problems } = await openPage(browser, '/');
    const layerShift = () =>
      page.evaluate(
        () =>
          new DOMMatrix(getComputedStyle(document.querySelector('main section > [aria-hidden="true"]')!).transform).m42,
      );
    expect(await layerShift()).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    // The layer already carries a zero transform from the first paint; the scrolled position lands on the next frame.
    await until(
      page,
      () =>
        new DOMMatrix(getComputedStyle(document.querySelector('main section > [aria-hidden="true"]')!).transform)
          .m42 !== 0,
    );
    expect(await layerShift()).toBe(100);
    await context.close();

    const reduced = await openPage(browser, '/', { reducedMotion: 'reduce' });
    expect(
      await reduced.page.evaluate(
        () => getComputedStyle(document.querySelector('main section h1')!.parentElement!).animationName,
      ),
    ).toBe('none');
    await scrollAndSettle(reduced.page, 200);
    expect(
      await reduced.page.evaluate(
        () => getComputedStyle(document.querySelector('main section > [aria-hidden="true"]')!).transform,
      ),
    ).toBe('none');
    expect([...problems, ...reduced.problems]).toEqual([]);
    await reduced.context.close();
  });
});
