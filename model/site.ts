// The manifest turned into a site: its page table (routes and aliases), and the context blocks use to
// resolve references (services, downloads, claims, facts, links, placeholders) into what a page shows.
import type { Download, Route, Service, SiteManifest } from '../schema/site.types.ts';
import type { Problem } from './problems.ts';
import { placeInWords } from './place.ts';
import { formatPrice, headlinePrice, type Money, type PriceView } from './price.ts';
import type { Price } from '../schema/site.types.ts';
import { definitionOf, type BlockDefinitions } from './blocks.ts';
import { COUNTABLE, countInWords, countOf } from './counts.ts';

export interface PageEntry {
  /** The address this entry answers. */
  path: string;
  /** The page's one canonical address (differs from path for an alias). */
  canonicalPath: string;
  route: Route;
  /** Position of the route in manifest.routes, for messages. */
  index: number;
  /** The page stays out of search results and the sitemap (one of its blocks says so, such as a confirmation). */
  noindex: boolean;
}

export interface TierView {
  id: string;
  label?: string;
  name: string;
  price: PriceView;
  scope?: string;
  features: string[];
  highlight: boolean;
}

export interface ServiceView {
  id: string;
  name: string;
  href: string;
  tagline: string;
  summary: string;
  duration?: string;
  headline: PriceView;
  tiers: TierView[];
  addOns: { name: string; price: PriceView; note?: string }[];
  terms: string[];
}

export interface DownloadView {
  slug: string;
  title: string;
  href: string;
  type: Download['type'];
  description?: string;
}

export interface ClaimView {
  value: string;
  label: string;
}

export interface Site {
  manifest: SiteManifest;
  /** What each block type adds to the model (its resolve step and hooks). */
  blocks: BlockDefinitions;
  money: Money;
  pages: Map<string, PageEntry>;
  /** Canonical pages, in manifest order. */
  routes: PageEntry[];
  routePath(route: Route): string;
  context(pointer: string, problems: Problem[]): ResolveContext;
}

/** What a block's resolve step may ask for. Each lookup that fails records a problem naming its place. */
export interface ResolveContext {
  readonly manifest: SiteManifest;
  text(value: string, at?: string): string;
  href(value: string, at?: string): string;
  price(value: Price): PriceView;
  service(id: string, at?: string): ServiceView | undefined;
  download(slug: string, at?: string): DownloadView | undefined;
  claim(id: string, at?: string): ClaimView | undefined;
  problem(message: string, at?: string): void;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const PLACEHOLDER = /\{([a-z]+)(?::([^}]+))?\}/g;

