// The measurable parts of the design on every route: nothing overflows at any width from 320 to 1920 px, no grid row
// leaves empty columns beside its items, prices of cards side by side share a line, the site's own fonts load (within
// the 60 KB budget), and every image has alt text, a size and the right loading priority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, url } from './browser.ts';
import { pathWith, site } from './fixture-pages.ts';

const routes = site.routes.map((r) => r.path);
const formPath = pathWith('contact-form');
const WIDTHS = [320, 390, 768, 1280, 1920] as const;
const WIDTHS_1280_LAST = [...WIDTHS.filter((w) => w !== 1280), 1280];
const FONT_BUDGET_BYTES = 60 * 1024;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await sharedBrowser();
  context = await browser.newContext({ reducedMotion: 'reduce' });
  // The cookie banner is answered, so it does not cover what is measured.
  await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  page = await context.newPage();
});

afterAll(async () => {
  await closeContexts(browser);
});

/** The route the page shows now; the checks only read the page, so the next check of the same route reuses it. */
let showing = '';

/**
 * The route at the given width: loaded at the first width asked for, then resized, as a visitor turning a tablet or
 * widening a window would. The layout is CSS alone (no script reads the width when the page loads), so a resized page
 * lays out as one loaded at that width, for a fifth of the loads.
 */
async function open(path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  if (showing === path) return;
  showing = '';
  await page.goto(url(path), { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  showing = path;
}

/** Elements whose content is wider than their box (scroll containers and screen-reader-only text excepted). */
function overflowingText(): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('.visually-hidden, svg, [hidden]') || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' || style.display === 'inline') continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth} px in ${el.clientWidth} px`,
        );
    }
    return found;
  });
}

// Per route, the widths in turn from 320 px, ending at 1280 px, where the grid and the font checks read the same page.
describe.each(routes)('%s', (path) => {
  it.each(WIDTHS_1280_LAST)('at %i px has no horizontal scroll and no text wider than its box', async (width) => {
    await open(path, width);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll, `${path} scrolls sideways by ${scroll} px`).toBeLessThanOrEqual(0);
    expect(await overflowingText(), path).toEqual([]);
  });

  it('at 1280 px: every row of every card grid is full or centred, and prices side by side share a line', async () => {
    await open(path, 1280);
    const problems = await page.evaluate(() => {
      const out: string[] = [];
      for (const grid of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
        const style = getComputedStyle(grid);
        // Card grids only: a one-column list (bullets, steps) has no columns to leave empty.
        if (style.display !== 'grid' || grid.offsetParent === null || style.gridTemplateColumns.split(' ').length < 2)
          continue;
        const items = [...grid.children].filter((c): c is HTMLElement => c instanceof HTMLElement && c.offsetWidth > 0);
        if (items.length < 2) continue;
        const box = grid.getBoundingClientRect();
        const rows = new Map<number, DOMRect[]>();
        for (const item of items) {
          const rect = item.getBoundingClientRect();
          const top = Math.round(rect.top);
          rows.set(top, [...(rows.get(top) ?? []), rect]);
        }
        const label = grid.closest('section')?.querySelector('h2')?.textContent ?? 'a grid';
        [...rows.values()].forEach((row, i) => {
          const left = Math.min(...row.map((r) => r.left)) - box.left;
          const right = box.right - Math.max(...row.map((r) => r.right));
          if (i === 0 && (left > 2 || right > 2))
            out.push(
              `"${label}": first row leaves ${Math.round(left)} px left and ${Math.round(right)} px right empty`,
            );
          if (i > 0 && Math.abs(left - right) > 2)
            out.push(
              `"${label}": row ${i + 1} is off centre (${Math.round(left)} px left, ${Math.round(right)} px right)`,
            );
        });
        const prices = new Map<number, number[]>();
        for (const item of items) {
          const price = item.querySelector('[data-price]');
          if (!price) continue;
          const row = Math.round(item.getBoundingClientRect().top);
          prices.set(row, [...(prices.get(row) ?? []), price.getBoundingClientRect().top]);
        }
        for (const tops of prices.values()) {
          if (Math.max(...tops) - Math.min(...tops) > 2)
            out.push(
              `"${label}": prices side by side are ${Math.round(Math.max(...tops) - Math.min(...tops))} px apart`,
            );
        }
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  it('shows its text in the site fonts, within the font budget, and sizes and describes every image', async () => {
    await open(path, 1280);
    const fonts = await page.evaluate(() => ({
      loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
      bytes: performance
        .getEntriesByType('resource')
        .filter((e) => /\.woff2$/.test(e.name))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
    }));
    expect(fonts.loaded).toEqual(expect.arrayContaining(['Instrument Sans', 'Source Serif 4']));
    expect(fonts.heading).toMatch(/^"Source Serif 4"/);
    expect(fonts.body).toMatch(/^"Instrument Sans"/);
    expect(fonts.bytes).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
    const images = await page.evaluate(() =>
      [...document.querySelectorAll('img')].map((img) => ({
        src: img.currentSrc || img.src,
        alt: img.getAttribute('alt'),
        hidden: img.closest('[aria-hidden="true"]') !== null,
        sized: img.hasAttribute('width') && img.hasAttribute('height'),
        sizes: img.closest('picture') ? img.getAttribute('sizes') : 'n/a',
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        aboveFold: img.getBoundingClientRect().top < window.innerHeight,
      })),
    );
    for (const image of images) {
      expect(image.alt === null || (image.alt === '' && !image.hidden), `${image.src} needs alt text`).toBe(false);
      expect(image.sized, `${image.src} needs width and height`).toBe(true);
      expect(image.sizes, `${image.src} needs sizes`).toBeTruthy();
      if (image.priority === 'high') expect(image.loading).toBe('eager');
      else if (!image.aboveFold) expect(image.loading, `${image.src} is below the fold`).toBe('lazy');
    }
  });
});

describe('on a phone', () => {
  it(`${formPath} reaches its contact form within two screens`, async () => {
    showing = '';
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url(formPath), { waitUntil: 'load' });
    const top = await page
      .getByRole('textbox', { name: /name/i })
      .first()
      .evaluate((field) => field.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(2 * 844);
  });
});
