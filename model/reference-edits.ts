// Who points at what: the links to a page (so deleting it can remove or repoint them) and renaming an id with every
// reference updated. References are found through the schema (Href fields, fields with "refersTo") and placeholders;
// a link is read with the site's one link grammar (model/links.ts), so every form lint understands is found.
import { fieldsOf, resolve, schemaAt, type Field, type ReferenceKind, type Schema } from './schema-walk.ts';
import { getAt, setAt, toPointer, type Json, type Path } from './json-pointer.ts';
import { normalisePath, parseHref } from './links.ts';
import { COLLECTIONS } from './references.ts';

export interface LinkUse {
  /** Where the reference is (the href string, or the id in a list). */
  path: Path;
  value: string;
  /** A link (can point elsewhere) or a service id in a list (can only be removed). */
  kind: 'link' | 'service-id';
  /** What removing it removes: the link's object, or the id in its list. */
  removes: Path;
}

interface Page {
  /** Every address a link may name it by: its own and its aliases. */
  addresses: Set<string>;
  /** The services whose page it is ("service:ID" links lead to it). */
  serviceIds: string[];
}

/** A page's address as the site matches it ("{product}" filled in, no trailing slash); the draft may not name the product yet. */
function addressOf(path: string, manifest: Json): string {
  const productName = getAt(manifest, ['site', 'productName']);
  return normalisePath(path, { site: { productName: typeof productName === 'string' ? productName : '' } });
}

function pageAt(manifest: Json, pagePath: string): Page {
  const address = addressOf(pagePath, manifest);
  const routes = (getAt(manifest, ['routes']) ?? []) as { path: string; aliases?: string[] }[];
  const aliases = routes.find((r) => addressOf(r.path, manifest) === address)?.aliases ?? [];
  const services = (getAt(manifest, ['services']) ?? []) as { id: string; route: string }[];
  const serviceIds = services
    .filter((s) => typeof s.route === 'string' && addressOf(s.route, manifest) === address)
    .map((s) => s.id);
  return { addresses: new Set([address, ...aliases]), serviceIds };
}

/** The address a link names, when it is a link to a page of this site ("/book?service=x#form" → "/book"). */
function pageLinkAddress(href: string, manifest: Json): string | undefined {
  const link = parseHref(href);
  return link?.kind === 'page' ? addressOf(link.path, manifest) : undefined;
}

function isHref(field: Field): boolean {
  return field.ref === 'Href' || field.path.at(-1) === 'href';
}

function pointsAt(href: string, page: Page, manifest: Json): boolean {
  const link = parseHref(href);
  if (link?.kind === 'service') return page.serviceIds.includes(link.id);
  return link?.kind === 'page' && page.addresses.has(addressOf(link.path, manifest));
}

/** Every link to the page at `pagePath` outside that page itself (a service's page is also reached by its id). */
export function linksTo(manifest: Json, root: Schema, pagePath: string): LinkUse[] {
  const routes = (getAt(manifest, ['routes']) ?? []) as { path: string }[];
  const pageIndex = routes.findIndex((r) => r.path === pagePath);
  const page = pageAt(manifest, pagePath);
  const uses: LinkUse[] = [];
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string') continue;
    if (field.path[0] === 'routes' && field.path[1] === pageIndex) continue;
    if (field.path[0] === 'services') continue; // the service's own route and ids are not links to the page
    if (isHref(field) && pointsAt(field.value, page, manifest)) {
      const owner = field.path.slice(0, -1);
      uses.push({
        path: field.path,
        value: field.value,
        kind: 'link',
        removes: removablePath(manifest, root, owner) ?? field.path,
      });
    } else if (field.kind === 'service' && page.serviceIds.includes(field.value)) {
      uses.push({ path: field.path, value: field.value, kind: 'service-id', removes: field.path });
    }
  }
  return uses;
}

/**
 * The path to remove to drop the object at `path`: the list item itself, or an optional property holding it. A list
 * that would fall below its minimum length goes too (a button row whose only button is the link: the whole block).
 */
function removablePath(manifest: Json, root: Schema, path: Path): Path | undefined {
  for (let at = path; at.length > 0; at = at.slice(0, -1)) {
    const key = at.at(-1)!;
    const parentPath = at.slice(0, -1);
    const parent = resolve(schemaAt(root, manifest, parentPath), root);
    if (typeof key === 'number') {
      const length = (getAt(manifest, parentPath) as Json[]).length;
      if (length - 1 >= Number(parent.minItems ?? 0)) return at;
    } else if (!parent.required?.includes(key)) return at;
  }
  return undefined;
}

