// Finds and outlines what changed between two versions of one page, in the browser. Each version's visible pieces of
// text (and images) are listed in reading order with their boxes; jsdiff compares the two lists, so content that was
// only pushed down is not marked, and the pieces added, removed or edited get a red outline on their side.
import { diffArrays } from 'diff';
import type { Page } from 'playwright-core';

export interface Piece {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Region = Omit<Piece, 'key'>;

/** The page's visible text pieces and images, top to bottom, in page coordinates. */
export function pieces(page: Page): Promise<Piece[]> {
  return page.evaluate(() => {
    const found: { key: string; x: number; y: number; width: number; height: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node as HTMLElement;
      const own = [...element.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const image = element instanceof HTMLImageElement || element instanceof SVGSVGElement;
      if (!own && !image) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const key = `${element.tagName}|${own || (element.getAttribute('src') ?? element.getAttribute('aria-label') ?? '')}|${style.color}|${style.backgroundColor}`;
      found.push({ key, x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height });
    }
    return found;
  });
}

/** Joins boxes that nearly touch, so one changed paragraph gets one outline. */
function merge(regions: Region[], gap = 16): Region[] {
  const out: Region[] = [];
  for (const region of [...regions].sort((a, b) => a.y - b.y)) {
    const last = out.at(-1);
    if (last && region.y <= last.y + last.height + gap) {
      const left = Math.min(last.x, region.x);
      const right = Math.max(last.x + last.width, region.x + region.width);
      last.height = Math.max(last.y + last.height, region.y + region.height) - last.y;
      last.x = left;
      last.width = right - left;
    } else out.push({ x: region.x, y: region.y, width: region.width, height: region.height });
  }
  return out;
}

/** The regions that differ, on the before page and on the after page. */
export function changedRegions(before: Piece[], after: Piece[]): { before: Region[]; after: Region[] } {
  const removed: Region[] = [];
  const added: Region[] = [];
  let i = 0;
  let j = 0;
  for (const part of diffArrays(before, after, { comparator: (a, b) => a.key === b.key })) {
    const count = part.value.length;
    if (part.removed) removed.push(...before.slice(i, (i += count)));
    else if (part.added) added.push(...after.slice(j, (j += count)));
    else {
      i += count;
      j += count;
    }
  }
  return { before: merge(removed), after: merge(added) };
}

/** Draws the outlines over the page (an overlay the screenshot includes). */
export async function outline(page: Page, regions: Region[]): Promise<void> {
  await page.evaluate((boxes) => {
    document.getElementById('review-marks')?.remove();
    const layer = document.createElement('div');
    layer.id = 'review-marks';
    layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;z-index:2147483647;pointer-events:none';
    for (const box of boxes) {
      const mark = document.createElement('div');
      mark.style.cssText = `position:absolute;left:${box.x - 6}px;top:${box.y - 6}px;width:${box.width + 12}px;height:${box.height + 12}px;outline:4px solid #e63946;outline-offset:0;border-radius:4px`;
      layer.appendChild(mark);
    }
    document.body.appendChild(layer);
  }, regions);
}
