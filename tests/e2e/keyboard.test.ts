// Keyboard and motion: every keyboard stop shows a focus ring that the fixed navigation bar does not hide, the first
// stop skips to the content, and a visitor who asks for reduced motion gets none.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, watchConsole } from './browser.ts';
import { context, open, pagesCoveringEveryBlock, release, useTabs, WIDTHS } from './a11y-tabs.ts';
import { pathWith } from './fixture-pages.ts';

useTabs();

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
      const stop = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const describe = (e: Element) =>
          `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}[${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}]`;
        const path: number[] = [];
        for (let node: Element | null = el; node && node.parentElement; node = node.parentElement)
          path.push([...node.parentElement.children].indexOf(node));
        const style = getComputedStyle(el);
        const outline =
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2 &&
          style.outlineColor !== 'rgba(0, 0, 0, 0)';
        const ring = style.boxShadow !== 'none' && /\d+px/.test(style.boxShadow);
        // Wholly hidden by something drawn over it, such as the fixed navigation bar (2.4.11 asks that it is not
        // entirely hidden): none of five points inside it shows the element itself on top.
        const hidden = () => {
          const rect = el.getBoundingClientRect();
          const inset = (a: number, b: number) => Math.min(a + 2, (a + b) / 2);
          const points = [
            [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
            [inset(rect.left, rect.right), inset(rect.top, rect.bottom)],
            [rect.right - (inset(rect.left, rect.right) - rect.left), inset(rect.top, rect.bottom)],
            [inset(rect.left, rect.right), rect.bottom - (inset(rect.top, rect.bottom) - rect.top)],
            [
              rect.right - (inset(rect.left, rect.right) - rect.left),
              rect.bottom - (inset(rect.top, rect.bottom) - rect.top),
            ],
          ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
          return (
            points.length > 0 &&
            points.every(([x, y]) => {
              const top = document.elementFromPoint(x!, y!);
              return !top || !el.contains(top);
            })
          );
        };
        // The page may still be scrolling the element into view (smoothly): judge it once the scroll has come to rest.
        const atRest = () =>
          new Promise<void>((resolve) => {
            let last = scrollY;
            let still = 0;
            const frame = () => {
              if (scrollY === last && ++still >= 3) return resolve();
              if (scrollY !== last) [last, still] = [scrollY, 0];
              requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          });
        let obscured = hidden();
        if (obscured) {
          await atRest();
          obscured = hidden();
        }
        const rect = el.getBoundingClientRect();
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

  it.each(WIDTHS.flatMap((w) => pages.map((p) => [w, p] as const)))(
    'at %i px every stop on %s shows focus, unobscured',
    async (width, path) => {
      const page = await open(path, width);
      const problems = watchConsole(page);
      const result = await walk(page);
      expect(result.stops).toBeGreaterThan(5);
      expect(result.problems).toEqual([]);
      expect(problems).toEqual([]);
      release(page);
    },
  );

  it('the first stop is the skip link, and it moves focus to the main content', async () => {
    const page = await open(pathWith('tiers'), 1280);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/skip to content/i);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    release(page);
  });
});

describe('reduced motion', () => {
  it('runs no animation and no smooth scrolling for a visitor who asks for reduced motion', async () => {
    // The hero's entrance, the FAQ's accordion and the contact form's page.
    for (const path of ['/', pathWith('faq'), pathWith('contact-form')]) {
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
          const longest = (list: string) =>
            Math.max(...list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));
          const animated = s.animationName !== 'none' && longest(s.animationDuration) > 10;
          const movingTransition =
            longest(s.transitionDuration) > 10 &&
            /transform|translate|scale|rotate|top|left|margin|all/.test(s.transitionProperty);
          return animated || movingTransition
            ? [`${el.tagName.toLowerCase()}.${el.className}: ${s.animationName} ${s.transitionProperty}`]
            : [];
        }),
      );
      expect(moving, path).toEqual([]);
      await page.close();
    }
  });
});
