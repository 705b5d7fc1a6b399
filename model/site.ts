// The manifest turned into a site: its page table (routes and aliases), and the context blocks use to
// resolve references (services, downloads, claims, facts, links, placeholders) into what a page shows.
// The parts are in model/resolve/: the indexed manifest, lookups, placeholders, links and the views blocks get.
import type { Price, Route, SiteManifest } from '../schema/site.types.ts';
import type { BlockDefinitions } from './blocks.ts';
import { slugify } from './links.ts';
import type { Money, PriceView } from './price.ts';
import type { Problem } from './problems.ts';
import type { ReferenceKind } from './references.ts';
import { createContext } from './resolve/context.ts';
import { indexSite, type PageEntry } from './resolve/site-index.ts';
import type { ClaimView, DownloadView, ServiceView } from './resolve/views.ts';

export { slugify };
export type { PageEntry } from './resolve/site-index.ts';
export type { ClaimView, DownloadView, ServiceView, TierView } from './resolve/views.ts';

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

export function createSite(manifest: SiteManifest, blocks: BlockDefinitions = {}): Site {
  const site = indexSite(manifest, blocks);
  const { money, pages, routes, routePath } = site;
  return {
    manifest,
    blocks,
    money,
    pages,
    routes,
    routePath,
    context: (pointer, problems) => createContext(site, pointer, problems),
  };
}
