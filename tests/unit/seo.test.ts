// Search and sharing, from the real manifest: head tags, structured data (checked against the schema.org vocabulary,
// with prices equal to the manifest's numbers), sitemap, robots.txt, block preloads and the share image.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, type Site } from '../../model/site.ts';
import { resolvePage, type PageData } from '../../model/page.ts';
import { formatPrice } from '../../model/price.ts';
import type { Price, SiteManifest } from '../../schema/site.types.ts';
import { offerPrice, pageJsonLd, serializeJsonLd } from '../../renderer/seo/json-ld.ts';
import { escapeHtml, ogLocale, pageHead, renderPageHead } from '../../renderer/seo/head.ts';
import { loadBlockDefinitions } from '../../blocks/registry.ts';
import { indexableUrls, robotsTxt, sitemapXml } from '../../renderer/seo/sitemap.ts';
import { blockPreloads } from '../../renderer/seo/preload.ts';
import { SHARE_IMAGE } from '../../renderer/seo/share-image.ts';
import { validateJsonLd } from './seo-vocabulary.ts';

type Node = Record<string, unknown> & { '@type'?: string };

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'site.manifest.json'), 'utf8')) as SiteManifest;
let site: Site;
const pages = new Map<string, PageData>();

beforeAll(async () => {
  site = createSite(manifest, await loadBlockDefinitions());
  for (const path of site.pages.keys()) {
    const problems: never[] = [];
    const page = await resolvePage(site, path, problems);
    expect(problems).toEqual([]);
    pages.set(path, page!);
  }
});

function graphOf(path: string): Node[] {
  return pageJsonLd(site, pages.get(path)!)['@graph'] as unknown as Node[];
}

function nodesOf(path: string, type: string): Node[] {
  return graphOf(path).filter((node) => node['@type'] === type);
}

const base = manifest.site.baseUrl.replace(/\/$/, '');

