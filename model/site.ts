// The manifest turned into a site: its page table (routes and aliases), and the context blocks use to
// resolve references (services, downloads, claims, facts, links, placeholders) into what a page shows.
import type { Download, Route, Service, SiteManifest } from '../schema/site.types.ts';
import type { Problem } from './problems.ts';
import { placeInWords } from './place.ts';
import { formatPrice, headlinePrice, type Money, type PriceView } from './price.ts';
import type { Price } from '../schema/site.types.ts';
import { definitionOf, type BlockDefinitions } from './blocks.ts';
import { COUNTABLE, countInWords, countOf } from './counts.ts';
import { missingPage, missingReference, type Issue, type ReferenceKind } from './references.ts';
import { parseLink, slugify } from './links.ts';

export { slugify };

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
  /** A reference that names nothing: "There is no comparison row 'x'", with a close name or the valid ones. */
  missing(kind: ReferenceKind, value: string, candidates: readonly string[], at?: string): void;
  problem(message: string, at?: string): void;
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

  /** Paths of the pages a link may mean. */
  const pagePaths = [...pages.keys()];

  function context(basePointer: string, problems: Problem[]): ResolveContext {
    // Pointers below are absolute ("/services/2/tagline"); `at` of the context's callers is relative to basePointer.
    const report = (issue: Issue, pointer: string): void => {
      problems.push({ severity: 'error', pointer, place: placeInWords(manifest, pointer, blocks), ...issue });
    };
    const missing = (kind: ReferenceKind, value: string, candidates: readonly string[], pointer: string, owner?: string): void =>
      report(missingReference(kind, value, candidates, owner), pointer);

    const fill = (value: string, pointer: string): string =>
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
            return (arg && serviceFor(arg, pointer)?.name) ?? whole;
          case 'claim':
            return (arg && claimFor(arg, pointer)?.value) ?? whole;
          case 'fact':
            return (arg && factFor(arg, pointer)?.value) ?? whole;
          case 'price':
            return (arg && priceFor(arg, pointer)) ?? whole;
          case 'count':
            return (arg && countFor(arg, /(^|[.!?:]\s+)$/.test(value.slice(0, offset)), pointer)) ?? whole;
          default:
            report(
              {
                code: 'unknown-placeholder',
                value: whole,
                message: `Unknown placeholder ${whole}. Placeholders are {firm}, {product}, {email}, {year}, {service:ID}, {price:ID}, {price:ID/TIER}, {claim:ID}, {fact:ID} and {count:…}.`,
              },
              pointer,
            );
            return whole;
        }
      });

    const serviceFor = (id: string, pointer: string): Service | undefined => {
      const found = services.get(id);
      if (!found) missing('service', id, [...services.keys()], pointer);
      return found;
    };

    const claimFor = (id: string, pointer: string) => {
      const found = claims.get(id);
      if (!found) missing('claim', id, [...claims.keys()], pointer);
      return found;
    };

    const factFor = (id: string, pointer: string) => {
      const found = facts.get(id);
      if (!found) missing('fact', id, [...facts.keys()], pointer);
      return found;
    };

    const countFor = (what: string, startsSentence: boolean, pointer: string): string | undefined => {
      const result = countOf(manifest, what);
      if ('count' in result) return countInWords(result.count, startsSentence);
      if ('unknownService' in result) serviceFor(result.unknownService, pointer);
      else {
        report(
          { code: 'unknown-count', value: what, message: `{count:${what}} counts nothing this site knows. Counts are {count:${COUNTABLE.join('}, {count:')}}.` },
          pointer,
        );
      }
      return undefined;
    };

    const priceFor = (ref: string, pointer: string): string | undefined => {
      const [serviceId = '', tierId] = ref.split('/');
      const found = serviceFor(serviceId, pointer);
      if (!found) return undefined;
      if (tierId === undefined) return headlinePrice(found, money).text;
      const tier = found.tiers.find((t) => t.id === tierId);
      if (!tier) {
        missing('tier', tierId, found.tiers.map((t) => t.id), pointer, `Service '${serviceId}'`);
        return undefined;
      }
      return formatPrice(tier.price, money).text;
    };

    const href = (raw: string, pointer: string): string => {
      const link = parseLink(raw, manifest);
      // A text that is no link is refused by the schema (its Href pattern is the same grammar) before pages are resolved.
      if (!link) return raw;
      switch (link.kind) {
        case 'email':
          return `mailto:${manifest.site.email}`;
        case 'download':
          if (!downloads.has(link.slug)) missing('download', link.slug, [...downloads.keys()], pointer);
          return `/api/download/${link.slug}`;
        case 'service':
          return serviceFor(link.id, pointer)?.route ?? '/services';
        case 'link': {
          const url = manifest.site.links[link.name];
          if (!url) missing('outside-link', link.name, Object.keys(manifest.site.links), pointer);
          return url ?? '#';
        }
        case 'page':
          if (!pages.has(link.path)) report(missingPage(raw, link.path, pagePaths), pointer);
          return raw.replace('{product}', productSlug);
        case 'anchor':
          return raw;
      }
    };

    /** A service as blocks show it; placeholders in its own fields are reported at those fields. */
    const serviceView = (id: string, pointer: string): ServiceView | undefined => {
      const found = serviceFor(id, pointer);
      if (!found) return undefined;
      const at = `/services/${manifest.services.indexOf(found)}`;
      return {
        id: found.id,
        name: found.name,
        href: found.route,
        tagline: fill(found.tagline, `${at}/tagline`),
        summary: fill(found.summary, `${at}/summary`),
        duration: found.duration === undefined ? undefined : fill(found.duration, `${at}/duration`),
        headline: headlinePrice(found, money),
        tiers: found.tiers.map((tier, t) => ({
          id: tier.id,
          label: tier.label,
          name: tier.name,
          price: formatPrice(tier.price, money),
          scope: tier.scope === undefined ? undefined : fill(tier.scope, `${at}/tiers/${t}/scope`),
          features: (tier.features ?? []).map((f, i) => fill(f, `${at}/tiers/${t}/features/${i}`)),
          highlight: tier.highlight ?? false,
        })),
        addOns: (found.addOns ?? []).map((addOn, a) => ({
          name: addOn.name,
          price: formatPrice(addOn.price, money),
          note: addOn.note === undefined ? undefined : fill(addOn.note, `${at}/addOns/${a}/note`),
        })),
        terms: (found.terms ?? []).map((t, i) => fill(t, `${at}/terms/${i}`)),
      };
    };

    const under = (at = '') => basePointer + at;
    return {
      manifest,
      text: (value, at) => fill(value, under(at)),
      href: (value, at) => href(value, under(at)),
      price: (value) => formatPrice(value, money),
      service: (id, at) => serviceView(id, under(at)),
      download(slug, at) {
        const found = downloads.get(slug);
        if (!found) {
          missing('download', slug, [...downloads.keys()], under(at));
          return undefined;
        }
        return { slug, title: found.title, href: `/api/download/${slug}`, type: found.type, description: found.description };
      },
      claim(id, at) {
        const found = claimFor(id, under(at));
        return found && { value: found.value, label: found.label };
      },
      missing: (kind, value, candidates, at) => missing(kind, value, candidates, under(at)),
      problem: (message, at) => report({ code: 'block', message }, under(at)),
    };
  }

  return { manifest, blocks, money, pages, routes, routePath, context };
}
