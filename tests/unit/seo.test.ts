// Search and sharing, from the fixture site: structured data, checked against the schema.org vocabulary, with prices
// equal to the manifest's numbers. Head tags, sitemap, robots.txt, preloads and the share image: seo-head.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../model/site.ts';
import type { PageData } from '../../model/page.ts';
import { formatPrice } from '../../model/price.ts';
import type { Price } from '../../schema/site.types.ts';
import { offerPrice, pageJsonLd, serializeJsonLd } from '../../renderer/seo/json-ld.ts';
import { validateJsonLd } from './seo-vocabulary.ts';
import { base, manifest, resolveSite } from './seo-site.ts';

type Node = Record<string, unknown> & { '@type'?: string };

let site: Site;
let pages: Map<string, PageData>;
beforeAll(async () => {
  ({ site, pages } = await resolveSite());
});

function graphOf(path: string): Node[] {
  return pageJsonLd(site, pages.get(path)!)['@graph'] as unknown as Node[];
}

function nodesOf(path: string, type: string): Node[] {
  return graphOf(path).filter((node) => node['@type'] === type);
}

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
      expect(node).toMatchObject({
        name: service.name,
        url: `${base}${service.route}`,
        provider: { '@id': `${base}/#organization` },
      });
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

  it('states every kind of price the manifest has: exact, from, and-up, add-on, ranges, per month, year, hour and clause', () => {
    // The offers test above meets each kind only if the manifest has it.
    const all = manifest.services.flatMap((s) => [
      ...s.tiers.map((t) => t.price),
      ...(s.addOns ?? []).map((a) => a.price),
    ]);
    expect(all.some((p) => p.qualifier === undefined && p.unit === undefined)).toBe(true);
    expect(all.some((p) => p.qualifier === 'from')).toBe(true);
    expect(all.some((p) => p.qualifier === 'and-up')).toBe(true);
    expect(all.some((p) => p.qualifier === 'add-on')).toBe(true);
    expect(all.some((p) => p.upTo !== undefined)).toBe(true);
    for (const unit of ['month', 'year', 'hour', 'clause'])
      expect(
        all.some((p) => p.unit === unit),
        unit,
      ).toBe(true);
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
      (nodesOf(path, 'BreadcrumbList')[0]!.itemListElement as Node[]).map((item) => [
        item.position,
        item.name,
        item.item,
      ]);
    const audit = manifest.services.find((s) => s.id === 'ops-audit')!;
    expect(trail(audit.route)).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'Services', `${base}/services`],
      [3, audit.name, `${base}${audit.route}`],
    ]);
    expect(trail('/services')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'Services', `${base}/services`],
    ]);
    // A page no menu links to is named by its title, up to " | ".
    expect(trail('/terms')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'Terms of service', `${base}/terms`],
    ]);
    // An alias describes its canonical page.
    expect(trail('/founder')).toEqual(trail('/about'));
    expect(trail('/founder')).toEqual([
      [1, 'Home', `${base}/`],
      [2, 'About the Founder', `${base}/about`],
    ]);
    for (const path of site.pages.keys())
      if (path !== '/') expect(nodesOf(path, 'BreadcrumbList'), path).toHaveLength(1);
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
