// Search and sharing as crawlers and link unfurlers see it: the fixture site's built pages served by the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closeContexts, sharedBrowser, url, watchConsole } from './browser.ts';
import { validateJsonLd } from '../unit/seo-vocabulary.ts';
import { manifest, pathWith } from './fixture-pages.ts';

const base = manifest.site.baseUrl.replace(/\/$/, '');
const productSlug = manifest.site.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const canonicalPaths = manifest.routes.map((r) => r.path.replace('{product}', productSlug));
const aliases = manifest.routes.flatMap((r) =>
  (r.aliases ?? []).map((alias) => [alias, r.path.replace('{product}', productSlug)] as const),
);

const absolute = (path: string) => (path === '/' ? `${base}/` : `${base}${path}`);

async function html(path: string): Promise<string> {
  const response = await fetch(url(path));
  expect(response.status, path).toBe(200);
  return response.text();
}

function head(document: string): string {
  return document.slice(0, document.indexOf('</head>'));
}

function attr(document: string, selector: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${selector}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`, 'g');
  return [...head(document).matchAll(pattern)].map((m) => m[1]!);
}

function jsonLd(document: string): unknown[] {
  return [...document.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('every page, as served', () => {
  it('has one title, description, canonical URL, Open Graph and Twitter card, all pointing at the public address', async () => {
    for (const path of canonicalPaths) {
      const page = await html(path);
      expect(head(page).match(/<title>/g), path).toHaveLength(1);
      expect(attr(page, 'name', 'description'), path).toHaveLength(1);
      expect(
        [...head(page).matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((m) => m[1]),
        path,
      ).toEqual([absolute(path)]);
      expect(attr(page, 'property', 'og:url')).toEqual([absolute(path)]);
      expect(attr(page, 'property', 'og:type')).toEqual(['website']);
      expect(attr(page, 'property', 'og:site_name')).toEqual([manifest.site.firmName]);
      expect(attr(page, 'property', 'og:title')[0]).toBeTruthy();
      expect(attr(page, 'property', 'og:description')[0]).toBeTruthy();
      expect(attr(page, 'property', 'og:image')).toEqual([`${base}/og-image.png`]);
      expect(attr(page, 'property', 'og:image:width')).toEqual(['1200']);
      expect(attr(page, 'property', 'og:image:height')).toEqual(['630']);
      expect(attr(page, 'name', 'twitter:card')).toEqual(['summary_large_image']);
    }
  });

  it('carries valid schema.org JSON-LD: the firm everywhere, a breadcrumb trail everywhere but home', async () => {
    for (const path of canonicalPaths) {
      const documents = jsonLd(await html(path));
      expect(documents, path).toHaveLength(1);
      expect(validateJsonLd(documents[0]), path).toEqual([]);
      const types = (documents[0] as { '@graph': { '@type': string }[] })['@graph'].map((n) => n['@type']);
      expect(types, path).toContain('Organization');
      expect(types.includes('BreadcrumbList'), path).toBe(path !== '/');
      expect(types.includes('Service'), path).toBe(manifest.services.some((s) => s.route === path));
      expect(types.includes('FAQPage'), path).toBe(
        manifest.routes.some((r) => r.path === path && r.blocks.some((b) => b.type === 'faq')),
      );
    }
  });

  it('marks the thank-you pages noindex, and no other page', async () => {
    for (const path of canonicalPaths) {
      expect(attr(await html(path), 'name', 'robots'), path).toEqual(path.startsWith('/thank-you/') ? ['noindex'] : []);
    }
  });

  it('gives an alias the canonical URL of its page', async () => {
    expect(aliases.length).toBeGreaterThan(0);
    for (const [alias, canonical] of aliases) {
      expect(head(await html(alias))).toContain(`<link rel="canonical" href="${absolute(canonical)}">`);
    }
  });

  it('keeps the not-found page out of the index', async () => {
    const response = await fetch(url('/no-such-page'));
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(attr(page, 'name', 'robots')).toEqual(['noindex']);
    expect(head(page)).not.toContain('rel="canonical"');
  });
});

describe('files for crawlers and unfurlers', () => {
  it('serves robots.txt with the sitemap address', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('serves sitemap.xml with every canonical page but the thank-you pages, and no alias', async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(canonicalPaths.filter((p) => !p.startsWith('/thank-you/')).map(absolute));
    for (const [alias] of aliases) expect(locs).not.toContain(absolute(alias));
  });

  it('serves the share image as a 1200×630 PNG', async () => {
    const response = await fetch(url('/og-image.png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  it('loads a page with structured data and block preloads without console errors (the CSP allows both)', async () => {
    const page = await browser.newPage();
    const problems = watchConsole(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // A service page with an FAQ: Organization, Service, FAQPage and breadcrumb data, and many blocks to preload.
    await page.goto(url(pathWith('faq')));
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const preloads = await page.$$eval('head link[rel="modulepreload"]', (links) =>
      links.map((l) => new URL((l as HTMLLinkElement).href).pathname),
    );
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) expect(requested).toContain(preload);
    // Every JS file the page loaded was announced in the HTML: no request waterfall through dynamic imports.
    const announced = await page.$$eval('link[rel="modulepreload"], script[src]', (elements) =>
      elements.map((e) => new URL((e as HTMLLinkElement).href || (e as HTMLScriptElement).src).pathname),
    );
    expect(requested.filter((p) => p.endsWith('.js')).filter((p) => !announced.includes(p))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
