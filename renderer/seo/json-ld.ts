// Structured data (schema.org JSON-LD) for each page, built from the manifest: the firm on every page, a Service with
// its offers on each service page, what the page's blocks add (an FAQPage for FAQ blocks), and a breadcrumb trail on every page but
// home. Prices are the manifest's own numbers, never parsed back from formatted text.
import type {
  BreadcrumbList,
  Graph,
  ListItem,
  Offer,
  Organization,
  PriceSpecification,
  Service as ServiceLd,
  Thing,
  UnitPriceSpecification,
} from 'schema-dts';
import type { Price, Service } from '../../schema/site.types.ts';
import type { Site } from '../../model/site.ts';
import { definitionOf, type StructuredData } from '../../model/blocks.ts';
import type { PageData } from '../../model/page.ts';
import type { Chrome } from '../../model/chrome.ts';

/** UN/CEFACT common codes for the billing periods a price can have. */
export const UNIT_CODES: Partial<Record<NonNullable<Price['unit']>, string>> = {
  month: 'MON',
  year: 'ANN',
  hour: 'HUR',
};

export function siteBase(site: Site): string {
  return site.manifest.site.baseUrl.replace(/\/$/, '');
}

/** The absolute address of a path on the public site (the same rule as each page's canonical URL). */
export function absoluteUrl(site: Site, path: string): string {
  return siteBase(site) + (path === '/' ? '/' : path);
}

export function organizationId(site: Site): string {
  return `${siteBase(site)}/#organization`;
}

