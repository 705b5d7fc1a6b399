// Runs at build time (and in `npm run dev`): gives each page only the data it shows.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { loadSite } from '../blocks/load.ts';
import { resolvePage, type PageData } from '../model/page.ts';
import { resolveChrome, type Chrome } from '../model/chrome.ts';
import type { Problem } from '../model/problems.ts';

export type Data = PageData | { notFound: true; chrome: Chrome; title: string; description: string };

export async function data(pageContext: PageContextServer): Promise<Data> {
  const site = await loadSite();
  const problems: Problem[] = [];
  if (pageContext.is404) {
    return { notFound: true, chrome: resolveChrome(site, problems), title: 'Page not found', description: 'This page does not exist.' };
  }
  const path = pageContext.urlPathname.replace(/\/$/, '') || '/';
  const page = await resolvePage(site, path, problems);
  if (!page) throw render(404);
  return page;
}