describe('structured data', () => {
  it('is valid schema.org on every page: known types, known properties, required properties present', () => {
    for (const path of site.pages.keys()) {
      const document = JSON.parse(serializeJsonLd(pageJsonLd(site, pages.get(path)!)));
      expect(validateJsonLd(document), path).toEqual([]);
    }
  });

  it('describes the firm on every page: name, url, email and the company profile', () => {
    for (const path of site.pages.keys()) {
      const [org, ...others] = nodesOf(path, 'Organization');
      expect(others, path).toEqual([]);
      expect(org).toMatchObject({
        '@id': `${base}/#organization`,
        name: manifest.site.firmName,
        url: `${base}/`,
        email: manifest.site.email,
        sameAs: [manifest.site.links.companyProfile],
      });
    }
  });

  it('gives each service page a Service whose offers carry the manifest prices', () => {
    const currency = manifest.site.currency;
    for (const service of manifest.services) {
      const [node, ...others] = nodesOf(service.route, 'Service');
      expect(others).toEqual([]);
      expect(node).toMatchObject({ name: service.name, url: `${base}${service.route}`, provider: { '@id': `${base}/#organization` } });
      const offers = node!.offers as Node[];
      const priced = [...service.tiers, ...(service.addOns ?? [])];
      expect(offers).toHaveLength(priced.length);
      priced.forEach((item, i) => {
        const offer = offers[i]!;
        expect(offer['@type']).toBe('Offer');
        expect(String(offer.name)).toContain(item.name);
        expect(offer.priceCurrency).toBe(currency);
        expectPrice(offer, item.price, currency, `${service.id}/${item.name}`);
      });
    }
  });

  it('states every kind of price the manifest has: exact, from, and-up, ranges, per month and per year', () => {
    const all = manifest.services.flatMap((s) => [...s.tiers.map((t) => t.price), ...(s.addOns ?? []).map((a) => a.price)]);
    expect(all.some((p) => p.qualifier === 'from')).toBe(true);
    expect(all.some((p) => p.qualifier === 'and-up')).toBe(true);
    expect(all.some((p) => p.upTo !== undefined)).toBe(true);
    expect(all.some((p) => p.unit === 'month')).toBe(true);
    expect(all.some((p) => p.unit === 'year')).toBe(true);
    expect(offerPrice({ amount: 1495 }, 'EUR')).toEqual({ price: 1495, priceCurrency: 'EUR' });
    expect(offerPrice({ amount: 3000, upTo: 6000, unit: 'month' }, 'EUR')).toEqual({
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'EUR',
        minPrice: 3000,
        maxPrice: 6000,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON', unitText: 'month' },
      },
    });
    expect(offerPrice({ amount: 7500, unit: 'year' }, 'EUR')).toMatchObject({
      price: 7500,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 7500, referenceQuantity: { unitCode: 'ANN' } },
    });
    expect(offerPrice({ amount: 2500, qualifier: 'and-up' }, 'EUR')).toEqual({
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'PriceSpecification', priceCurrency: 'EUR', minPrice: 2500 },
    });
  });

  it('gives no Service to pages that are not a service page', () => {
    const serviceRoutes = new Set(manifest.services.map((s) => s.route));
    for (const [path, page] of pages) {
      if (!serviceRoutes.has(page.canonicalPath)) expect(nodesOf(path, 'Service'), path).toEqual([]);
    }
  });

  it('lists the FAQ questions and answers as the page shows them, placeholders filled in', () => {
    const withFaq = manifest.routes.filter((r) => r.blocks.some((b) => b.type === 'faq'));
    expect(withFaq.length).toBeGreaterThan(0);
    for (const route of withFaq) {
      const path = site.routePath(route);
      const [faq, ...others] = nodesOf(path, 'FAQPage');
      expect(others).toEqual([]);
      const manifestItems = route.blocks.flatMap((b) => (b.type === 'faq' ? b.items : []));
      const entities = faq!.mainEntity as Node[];
      expect(entities).toHaveLength(manifestItems.length);
      expect(entities.map((q) => q.name)).toEqual(manifestItems.map((i) => site.context('', []).text(i.question)));
      for (const question of entities) {
        expect(question['@type']).toBe('Question');
        expect(JSON.stringify(question)).not.toMatch(/\{(price|service|claim|firm|product|email):?/);
        expect((question.acceptedAnswer as Node)['@type']).toBe('Answer');
      }
    }
    // The OpsOS licence answer names the licence's price from the manifest's number.
    const opsos = manifest.services.find((s) => s.id === 'opsos')!;
    const answer = (nodesOf(opsos.route, 'FAQPage')[0]!.mainEntity as Node[])
      .map((q) => (q.acceptedAnswer as Node).text as string)
      .find((text) => text.includes('per legal entity'));
    expect(answer).toContain(formatPrice(opsos.tiers[0].price, site.money).text);
    // Pages without FAQ blocks have no FAQPage.
    expect(nodesOf('/', 'FAQPage')).toEqual([]);
  });

  it('gives every page but home a breadcrumb trail: Home › Services › service, Home › page', () => {
    expect(nodesOf('/', 'BreadcrumbList')).toEqual([]);
    const trail = (path: string) =>
      (nodesOf(path, 'BreadcrumbList')[0]!.itemListElement as Node[]).map((item) => [item.position, item.name, item.item]);
    expect(trail('/services/ops-audit')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'Services', `${base}/services`],
      [3, 'Operations Reset Audit', `${base}/services/ops-audit`],
    ]);
    expect(trail('/services')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'Services', `${base}/services`],
    ]);
    expect(trail('/trust')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'Trust', `${base}/trust`],
    ]);
    // An alias describes its canonical page.
    expect(trail('/contract-review')).toEqual(trail('/services/contract-review'));
    expect(trail('/founder')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'About the Founder', `${base}/about`],
    ]);
    for (const path of site.pages.keys()) if (path !== '/') expect(nodesOf(path, 'BreadcrumbList'), path).toHaveLength(1);
  });

  it('cannot end its script element early: "<" and friends are escaped, and it stays the same JSON', () => {
    const value = { text: '</script><script>alert(1)</script> & <!-- \u2028' };
    const serialized = serializeJsonLd(value);
    expect(serialized).not.toMatch(/[<>&\u2028]/);
    expect(serialized).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(serialized)).toEqual(value);
  });
});

