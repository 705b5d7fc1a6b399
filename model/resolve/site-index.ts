// The manifest indexed for resolving: services, downloads, claims and facts by id, outside links by name, and the page
// table (every address a page answers, its aliases included). Every index is a Map, so a name such as "constructor"
// finds only what the manifest holds, never a member every JavaScript object inherits.
import type { Claim, Download, Fact, Route, Service, SiteManifest } from '../../schema/site.types.ts';
import { definitionOf, type BlockDefinitions } from '../blocks.ts';
import { slugify } from '../links.ts';
import type { Money } from '../price.ts';

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

export interface SiteIndex {
  manifest: SiteManifest;
  blocks: BlockDefinitions;
  money: Money;
  /** What "{product}" in a page address stands for. */
  productSlug: string;
  routePath(route: Route): string;
  services: Map<string, Service>;
  downloads: Map<string, Download>;
  claims: Map<string, Claim>;
  facts: Map<string, Fact>;
  /** site.links: outside sites by the name "link:NAME" uses. */
  links: Map<string, string>;
  /** Every address a page answers, aliases included. */
  pages: Map<string, PageEntry>;
  /** Canonical pages, in manifest order. */
  routes: PageEntry[];
}

function pageTable(manifest: SiteManifest, blocks: BlockDefinitions, routePath: (route: Route) => string) {
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
  return { pages, routes };
}

export function indexSite(manifest: SiteManifest, blocks: BlockDefinitions): SiteIndex {
  const productSlug = slugify(manifest.site.productName);
  const routePath = (route: Route): string => route.path.replace('{product}', productSlug);
  return {
    manifest,
    blocks,
    money: { locale: manifest.site.locale, currency: manifest.site.currency },
    productSlug,
    routePath,
    services: new Map(manifest.services.map((s) => [s.id, s])),
    downloads: new Map(manifest.downloads.map((d) => [d.slug, d])),
    claims: new Map(manifest.claims.map((c) => [c.id, c])),
    facts: new Map((manifest.facts ?? []).map((f) => [f.id, f])),
    links: new Map(
      Object.entries(manifest.site.links).flatMap(([name, url]) => (url === undefined ? [] : [[name, url]])),
    ),
    ...pageTable(manifest, blocks, routePath),
  };
}
