// The smoke stage: what must hold for any manifest that lints clean, derived from the manifest itself and never typed.
// It lints, it builds, every route and alias answers 200 with its own title, every internal link (and the element its
// #fragment names) resolves, and axe finds nothing on any page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { createSite, type Site } from '../../model/site.ts';
import { resolvePage } from '../../model/page.ts';
import { launchChromium } from '../../build/chromium.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { buildSite } from '../support/site-build.ts';
import { startSiteServer, type SiteServer } from '../support/site-server.ts';
import { internalLinks, titleOf } from './html.ts';
import { lintErrors } from './lint-errors.ts';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_WIDTH = 1280;

export interface SmokeSite {
  site: Site;
  server: SiteServer;
  /** Each address's HTML as served. */
  html: Map<string, string>;
}

/**
 * The smoke checks of one manifest text, as a describe block. `more` adds tests of that version's own inside it, with
 * the built and served site. `name` keeps each version's build apart (tests/support/site-build.ts).
 */
export function smokeSuite(
  name: string,
  manifestText: string,
  file: string,
  more?: (served: () => SmokeSite) => void,
): void {
  const manifest = JSON.parse(manifestText) as SiteManifest;
  const state = {} as SmokeSite;

  describe(`${name}: smoke`, () => {
    beforeAll(async () => {
      state.site = createSite(manifest, blockDefinitions);
      const errors = await lintErrors(manifestText, file);
      if (errors.length > 0) throw new Error(`${file} does not lint clean:\n\n${errors.join('\n\n')}`);
      state.server = await startSiteServer(await buildSite(name, manifestText));
      state.html = new Map();
    });
    afterAll(async () => {
      await state.server?.stop();
    });

    it('lints with no error', async () => {
      expect(await lintErrors(manifestText, file)).toEqual([]);
    });

    const addresses = [...createSite(manifest).pages.keys()];
    it.for(addresses)('%s answers 200 with its own title', async (path) => {
      const response = await state.server.get(encodeURI(path));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      state.html.set(path, html);
      const expected = resolvePage(state.site, path, [])!.title;
      expect(titleOf(html), path).toBe(expected);
    });

    it('every internal link resolves, and every #fragment names an element of its page', async () => {
      const pages = await Promise.all(
        addresses.map(
          async (path) =>
            [path, state.html.get(path) ?? (await (await state.server.get(encodeURI(path))).text())] as const,
        ),
      );
      const { links, broken } = await brokenLinks(state.server, pages);
      expect(links).toBeGreaterThan(0);
      expect(broken).toEqual([]);
    });

    axeChecks(addresses, () => state);

    more?.(() => state);
  });
}

/** The internal links of the given pages (address and HTML) that answer other than 200 or name a missing #fragment. */
async function brokenLinks(
  server: SiteServer,
  pages: readonly (readonly [string, string])[],
): Promise<{ links: number; broken: string[] }> {
  const links = new Map<string, string>();
  for (const [from, html] of pages) for (const link of internalLinks(html, from)) links.set(link, from);
  const broken: string[] = [];
  const fetched = new Map<string, Promise<{ status: number; html: string }>>();
  const load = (path: string) => {
    let found = fetched.get(path);
    if (!found)
      fetched.set(path, (found = server.get(path).then(async (r) => ({ status: r.status, html: await r.text() }))));
    return found;
  };
  for (const [link, from] of links) {
    const [path, fragment] = link.split('#') as [string, string | undefined];
    const target = await load(path);
    if (target.status !== 200) broken.push(`${link} (linked from ${from}): ${target.status}`);
    else if (fragment && !new RegExp(`\\sid="${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(target.html))
      broken.push(`${link} (linked from ${from}): no element with id "${fragment}"`);
  }
  return { links: links.size, broken };
}

/** axe on every address in one Chromium, its pages checked concurrently. */
function axeChecks(addresses: string[], served: () => SmokeSite): void {
  describe(`axe (WCAG 2.0/2.1/2.2 A and AA) at ${AXE_WIDTH} px`, () => {
    let browser: Browser | undefined;
    let context: BrowserContext;
    beforeAll(async () => {
      browser = await launchChromium();
      context = await browser.newContext({ viewport: { width: AXE_WIDTH, height: 900 } });
      await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    });
    afterAll(async () => {
      await browser?.close();
    });

    it.concurrent.for(addresses)('%s has no violations', async (path, { expect }) => {
      expect(await axeViolations(context, served().server.url + encodeURI(path))).toEqual([]);
    });
  });
}

/** The page's axe violations once it has hydrated and its finite animations have finished, one line per element. */
async function axeViolations(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  });
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  await page.close();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
}
