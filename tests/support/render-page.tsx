// Renders pages and blocks to HTML the way the build does, without a build: for fast unit tests. Blocks render inside
// the fixture site (tests/support/fixture-site.ts), never the live manifest.
import { renderToStaticMarkup } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '../../renderer/emotion.ts';
import { PageShell } from '../../renderer/PageShell.tsx';
import Page from '../../renderer/page/+Page.tsx';
import { createSite, type Site } from '../../model/site.ts';
import { resolvePage } from '../../model/page.ts';
import { pageJsonLd } from '../../renderer/seo/json-ld.ts';
import { loadBlockComponents } from '../../blocks/registry.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import type { Problem } from '../../model/problems.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { fixtureManifest } from './fixture-site.ts';

/** A fresh copy of the fixture site's manifest, free to change. */
export function readManifest(): SiteManifest {
  return fixtureManifest();
}

/** The site of a manifest with this project's block types. */
export async function siteOf(manifest: SiteManifest): Promise<Site> {
  return createSite(manifest, blockDefinitions);
}

/** A page as the build renders it: its HTML, the problems met while resolving it, and its structured-data nodes. */
export async function renderPath(
  site: Site,
  path: string,
): Promise<{ html: string; problems: Problem[]; jsonLd: Record<string, unknown>[] }> {
  const problems: Problem[] = [];
  const data = await resolvePage(site, path, problems);
  if (!data) throw new Error(`No page at ${path}`);
  const blocks = await loadBlockComponents(data.blocks.map((b) => b.type));
  const cache = createEmotionCache();
  cache.compat = true;
  const { extractCritical } = createEmotionServer(cache);
  const { html } = extractCritical(
    renderToStaticMarkup(<PageShell data={data} path={data.canonicalPath} Page={Page} blocks={blocks} cache={cache} />),
  );
  return { html, problems, jsonLd: pageJsonLd(site, data)['@graph'] as unknown as Record<string, unknown>[] };
}

/** Renders one block on a page of its own inside the fixture manifest, or the one given (so its references resolve). */
export async function renderBlock(block: Record<string, unknown>, manifest: SiteManifest = readManifest()) {
  const withPage = {
    ...manifest,
    routes: [...manifest.routes, { path: '/block-under-test', title: 'Test', description: 'Test', blocks: [block] }],
  } as unknown as SiteManifest;
  const site = await siteOf(withPage);
  const { html, problems, jsonLd } = await renderPath(site, '/block-under-test');
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return { html: main, problems, manifest: withPage, jsonLd };
}

/** Visible text of some HTML, with tags removed and entities decoded, for "the visitor sees X" assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