/** The manifest without the given references (list items removed from the end first, so indexes stay right). */
export function removeUses(manifest: Json, uses: LinkUse[]): Json {
  const paths = [...new Map(uses.map((u) => [toPointer(u.removes), u.removes])).values()];
  paths.sort((a, b) => toPointer(b).localeCompare(toPointer(a), undefined, { numeric: true }));
  return paths.reduce((result, path) => setAt(result, path, undefined), manifest);
}

export function repointUses(manifest: Json, uses: LinkUse[], target: string): Json {
  return uses.filter((use) => use.kind === 'link').reduce((result, use) => setAt(result, use.path, target), manifest);
}

const placeholderNames: Partial<Record<ReferenceKind, string[]>> = {
  service: ['service', 'price'],
  claim: ['claim'],
  fact: ['fact'],
};

/** Whether `path` is the id of an item in its kind's own list: the entry a rename changes first. */
function isOwnEntry(path: Path, kind: ReferenceKind): boolean {
  const entry = COLLECTIONS[kind];
  if (!entry || path.length !== entry.path.length + 2) return false;
  return (
    entry.path.every((key, i) => path[i] === key) &&
    typeof path[entry.path.length] === 'number' &&
    path.at(-1) === entry.id
  );
}

/** A "service:ID" or "download:SLUG" link to the renamed item, rewritten; undefined for any other link. */
function renamedLink(href: string, kind: ReferenceKind, from: string, to: string): string | undefined {
  const link = parseHref(href);
  if (kind === 'service' && link?.kind === 'service' && link.id === from) return `service:${to}`;
  if (kind === 'download' && link?.kind === 'download' && link.slug === from) return `download:${to}`;
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The manifest with the id `from` of a service, download, claim, fact or comparison row renamed to `to`, in its own
 * entry and in every reference: id fields, links ("service:ID"), and placeholders ("{price:ID/TIER}").
 */
export function renameId(manifest: Json, root: Schema, kind: ReferenceKind, from: string, to: string): Json {
  const placeholders = (placeholderNames[kind] ?? []).map(
    (name) => new RegExp(`\\{${name}:${escapeRegExp(from)}(?=[}/])`, 'g'),
  );
  // {count:tiers/ID} and {count:add-ons/ID} count a service's tiers and add-ons (model/counts.ts).
  if (kind === 'service') placeholders.push(new RegExp(`\\{count:(?:tiers|add-ons)/${escapeRegExp(from)}(?=})`, 'g'));
  let result = manifest;
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string') continue;
    const { path, value } = field;
    let next = value;
    if (value === from && (isOwnEntry(path, kind) || field.kind === kind)) next = to;
    else if (isHref(field)) next = renamedLink(value, kind, from, to) ?? value;
    for (const pattern of placeholders)
      next = next.replace(pattern, (match) => match.replace(new RegExp(`([:/])${escapeRegExp(from)}$`), `$1${to}`));
    if (next !== value) result = setAt(result, path, next);
  }
  return result;
}

/** A page link moved to `to`, keeping its trailing slash, query and anchor ("/old/?a=1#x" → "/new/?a=1#x"). */
function movedLink(href: string, to: string): string {
  const pathPart = /^[^?#]*/.exec(href)![0];
  const slash = pathPart.length > 1 && pathPart.endsWith('/') && !to.endsWith('/') ? '/' : '';
  return to + slash + href.slice(pathPart.length);
}

/**
 * The manifest with the page at `from` moved to `to`, and every link naming its address (in any form the site reads:
 * with a query, an anchor, a trailing slash, "{product}" filled in) and its service's routes following. Links through
 * an alias stay: the alias moves with the page.
 */
export function renamePage(manifest: Json, root: Schema, from: string, to: string): Json {
  const address = addressOf(from, manifest);
  let result = manifest;
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string') continue;
    const { path, value } = field;
    const ownPath = path.length === 3 && path[0] === 'routes' && path[2] === 'path' && value === from;
    const serviceRoute =
      path.length === 3 && path[0] === 'services' && (path[2] === 'route' || path[2] === 'thankYouRoute');
    if (ownPath || (serviceRoute && addressOf(value, manifest) === address)) result = setAt(result, path, to);
    else if (isHref(field) && pageLinkAddress(value, manifest) === address)
      result = setAt(result, path, movedLink(value, to));
  }
  return result;
}