function expectPrice(offer: Node, price: Price, currency: string, label: string) {
  const spec = offer.priceSpecification as Node | undefined;
  const unit = price.unit ?? 'one-time';
  const exact = price.upTo === undefined && price.qualifier !== 'from' && price.qualifier !== 'and-up';
  if (exact) expect(offer.price, label).toBe(price.amount);
  else expect(offer.price, label).toBeUndefined();
  if (exact && unit === 'one-time') {
    expect(spec, label).toBeUndefined();
    return;
  }
  expect(spec, label).toBeDefined();
  expect(spec!.priceCurrency).toBe(currency);
  if (exact) {
    expect(spec!.price, label).toBe(price.amount);
  } else {
    expect(spec!.minPrice, label).toBe(price.amount);
    expect(spec!.maxPrice, label).toBe(price.upTo);
  }
  if (unit === 'one-time') {
    expect(spec!['@type']).toBe('PriceSpecification');
  } else {
    expect(spec!['@type'], label).toBe('UnitPriceSpecification');
    const quantity = spec!.referenceQuantity as Node;
    expect(quantity.value).toBe(1);
    const code = { month: 'MON', year: 'ANN', hour: 'HUR' }[unit as string];
    if (code) expect(quantity.unitCode, label).toBe(code);
    else expect(quantity.unitText, label).toBe(unit);
  }
}

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
    expect(renderPageHead(pageHead(site, pages.get('/compliance-risk')!))).toContain(`<link rel="canonical" href="${base}/services/compliance-risk">`);
  });

  it('keeps the thank-you pages, and only them, out of search results', () => {
    for (const [path, page] of pages) {
      const robots = meta(renderPageHead(pageHead(site, page)), 'name', 'robots');
      expect(robots, path).toBe(path.startsWith('/thank-you/') ? 'noindex' : undefined);
    }
    
  });

  it('marks the not-found page noindex, without a canonical URL', () => {
    const chrome = pages.get('/')!.chrome;
    const html = renderPageHead(pageHead(site, { notFound: true, chrome, title: 'Page not found', description: 'This page does not exist.' }));
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
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // Each canonical URL in the sitemap is the one its page declares.
    for (const page of pages.values()) if (!site.pages.get(page.canonicalPath)!.noindex) expect(locs).toContain(page.canonicalUrl);
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

describe('block preloads', () => {
  const assets = {
    'entry.js': { file: 'assets/entries/entry.js', isEntry: true, imports: ['_shared.js'] },
    'page.js': { file: 'assets/entries/page.js', isEntry: true, imports: ['_shared.js', '_runtime.js'] },
    '_shared.js': { file: 'assets/chunks/shared.js' },
    '_runtime.js': { file: 'assets/chunks/runtime.js' },
    '_accordion.js': { file: 'assets/chunks/accordion.js', imports: ['_shared.js'] },
    'blocks/hero/index.tsx': { file: 'assets/chunks/hero.js', imports: ['_shared.js'] },
    'blocks/faq/index.tsx': { file: 'assets/chunks/faq.js', imports: ['_shared.js', '_accordion.js'] },
  };

  it('lists the chunks of the page blocks and what they import, minus what the entries load already', () => {
    expect(blockPreloads(assets, ['hero', 'faq', 'hero'])).toEqual(['/assets/chunks/accordion.js', '/assets/chunks/faq.js', '/assets/chunks/hero.js']);
    expect(blockPreloads(assets, ['hero'], '/base')).toEqual(['/base/assets/chunks/hero.js']);
    expect(blockPreloads(null, ['hero'])).toEqual([]);
    expect(blockPreloads(assets, ['missing'])).toEqual([]);
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
