// WCAG 2.2 AA in the browser: axe finds nothing on every route of the manifest at phone and desktop widths (and in the
// states a visitor opens: menus, FAQ answers, the cookie banner, the scrolled page), every keyboard stop shows a focus
// ring that the fixed navigation bar does not hide, and a visitor who asks for reduced motion gets none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, url, watchConsole } from './browser.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [390, 1280] as const;

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'site.manifest.json'), 'utf8')) as SiteManifest;
const productSlug = manifest.site.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const routes = manifest.routes.map((r) => r.path.replace('{product}', productSlug));
/** Every address the manifest serves: each route and its aliases (an alias renders its page again). */
const addresses = [...routes, ...manifest.routes.flatMap((r) => r.aliases ?? [])];

/** The fewest pages that together show every block type of the manifest (for the slower keyboard walk). */
function pagesCoveringEveryBlock(): string[] {
  const chosen: string[] = [];
  const covered = new Set<string>();
  const candidates = manifest.routes.map((r) => ({ path: r.path.replace('{product}', productSlug), types: new Set(r.blocks.map((b) => b.type)) }));
  for (;;) {
    const best = candidates
      .map((c) => ({ ...c, gain: [...c.types].filter((t) => !covered.has(t)).length }))
      .sort((a, b) => b.gain - a.gain)[0];
    if (!best || best.gain === 0) return chosen;
    chosen.push(best.path);
    best.types.forEach((t) => covered.add(t));
  }
}

let browser: Browser;
const contexts = new Map<string, BrowserContext>();
/** Pages that finished a test, by context: the next test navigates one of them (a new tab costs a renderer process). */
const idle = new Map<BrowserContext, Page[]>();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await browser?.close();
});

/** One context per width (and motion preference); the cookie choice is stored unless the test wants the banner. */
async function context(width: number, options: { reducedMotion?: boolean; banner?: boolean } = {}): Promise<BrowserContext> {
  const key = `${width}|${options.reducedMotion ?? false}|${options.banner ?? false}`;
  let found = contexts.get(key);
  if (!found) {
    found = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    });
    if (!options.banner) await found.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    contexts.set(key, found);
  }
  return found;
}

/** Waits for hydration, then moves every finite animation (the hero's entrance) to its end, so colours are final. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
}

async function open(path: string, width: number, options?: { reducedMotion?: boolean; banner?: boolean }): Promise<Page> {
  const tabs = await context(width, options);
  const page = idle.get(tabs)?.pop() ?? (await tabs.newPage());
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBeLessThan(path.startsWith('/no-such') ? 500 : 400);
  await settle(page);
  return page;
}

/** Hands a page back for the next test; navigating it away resets everything the test did to it. */
function release(page: Page): void {
  page.removeAllListeners('console').removeAllListeners('pageerror');
  idle.set(page.context(), [...(idle.get(page.context()) ?? []), page]);
}

