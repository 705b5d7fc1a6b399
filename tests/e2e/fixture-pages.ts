// The fixture site the browser tests run on (tests/support/fixture-site.ts, built and served by global-setup.ts), resolved
// as its pages show it: placeholders filled, services, downloads and prices looked up. Expected values come from here,
// never from the live site.manifest.json.
import { fixtureManifest } from '../support/fixture-site.ts';
import { createSite } from '../../model/site.ts';
import { resolvePage, type PageData } from '../../model/page.ts';
import type { Problem } from '../../model/problems.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';

export const manifest = fixtureManifest();
export const site = createSite(manifest, blockDefinitions);

/** A page of the fixture as its HTML shows it. */
export function pageData(path: string): PageData {
  const problems: Problem[] = [];
  const data = resolvePage(site, path, problems);
  if (!data || problems.length > 0)
    throw new Error(`the fixture has no clean page at ${path}: ${problems.map((p) => p.message).join('; ')}`);
  return data;
}

/** The props of the blocks of `type` on a page, in order, as its components receive them. */
export function blocksOn<P>(path: string, type: string): P[] {
  return pageData(path)
    .blocks.filter((block) => block.type === type)
    .map((block) => block.props as P);
}

/** The first block of `type` on a page; the test needs the fixture to have one. */
export function blockOn<P>(path: string, type: string): P {
  const [block] = blocksOn<P>(path, type);
  if (!block) throw new Error(`the fixture has no ${type} block on ${path}`);
  return block;
}

/** The canonical paths of the pages that hold a block of `type`, in manifest order. */
export function pathsWith(type: string): string[] {
  return site.routes
    .filter((entry) => entry.route.blocks.some((block) => block.type === type))
    .map((entry) => entry.path);
}

/** The first canonical page that holds a block of `type`. */
export function pathWith(type: string): string {
  const [path] = pathsWith(type);
  if (!path) throw new Error(`the fixture has no page with a ${type} block`);
  return path;
}

/** The navigation bar and footer, the same on every page. */
export const chrome = pageData('/').chrome;
