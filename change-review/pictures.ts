// Before and after screenshots of each affected page at a phone and a desktop width, in Debian's Chromium, with the
// changed regions outlined. Each version is served by its own server; one browser takes every picture.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../build/chromium.ts';
import type { PageDifference } from './compare.ts';
import { changedRegions, outline, pieces, type Piece, type Region } from './marks.ts';

export const WIDTHS = [390, 1280] as const;

export interface PagePictures {
  path: string;
  width: number;
  /** Files relative to the report folder; absent for a page that does not exist in that version. */
  before?: string;
  after?: string;
  /** How many regions were outlined (the larger count of the two pictures). */
  marked: number;
  /** The outlined regions, in page pixels. */
  regions: { before: Region[]; after: Region[] };
}

const fileName = (path: string, width: number, side: string) =>
  `${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')}-${width}-${side}.jpg`;

async function openPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  // The cookie banner would cover the same strip of both pictures; a stored choice keeps it away.
  await context.addInitScript(() => {
    try {
      localStorage.setItem('cookieConsent', 'declined');
    } catch {
      // storage may be unavailable; the banner then shows in both pictures alike
    }
  });
  return context.newPage();
}

/** Opens a page and lists what it shows, once its fonts are in. */
async function open(page: Page, url: string): Promise<Piece[]> {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return pieces(page);
}

export async function takePictures(
  pages: PageDifference[],
  beforeUrl: string,
  afterUrl: string,
  outDir: string,
): Promise<PagePictures[]> {
  const imagesDir = join(outDir, 'images');
  mkdirSync(imagesDir, { recursive: true });
  const browser = await launchChromium();
  const pictures: PagePictures[] = [];
  try {
    // One tab per version and width, reused from page to page.
    const tabs = new Map<string, Page>();
    for (const width of WIDTHS)
      for (const side of ['before', 'after']) tabs.set(`${side}-${width}`, await openPage(browser, width));
    const pair = async (difference: PageDifference, width: number): Promise<PagePictures> => {
      const entry: PagePictures = { path: difference.path, width, marked: 0, regions: { before: [], after: [] } };
      const before = difference.status === 'added' ? undefined : tabs.get(`before-${width}`)!;
      const after = difference.status === 'removed' ? undefined : tabs.get(`after-${width}`)!;
      const [beforePieces, afterPieces] = await Promise.all([
        before && open(before, beforeUrl + difference.path),
        after && open(after, afterUrl + difference.path),
      ]);
      if (before && after) {
        const regions = changedRegions(beforePieces!, afterPieces!);
        await Promise.all([outline(before, regions.before), outline(after, regions.after)]);
        entry.marked = Math.max(regions.before.length, regions.after.length);
        entry.regions = regions;
      }
      for (const [side, page] of [
        ['before', before],
        ['after', after],
      ] as const) {
        if (!page) continue;
        const file = fileName(difference.path, width, side);
        writeFileSync(
          join(imagesDir, file),
          await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', type: 'jpeg', quality: 85 }),
        );
        entry[side] = `images/${file}`;
      }
      return entry;
    };
    // Both widths at once: each has its own pair of tabs.
    for (const difference of pages)
      pictures.push(...(await Promise.all(WIDTHS.map((width) => pair(difference, width)))));
  } finally {
    await browser.close();
  }
  return pictures;
}