/**
 * axe's violations as readable lines: rule, impact, the elements (selector and HTML) and how to fix them. Legacy mode
 * runs axe in the page itself; the default mode opens a blank page per run to merge frame results, and the site has no
 * frames. Only violations are reported back (the passes are not read).
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.html.slice(0, 160)} — ${n.failureSummary?.replace(/\s+/g, ' ').slice(0, 300)}`),
  );
}

describe.each(WIDTHS)('axe (WCAG 2.0/2.1/2.2 A and AA) at %i px', (width) => {
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
    const path = routes.find((p) => manifest.routes.some((r) => r.path === p && r.blocks.some((b) => b.type === 'faq')))!;
    const page = await open(path, width);
    const id = await page.locator('main :is(h2, h3, h4) > button[aria-expanded="false"]').first().getAttribute('id');
    const trigger = page.locator(`[id="${id}"]`);
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await settle(page);
    expect(await violations(page)).toEqual([]);
    release(page);
  });

  it(width < 800 ? 'the open mobile menu has no violations' : 'the open services menu has no violations', async () => {
    const page = await open('/', width);
    const toggle = page.locator(width < 800 ? 'button[aria-controls="mobile-menu"]' : 'button[aria-controls="services-menu"]');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await settle(page);
    expect(await violations(page)).toEqual([]);
    release(page);
  });
});

describe('keyboard', () => {
  /**
   * Tabs through the whole page; at every stop the focused element must show a ring (outline or box-shadow, at least
   * 2 px, not transparent) and must not sit under the fixed navigation bar (WCAG 2.4.11 Focus Not Obscured).
   */
  async function walk(page: Page): Promise<{ stops: number; problems: string[] }> {
    const problems: string[] = [];
    const seen = new Set<string>();
    let stops = 0;
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const describe = (e: Element) =>
          `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}[${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}]`;
        const path: number[] = [];
        for (let node: Element | null = el; node && node.parentElement; node = node.parentElement) path.push([...node.parentElement.children].indexOf(node));
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
        const ring = style.boxShadow !== 'none' && /\d+px/.test(style.boxShadow);
        const rect = el.getBoundingClientRect();
        // Wholly hidden by something drawn over it, such as the fixed navigation bar (2.4.11 asks that it is not
        // entirely hidden): none of five points inside it shows the element itself on top.
        const inset = (a: number, b: number) => Math.min(a + 2, (a + b) / 2);
        const points = [
          [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
          [inset(rect.left, rect.right), inset(rect.top, rect.bottom)],
          [rect.right - (inset(rect.left, rect.right) - rect.left), inset(rect.top, rect.bottom)],
          [inset(rect.left, rect.right), rect.bottom - (inset(rect.top, rect.bottom) - rect.top)],
          [rect.right - (inset(rect.left, rect.right) - rect.left), rect.bottom - (inset(rect.top, rect.bottom) - rect.top)],
        ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
        const obscured =
          points.length > 0 &&
          points.every(([x, y]) => {
            const top = document.elementFromPoint(x!, y!);
            return !top || !el.contains(top);
          });
        const offscreen = rect.width === 0 && rect.height === 0;
        return { key: path.join('.'), name: describe(el), visibleRing: outline || ring, obscured, offscreen };
      });
      if (!stop) continue;
      if (seen.has(stop.key)) break; // back at the start: the whole page was walked
      seen.add(stop.key);
      stops += 1;
      if (stop.offscreen) problems.push(`${stop.name}: focused but has no size`);
      if (!stop.visibleRing) problems.push(`${stop.name}: no visible focus indicator`);
      if (stop.obscured) problems.push(`${stop.name}: hidden under the fixed navigation bar when focused`);
    }
    return { stops, problems };
  }

  const pages = pagesCoveringEveryBlock();

  it.each(WIDTHS.flatMap((w) => pages.map((p) => [w, p] as const)))('at %i px every stop on %s shows focus, unobscured', async (width, path) => {
    const page = await open(path, width);
    const problems = watchConsole(page);
    const result = await walk(page);
    expect(result.stops).toBeGreaterThan(5);
    expect(result.problems).toEqual([]);
    expect(problems).toEqual([]);
    release(page);
  });

  it('the first stop is the skip link, and it moves focus to the main content', async () => {
    const page = await open('/services/ops-audit', 1280);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/skip to content/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    release(page);
  });
});

describe('reduced motion', () => {
  it('runs no animation and no smooth scrolling for a visitor who asks for reduced motion', async () => {
    for (const path of ['/', '/services/opsos', '/book']) {
      const page = await (await context(1280, { reducedMotion: true })).newPage();
      await page.goto(url(path));
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const state = await page.evaluate(() => ({
        running: document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => {
            const target = (a.effect as KeyframeEffect | null)?.target;
            return `${a.constructor.name} ${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? ''} on ${target?.tagName ?? '?'}.${target?.className ?? ''}`;
          }),
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
      }));
      expect(state.running, path).toEqual([]);
      expect(state.scroll, path).not.toBe('smooth');
      // A long transition or animation declared anywhere would move something when triggered later.
      const moving = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((el) => {
          const s = getComputedStyle(el);
          const longest = (list: string) => Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));
          const animated = s.animationName !== 'none' && longest(s.animationDuration) > 10;
          const movingTransition =
            longest(s.transitionDuration) > 10 && /transform|translate|scale|rotate|top|left|margin|all/.test(s.transitionProperty);
          return animated || movingTransition ? [`${el.tagName.toLowerCase()}.${el.className}: ${s.animationName} ${s.transitionProperty}`] : [];
        }),
      );
      expect(moving, path).toEqual([]);
      await page.close();
    }
  });
});
