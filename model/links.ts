// The one link grammar: what an "href" may be (the schema's Href pattern is HREF_PATTERN, copied), what it points at,
// and how a refused one is explained. Also what the checks share: every link of the manifest and each page's anchors.
import type { SiteManifest } from '../schema/site.types.ts';
import { pointerSegments } from './json-pointer.ts';

/** What matching a link to a page needs of the manifest: the product's name, which fills in "{product}". */
type Product = { site: { productName: string } };

/** A link, read: a page of this site (with an optional query and anchor), a place on the same page, a download, a service's page, an outside site named in site.links, or the firm's e-mail. */
export type Link =
  | { kind: 'page'; path: string; query?: string; fragment?: string }
  | { kind: 'anchor'; fragment: string }
  | { kind: 'download'; slug: string }
  | { kind: 'service'; id: string }
  | { kind: 'link'; name: string }
  | { kind: 'email' };

const SEGMENT = '[A-Za-z0-9._~{}-]+';
const FRAGMENT = '#[A-Za-z][\\w-]*';
const PAGE = `/(?:${SEGMENT}(?:/${SEGMENT})*/?)?(?:\\?[^\\s#]+)?(?:${FRAGMENT})?`;

/** Every link this site understands, and nothing else. schema/site.base.schema.json's Href pattern is this text. */
export const HREF_PATTERN = `^(?:${PAGE}|${FRAGMENT}|download:[a-z0-9-]+|service:[a-z0-9-]+|link:[A-Za-z][A-Za-z0-9]*|email)$`;
const HREF = new RegExp(HREF_PATTERN);

/** A link as written ("/services/#pricing" → page "/services", fragment "pricing"), or undefined when it is not one. */
export function parseHref(raw: string): Link | undefined {
  if (!HREF.test(raw)) return undefined;
  if (raw === 'email') return { kind: 'email' };
  if (raw.startsWith('#')) return { kind: 'anchor', fragment: raw.slice(1) };
  if (raw.startsWith('/')) {
    const hash = raw.indexOf('#');
    const beforeHash = hash === -1 ? raw : raw.slice(0, hash);
    const question = beforeHash.indexOf('?');
    const path = (question === -1 ? beforeHash : beforeHash.slice(0, question)).replace(/\/$/, '') || '/';
    return {
      kind: 'page',
      path,
      ...(question === -1 ? {} : { query: beforeHash.slice(question + 1) }),
      ...(hash === -1 ? {} : { fragment: raw.slice(hash + 1) }),
    };
  }
  const colon = raw.indexOf(':');
  const rest = raw.slice(colon + 1);
  switch (raw.slice(0, colon)) {
    case 'download':
      return { kind: 'download', slug: rest };
    case 'service':
      return { kind: 'service', id: rest };
    default:
      return { kind: 'link', name: rest };
  }
}

/** The manifest's link read with "{product}" filled in, as the site matches it against its pages. */
export function parseLink(raw: string, manifest: Product): Link | undefined {
  const link = parseHref(raw);
  return link?.kind === 'page' ? { ...link, path: normalisePath(link.path, manifest) } : link;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A page address as the site matches it: {product} filled in, no query or anchor, no trailing slash. */
export function normalisePath(path: string, manifest: Product): string {
  return (
    path
      .replace('{product}', slugify(manifest.site.productName))
      .replace(/[?#].*$/s, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** Why a text is not a link this site understands, and what to do, in words. `name` names the field ("Address"). */
export function explainRefusedHref(value: string, name: string): string {
  const forms =
    "A link leads to a page of this site (such as /book, or /services#services for a place on it), a download, a service's page, " +
    "an outside site from the site's details, or the firm's e-mail address: choose one from the list.";
  if (/\s/.test(value)) return `${name} "${value}" contains a space; a link cannot. ${forms}`;
  if (/^https?:\/\//.test(value)) {
    return `${name} "${value}" is an outside address. Add it once to the outside sites in the site's details, under a short name, then choose that outside site here.`;
  }
  if (/^mailto:/.test(value))
    return `${name} "${value}": to link to the firm's e-mail address, choose it from the list, so the link follows the site's details.`;
  if (/^(download|service|link):/.test(value)) {
    const [kind] = value.split(':');
    const what = kind === 'link' ? 'an outside site' : kind === 'download' ? 'a download' : "a service's page";
    return `${name} "${value}" is not ${what} this site knows: choose ${what} from the list.`;
  }
  if (value.startsWith('/')) {
    const [path = ''] = value.split(/[?#]/);
    if (path.includes('//')) {
      const fixed = (path.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/') + value.slice(path.length);
      return `${name} "${value}" has two slashes in a row, so part of the address is empty: write ${fixed}.`;
    }
    return `${name} "${value}" is not a page address this site understands: after each / come lower-case letters, digits and dashes, such as /services/ops-audit.`;
  }
  if (/^[A-Za-z0-9][\w./-]*$/.test(value) && !value.includes(':')) {
    return `${name} "${value}" is missing its leading slash: a page of this site is written /${value.replace(/^\/+/, '')}.`;
  }
  return `${name} "${value}" is not a link this site understands. ${forms}`;
}

export interface LinkUse {
  /** JSON pointer of the "href" value. */
  pointer: string;
  value: string;
  /** The page the link is on (index in routes), or undefined for the navigation and footer, shown on every page. */
  routeIndex?: number;
}

/** Every "href" anywhere in the manifest, in file order. */
export function linkUses(manifest: SiteManifest): LinkUse[] {
  const found: LinkUse[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key === 'href' && typeof item === 'string')
          found.push({ pointer: at, value: item, routeIndex: routeIndexOf(at) });
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

/** The anchors of each page's blocks ("anchor": "pricing"), by route index. */
export function anchorsByRoute(manifest: SiteManifest): Map<number, string[]> {
  return new Map(
    manifest.routes.map((route, i) => [i, route.blocks.flatMap((block) => (block.anchor ? [block.anchor] : []))]),
  );
}
