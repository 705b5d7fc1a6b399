// Search and sharing, from the fixture site: head tags, sitemap, robots.txt, block preloads and the share image.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../model/site.ts';
import type { PageData } from '../../model/page.ts';
import { escapeHtml, ogLocale, pageHead, renderPageHead } from '../../renderer/seo/head.ts';
import { indexableUrls, robotsTxt, sitemapXml } from '../../renderer/seo/sitemap.ts';
import { SHARE_IMAGE } from '../../renderer/seo/share-image.ts';
import { base, manifest, resolveSite } from './seo-site.ts';

let site: Site;
let pages: Map<string, PageData>;
beforeAll(async () => {
  ({ site, pages } = await resolveSite());
});

describe('head tags', () => {
  const meta = (html: string, attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];

  it('gives every page its title, description, canonical URL, Open Graph and Twitter card', () => {
    for (const [path, page] of pages) {
      const html = renderPageHead(pageHead(site, page));
      expect(html, path).toContain(`<title>${escapeHtml(page.title)}</title>`);
      expect(meta(html, 'name', 'description')).toBe(escapeHtml(page.description));
      expect(html).toContain(`<link rel="canonical" href="${page.canonicalUrl}">`);
      expect(meta(html, 'property', 'og:title')).toBe(escapeHtml(page.title));
      expect(meta(html, 'property', 'og:description')).toBe(escapeHtml(page.description));
      expect(meta(html, 'property', 'og:url')).toBe(page.canonicalUrl);
      expect(meta(html, 'property', 'og:type')).toBe('website');
      expect(meta(html, 'property', 'og:site_name')).toBe(manifest.site.firmName);
      expect(meta(html, 'property', 'og:image')).toBe(`${base}${SHARE_IMAGE.path}`);
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'property', 'og:image:alt')).toContain(manifest.site.firmName);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image')).toBe(`${base}${SHARE_IMAGE.path}`);
      expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org"/);
    }
  });

  it('gives aliases the canonical URL of their page', () => {
    expect(pages.get('/founder')!.canonicalUrl).toBe(`${base}/about`);
    expect(renderPageHead(pageHead(site, pages.get('/founder')!))).toContain(
      `<link rel="canonical" href="${base}/about">`,
    );
  });

  it('keeps the thank-you pages, and only them, out of search results', () => {
    for (const [path, page] of pages) {
      const robots = meta(renderPageHead(pageHead(site, page)), 'name', 'robots');
      expect(robots, path).toBe(path.startsWith('/thank-you/') ? 'noindex' : undefined);
    }
  });

  it('marks the not-found page noindex, without a canonical URL', () => {
    const chrome = pages.get('/')!.chrome;
    const html = renderPageHead(
      pageHead(site, { notFound: true, chrome, title: 'Page not found', description: 'This page does not exist.' }),
    );
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('"@type":"Organization"');
  });

  it('escapes every value', () => {
    const page = { ...pages.get('/')!, title: 'A "quoted" <b>title</b> & more', description: "It's <script>" };
    const html = renderPageHead(pageHead(site, page));
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more</title>');
    expect(meta(html, 'property', 'og:description')).toBe('It&#39;s &lt;script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('writes og:locale from the manifest locale', () => {
    expect(ogLocale('en-IE')).toBe('en_IE');
    expect(ogLocale('de')).toBe('de');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every canonical page once, at the public address, without aliases or thank-you pages', () => {
    const xml = sitemapXml(site);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = manifest.routes.map((r) => site.routePath(r)).filter((p) => !p.startsWith('/thank-you/'));
    expect(locs).toEqual(expected.map((p) => (p === '/' ? `${base}/` : `${base}${p}`)));
    expect(locs).toEqual(indexableUrls(site));
    expect(new Set(locs).size).toBe(locs.length);
    for (const alias of manifest.routes.flatMap((r) => r.aliases ?? [])) expect(locs).not.toContain(`${base}${alias}`);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    // Each canonical URL in the sitemap is the one its page declares.
    for (const page of pages.values())
      if (!site.pages.get(page.canonicalPath)!.noindex) expect(locs).toContain(page.canonicalUrl);
  });

  it('points robots.txt at the sitemap and keeps crawlers off the API but not the downloads', () => {
    const txt = robotsTxt(site);
    expect(txt).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toMatch(/^Allow: \/api\/download\/$/m);
    expect(txt).not.toContain('thank-you');
  });
});

describe('share image', () => {
  it('is a committed 1200×630 PNG in public/', () => {
    const png = readFileSync(join(process.cwd(), 'public', SHARE_IMAGE.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    // Small enough for every network that unfurls links (several cap images at 1–5 MB).
    expect(png.length).toBeLessThan(300_000);
  });
});