export function createSite(manifest: SiteManifest, blocks: BlockDefinitions = {}): Site {
  const money: Money = { locale: manifest.site.locale, currency: manifest.site.currency };
  const productSlug = slugify(manifest.site.productName);
  const routePath = (route: Route): string => route.path.replace('{product}', productSlug);
  const services = new Map(manifest.services.map((s) => [s.id, s]));
  const downloads = new Map(manifest.downloads.map((d) => [d.slug, d]));
  const claims = new Map(manifest.claims.map((c) => [c.id, c]));
  const facts = new Map((manifest.facts ?? []).map((f) => [f.id, f]));

  const pages = new Map<string, PageEntry>();
  const routes: PageEntry[] = [];
  manifest.routes.forEach((route, index) => {
    const canonicalPath = routePath(route);
    const noindex = route.blocks.some((block) => definitionOf(blocks, block.type).noindex === true);
    const entry: PageEntry = { path: canonicalPath, canonicalPath, route, index, noindex };
    routes.push(entry);
    if (!pages.has(canonicalPath)) pages.set(canonicalPath, entry);
    for (const alias of route.aliases ?? []) {
      if (!pages.has(alias)) pages.set(alias, { ...entry, path: alias });
    }
  });

  function context(basePointer: string, problems: Problem[]): ResolveContext {
    const problem = (message: string, at = ''): void => {
      const pointer = basePointer + at;
      problems.push({ severity: 'error', pointer, place: placeInWords(manifest, pointer, blocks), message });
    };

    const text = (value: string, at?: string): string =>
      value.replace(PLACEHOLDER, (whole, kind: string, arg: string | undefined, offset: number) => {
        switch (kind) {
          case 'firm':
            return manifest.site.firmName;
          case 'product':
            return manifest.site.productName;
          case 'email':
            return manifest.site.email;
          case 'year':
            return String(new Date().getFullYear());
          case 'service':
            return (arg && serviceFor(arg, at)?.name) ?? whole;
          case 'claim':
            return (arg && claimFor(arg, at)?.value) ?? whole;
          case 'fact':
            return (arg && factFor(arg, at)?.value) ?? whole;
          case 'price':
            return (arg && priceFor(arg, at)) ?? whole;
          case 'count':
            return (arg && countFor(arg, /(^|[.!?:]\s+)$/.test(value.slice(0, offset)), at)) ?? whole;
          default:
            problem(`Unknown placeholder ${whole}. Placeholders are {firm}, {product}, {email}, {year}, {service:ID}, {price:ID}, {price:ID/TIER}, {claim:ID}, {fact:ID} and {count:…}.`, at);
            return whole;
        }
      });

    const serviceFor = (id: string, at?: string): Service | undefined => {
      const found = services.get(id);
      if (!found) problem(`There is no service '${id}'. Services are: ${[...services.keys()].join(', ')}.`, at);
      return found;
    };

    const claimFor = (id: string, at?: string) => {
      const found = claims.get(id);
      if (!found) problem(`There is no claim '${id}'. Claims are: ${[...claims.keys()].join(', ')}.`, at);
      return found;
    };

    const factFor = (id: string, at?: string) => {
      const found = facts.get(id);
      if (!found) problem(`There is no fact '${id}'. ${facts.size > 0 ? `Facts are: ${[...facts.keys()].join(', ')}.` : 'Add it to "facts".'}`, at);
      return found;
    };

    const countFor = (what: string, startsSentence: boolean, at?: string): string | undefined => {
      const result = countOf(manifest, what);
      if ('count' in result) return countInWords(result.count, startsSentence);
      if ('unknownService' in result) serviceFor(result.unknownService, at);
      else problem(`{count:${what}} counts nothing this site knows. Counts are {count:${COUNTABLE.join('}, {count:')}}.`, at);
      return undefined;
    };

    const priceFor = (ref: string, at?: string): string | undefined => {
      const [serviceId = '', tierId] = ref.split('/');
      const found = serviceFor(serviceId, at);
      if (!found) return undefined;
      if (tierId === undefined) return headlinePrice(found, money).text;
      const tier = found.tiers.find((t) => t.id === tierId);
      if (!tier) {
        problem(`Service '${serviceId}' has no tier '${tierId}'. Its tiers are: ${found.tiers.map((t) => t.id).join(', ')}.`, at);
        return undefined;
      }
      return formatPrice(tier.price, money).text;
    };

    const href = (raw: string, at?: string): string => {
      const value = raw.replace('{product}', productSlug);
      if (value === 'email') return `mailto:${manifest.site.email}`;
      const [kind, rest = ''] = value.includes(':') ? (value.split(/:(.*)/s) as [string, string]) : ['', value];
      switch (kind) {
        case 'download':
          if (!downloads.has(rest)) problem(`There is no download '${rest}'. Downloads are: ${[...downloads.keys()].join(', ')}.`, at);
          return `/api/download/${rest}`;
        case 'service':
          return serviceFor(rest, at)?.route ?? '/services';
        case 'link': {
          const url = manifest.site.links[rest];
          if (!url) problem(`There is no outside link '${rest}' in site.links. Named links are: ${Object.keys(manifest.site.links).join(', ')}.`, at);
          return url ?? '#';
        }
        default: {
          if (value.startsWith('/')) {
            const path = value.split('#')[0]!.replace(/\/$/, '') || '/';
            if (!pages.has(path)) problem(`The link "${value}" leads to no page. Pages are: ${[...pages.keys()].join(', ')}.`, at);
          }
          return value;
        }
      }
    };

    const serviceView = (id: string, at?: string): ServiceView | undefined => {
      const found = serviceFor(id, at);
      if (!found) return undefined;
      const servicePointer = `/services/${manifest.services.indexOf(found)}`;
      const own = (value: string, field: string) => text(value, `${servicePointer}/${field}`.slice(basePointer.length));
      return {
        id: found.id,
        name: found.name,
        href: found.route,
        tagline: own(found.tagline, 'tagline'),
        summary: own(found.summary, 'summary'),
        duration: found.duration === undefined ? undefined : own(found.duration, 'duration'),
        headline: headlinePrice(found, money),
        tiers: found.tiers.map((tier) => ({
          id: tier.id,
          label: tier.label,
          name: tier.name,
          price: formatPrice(tier.price, money),
          scope: tier.scope === undefined ? undefined : text(tier.scope),
          features: (tier.features ?? []).map((f) => text(f)),
          highlight: tier.highlight ?? false,
        })),
        addOns: (found.addOns ?? []).map((addOn) => ({
          name: addOn.name,
          price: formatPrice(addOn.price, money),
          note: addOn.note === undefined ? undefined : text(addOn.note),
        })),
        terms: (found.terms ?? []).map((t) => text(t)),
      };
    };

    return {
      manifest,
      text,
      href,
      price: (value) => formatPrice(value, money),
      service: serviceView,
      download(slug, at) {
        const found = downloads.get(slug);
        if (!found) {
          problem(`There is no download '${slug}'. Downloads are: ${[...downloads.keys()].join(', ')}.`, at);
          return undefined;
        }
        return { slug, title: found.title, href: `/api/download/${slug}`, type: found.type, description: found.description };
      },
      claim(id, at) {
        const found = claimFor(id, at);
        return found && { value: found.value, label: found.label };
      },
      problem,
    };
  }

  return { manifest, blocks, money, pages, routes, routePath, context };
}
