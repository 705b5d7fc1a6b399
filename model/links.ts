// What the checks share: every link in the manifest with its place, what each link points at, and each page's anchors.
import type { SiteManifest } from '../schema/site.types.ts';
import { slugify, type Site } from './site.ts';
import { pointerSegments } from './source.ts';

export interface LinkUse {
  /** JSON pointer of the "href" value. */
  pointer: string;
  value: string;
  /** The page the link is on (index in routes), or undefined for the navigation and footer, shown on every page. */
  routeIndex?: number;
}

export type LinkTarget =
  | { kind: 'page'; path: string; fragment?: string }
  | { kind: 'anchor'; fragment: string }
  | { kind: 'download'; slug: string }
  | { kind: 'service'; id: string }
  | { kind: 'link'; name: string }
  | { kind: 'email' }
  | { kind: 'other' };

/** Every "href" anywhere in the manifest, in file order. */
export function linkUses(manifest: SiteManifest): LinkUse[] {
  const found: LinkUse[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key === 'href' && typeof item === 'string') found.push({ pointer: at, value: item, routeIndex: routeIndexOf(at) });
        else walk(item, at);
      }
    }
  };
  walk(manifest, '');
  return found;
}

/** The index of the page a pointer is inside ("/routes/3/blocks/1" → 3), if any. */
export function routeIndexOf(pointer: string): number | undefined {
  const [first, second] = pointerSegments(pointer);
  return first === 'routes' && second !== undefined && /^\d+$/.test(second) ? Number(second) : undefined;
}

/** A page address as the site matches it: {product} filled in, no query, no trailing slash. */
export function normalisePath(path: string, manifest: SiteManifest): string {
  return path.replace('{product}', slugify(manifest.site.productName)).replace(/\/+$/, '') || '/';
}

export function parseLink(raw: string, manifest: SiteManifest): LinkTarget {
  if (raw === 'email') return { kind: 'email' };
  if (raw.startsWith('#')) return { kind: 'anchor', fragment: raw.slice(1) };
  if (raw.startsWith('/')) {
    const [beforeHash, fragment] = raw.split(/#(.*)/s) as [string, string | undefined];
    const path = normalisePath(beforeHash.split('?')[0]!, manifest);
    return fragment === undefined ? { kind: 'page', path } : { kind: 'page', path, fragment };
  }
  const colon = raw.indexOf(':');
  const [kind, rest] = colon === -1 ? ['', raw] : [raw.slice(0, colon), raw.slice(colon + 1)];
  if (kind === 'download') return { kind: 'download', slug: rest };
  if (kind === 'service') return { kind: 'service', id: rest };
  if (kind === 'link') return { kind: 'link', name: rest };
  return { kind: 'other' };
}

/** The anchors of each page's blocks ("anchor": "pricing"), by route index. */
export function anchorsByRoute(manifest: SiteManifest): Map<number, string[]> {
  return new Map(manifest.routes.map((route, i) => [i, route.blocks.flatMap((block) => (block.anchor ? [block.anchor] : []))]));
}

/** Every address that answers (routes and aliases). */
export function allPaths(site: Site): string[] {
  return [...site.pages.keys()];
}
