// sitemap.xml and robots.txt from the manifest: every canonical page (never an alias, never a noindex page) at the
// site's public address (site.baseUrl).
import type { Site } from '../../model/site.ts';
import { absoluteUrl } from './json-ld.ts';

/** The canonical URLs search engines should index, in manifest order. */
export function indexableUrls(site: Site): string[] {
  const paths = new Set(site.routes.filter((entry) => !entry.noindex).map((entry) => entry.canonicalPath));
  return [...paths].map((path) => absoluteUrl(site, path));
}

function xmlText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function sitemapXml(site: Site): string {
  const urls = indexableUrls(site).map((url) => `  <url><loc>${xmlText(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Everything may be crawled but the API, except the downloads (real documents worth finding). The thank-you pages are
 * not disallowed on purpose: a crawler must fetch them to see their noindex.
 */
export function robotsTxt(site: Site): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/download/',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
