// Who points at what: the links to a page (so deleting it can remove or repoint them) and renaming an id with every
// reference updated. References are found through the schema (Href fields, "A service id" fields) and placeholders.
import { fieldsOf, resolve, schemaAt, type Field, type ReferenceKind, type Schema } from './schema-walk.ts';
import { getAt, setAt, toPointer, type Json, type Path } from './json-pointer.ts';

export interface LinkUse {
  /** Where the reference is (the href string, or the id in a list). */
  path: Path;
  value: string;
  /** A link (can point elsewhere) or a service id in a list (can only be removed). */
  kind: 'link' | 'service-id';
  /** What removing it removes: the link's object, or the id in its list. */
  removes: Path;
}

function serviceIdsAt(manifest: Json, pagePath: string): string[] {
  const services = (getAt(manifest, ['services']) ?? []) as { id: string; route: string }[];
  return services.filter((s) => s.route === pagePath).map((s) => s.id);
}

function pointsAt(href: string, pagePath: string, serviceIds: string[]): boolean {
  return href === pagePath || href.startsWith(`${pagePath}#`) || serviceIds.some((id) => href === `service:${id}`);
}

function isHref(field: Field): boolean {
  return field.ref === 'Href' || field.path.at(-1) === 'href';
}

/** Every link to the page at `pagePath` outside that page itself (a service's page is also reached by its id). */
export function linksTo(manifest: Json, root: Schema, pagePath: string): LinkUse[] {
  const routes = (getAt(manifest, ['routes']) ?? []) as { path: string }[];
  const pageIndex = routes.findIndex((r) => r.path === pagePath);
  const serviceIds = serviceIdsAt(manifest, pagePath);
  const uses: LinkUse[] = [];
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string') continue;
    if (field.path[0] === 'routes' && field.path[1] === pageIndex) continue;
    if (field.path[0] === 'services') continue; // the service's own route and ids are not links to the page
    if (isHref(field) && pointsAt(field.value, pagePath, serviceIds)) {
      const owner = field.path.slice(0, -1);
      uses.push({ path: field.path, value: field.value, kind: 'link', removes: removablePath(manifest, root, owner) ?? field.path });
    } else if (field.kind === 'service' && serviceIds.includes(field.value)) {
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

const placeholderNames: Record<ReferenceKind, string[]> = { service: ['service', 'price'], download: [], claim: ['claim'], fact: ['fact'] };
const hrefPrefix: Partial<Record<ReferenceKind, string>> = { service: 'service:', download: 'download:' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The manifest with the id `from` of a service, download, claim or fact renamed to `to`, in its own entry and in every
 * reference: id fields, links ("service:ID"), and placeholders ("{price:ID/TIER}").
 */
export function renameId(manifest: Json, root: Schema, kind: ReferenceKind, from: string, to: string): Json {
  const list = { service: 'services', download: 'downloads', claim: 'claims', fact: 'facts' }[kind];
  const key = kind === 'download' ? 'slug' : 'id';
  const placeholders = placeholderNames[kind].map((name) => new RegExp(`\\{${name}:${escapeRegExp(from)}(?=[}/])`, 'g'));
  // {count:tiers/ID} and {count:add-ons/ID} count a service's tiers and add-ons (model/counts.ts).
  if (kind === 'service') placeholders.push(new RegExp(`\\{count:(?:tiers|add-ons)/${escapeRegExp(from)}(?=})`, 'g'));
  let result = manifest;
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string') continue;
    const { path, value } = field;
    let next = value;
    if (path.length === 3 && path[0] === list && path[2] === key && value === from) next = to;
    else if (field.kind === kind && value === from) next = to;
    else if (isHref(field) && hrefPrefix[kind] && value === `${hrefPrefix[kind]}${from}`) next = `${hrefPrefix[kind]}${to}`;
    for (const pattern of placeholders) next = next.replace(pattern, (match) => match.replace(new RegExp(`([:/])${escapeRegExp(from)}$`), `$1${to}`));
    if (next !== value) result = setAt(result, path, next);
  }
  return result;
}

/** The manifest with the page at `from` moved to `to`, and every link to it (and its service's route) following. */
export function renamePage(manifest: Json, root: Schema, from: string, to: string): Json {
  let result = manifest;
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string') continue;
    const { path, value } = field;
    const ownPath = path.length === 3 && path[0] === 'routes' && path[2] === 'path';
    const serviceRoute = path.length === 3 && path[0] === 'services' && (path[2] === 'route' || path[2] === 'thankYouRoute');
    if ((ownPath || serviceRoute || isHref(field)) && (value === from || value.startsWith(`${from}#`))) result = setAt(result, path, to + value.slice(from.length));
  }
  return result;
}
