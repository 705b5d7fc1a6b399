// Runs at build time (and in `npm run dev`): gives each page only the data it shows.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadSite } from '../site/node.ts';
import { resolvePage, type PageData } from '../model/page.ts';
import { resolveChrome, type Chrome } from '../model/chrome.ts';
import type { Problem } from '../model/problems.ts';
import { readFileSync, statSync } from 'node:fs';
import { IMAGE_INDEX_FILE, isImageRef, type ImageTable } from '../ui/media.ts';

/** A page's data, plus what the build knows of the images it shows (sizes, widths made). */
export type Data = (PageData | { notFound: true; chrome: Chrome; title: string; description: string }) & {
  images?: ImageTable;
};

export async function data(pageContext: PageContextServer): Promise<Data> {
  const site = await loadSite();
  const problems: Problem[] = [];
  if (pageContext.is404) {
    return {
      notFound: true,
      chrome: resolveChrome(site, problems),
      title: 'Page not found',
      description: 'This page does not exist.',
      images: {},
    };
  }
  const path = pageContext.urlPathname.replace(/\/$/, '') || '/';
  const page = await resolvePage(site, path, problems);
  if (!page) throw render(404);
  return { ...page, images: imagesOf(page) };
}

let imageIndex: { key: string; table: ImageTable } | undefined;

/** The build's image index, read again only when the file changes (pre-rendering asks once a page). */
function readImageIndex(): ImageTable {
  const stat = statSync(IMAGE_INDEX_FILE, { throwIfNoEntry: false });
  if (!stat) return {};
  const key = `${stat.mtimeMs}|${stat.size}`;
  if (imageIndex?.key !== key)
    imageIndex = { key, table: JSON.parse(readFileSync(IMAGE_INDEX_FILE, 'utf8')) as ImageTable };
  return imageIndex.table;
}

/** The build's entries for the images this page names (none before the first build, e.g. in a fresh `npm run dev`). */
function imagesOf(page: PageData): ImageTable {
  const all = readImageIndex();
  const shown: ImageTable = {};
  const visit = (value: unknown): void => {
    if (isImageRef(value) && all[value.src]) shown[value.src] = all[value.src]!;
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(page);
  return shown;
}