export function organizationLd(site: Site, chrome: Chrome): Organization {
  const { firmName, email } = site.manifest.site;
  const sameAs = chrome.footer.social.flatMap((s) => (s.href && /^https?:\/\//.test(s.href) ? [s.href] : []));
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: firmName,
    url: absoluteUrl(site, '/'),
    email,
    description: chrome.footer.description,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The price of one offer. An exact one-time fee is a plain price on the offer. A "from", "and-up" or ranged price is a
 * PriceSpecification with minPrice (and maxPrice for a range). A price per month, year or hour is a
 * UnitPriceSpecification whose referenceQuantity names the period.
 */
export function offerPrice(
  price: Price,
  currency: string,
): Pick<Offer & object, 'price' | 'priceCurrency' | 'priceSpecification'> {
  const unit = price.unit ?? 'one-time';
  const open = price.qualifier === 'from' || price.qualifier === 'and-up';
  const ranged = price.upTo !== undefined;
  const exact = !open && !ranged;
  if (exact && unit === 'one-time') return { price: price.amount, priceCurrency: currency };
  const amounts = exact
    ? { price: price.amount }
    : { minPrice: price.amount, ...(price.upTo !== undefined ? { maxPrice: price.upTo } : {}) };
  let specification: PriceSpecification | UnitPriceSpecification;
  if (unit === 'one-time') {
    specification = { '@type': 'PriceSpecification', priceCurrency: currency, ...amounts };
  } else {
    const code = UNIT_CODES[unit];
    specification = {
      '@type': 'UnitPriceSpecification',
      priceCurrency: currency,
      ...amounts,
      referenceQuantity: {
        '@type': 'QuantitativeValue',
        value: 1,
        ...(code ? { unitCode: code } : {}),
        unitText: unit,
      },
    };
  }
  return { ...(exact ? { price: price.amount } : {}), priceCurrency: currency, priceSpecification: specification };
}

export function serviceLd(site: Site, service: Service, url: string): ServiceLd {
  const ctx = site.context('', []);
  const view = ctx.service(service.id);
  const currency = site.manifest.site.currency;
  const offers: Offer[] = [
    ...service.tiers.map((tier, i): Offer => ({
      '@type': 'Offer',
      name: tier.label ? `${tier.label}: ${tier.name}` : tier.name,
      ...(view?.tiers[i]?.scope ? { description: view.tiers[i].scope } : {}),
      url,
      ...offerPrice(tier.price, currency),
    })),
    ...(service.addOns ?? []).map((addOn, i): Offer => ({
      '@type': 'Offer',
      name: addOn.name,
      category: 'Add-on',
      ...(view?.addOns[i]?.note ? { description: view.addOns[i].note } : {}),
      url,
      ...offerPrice(addOn.price, currency),
    })),
  ];
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    serviceType: service.name,
    description: view?.tagline ?? service.tagline,
    url,
    provider: { '@id': organizationId(site) },
    offers,
  };
}

export interface Crumb {
  name: string;
  url: string;
}

/** A short name for a page: its label in the navigation or footer, its service's name, else its title up to the firm. */
export function pageName(site: Site, chrome: Chrome, canonicalPath: string, title: string): string {
  const service = site.manifest.services.find((s) => s.route === canonicalPath);
  if (service) return service.name;
  const links = [...chrome.nav.links, ...chrome.nav.services, ...chrome.footer.company];
  const link = links.find((l) => l.href === canonicalPath);
  if (link) return link.text;
  return title.split(' | ')[0]!.split(': ')[0]!.trim();
}

/** Home › Services › X for a service page; Home › X for any other page; nothing for home itself. */
export function breadcrumbTrail(site: Site, data: Pick<PageData, 'canonicalPath' | 'title' | 'chrome'>): Crumb[] {
  const { canonicalPath, chrome } = data;
  if (canonicalPath === '/') return [];
  const home = { name: chrome.nav.links.find((l) => l.href === '/')?.text ?? 'Home', url: absoluteUrl(site, '/') };
  const servicesIndex = chrome.nav.services[0];
  const isService = site.manifest.services.some((s) => s.route === canonicalPath);
  const trail: Crumb[] = [home];
  if (isService && servicesIndex)
    trail.push({ name: chrome.nav.servicesLabel, url: absoluteUrl(site, servicesIndex.href) });
  if (canonicalPath === servicesIndex?.href) {
    trail.push({ name: chrome.nav.servicesLabel, url: absoluteUrl(site, canonicalPath) });
  } else {
    trail.push({ name: pageName(site, chrome, canonicalPath, data.title), url: absoluteUrl(site, canonicalPath) });
  }
  return trail;
}

export function breadcrumbLd(trail: Crumb[], url: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: trail.map((crumb, i): ListItem => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Nodes with the same @id (two FAQ blocks on one page) become one, their lists joined. */
function mergeById(nodes: StructuredData[]): StructuredData[] {
  const byId = new Map<unknown, StructuredData>();
  const merged: StructuredData[] = [];
  for (const node of nodes) {
    const first = node['@id'] === undefined ? undefined : byId.get(node['@id']);
    if (!first) {
      byId.set(node['@id'], node);
      merged.push(node);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      if (Array.isArray(value) && Array.isArray(first[key])) first[key] = [...(first[key] as unknown[]), ...value];
    }
  }
  return merged;
}

/** Every structured-data node of one page, as one schema.org graph: the firm, the page's service, what its blocks add,
 * and the breadcrumb trail. */
export function pageJsonLd(site: Site, data: PageData | { chrome: Chrome }): Graph {
  const graph: Thing[] = [organizationLd(site, data.chrome)];
  if ('canonicalPath' in data) {
    const url = data.canonicalUrl;
    const service = site.manifest.services.find((s) => s.route === data.canonicalPath);
    if (service) graph.push(serviceLd(site, service, url));
    graph.push(
      ...(mergeById(
        data.blocks.flatMap(
          (block) => definitionOf(site.blocks, block.type).structuredData?.(block.props, { url }) ?? [],
        ),
      ) as Thing[]),
    );
    const trail = breadcrumbTrail(site, data);
    if (trail.length > 0) graph.push(breadcrumbLd(trail, url));
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/**
 * JSON for a <script type="application/ld+json"> element: "<" (so no "</script>" or "<!--" can end or bend the
 * element), ">" and "&" become \u escapes, as do the line separators JavaScript once rejected. Still valid JSON.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
