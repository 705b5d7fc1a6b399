// Structure operations on the draft: list items (insert, duplicate, remove, move), pages (empty or a copy), services.
import { fieldsOf, resolve, type Schema } from '../../model/schema-walk.ts';
import { neutralPage } from '../../model/templates.ts';
import { getAt, setAt, type Json, type Path } from '../../model/json-pointer.ts';
import { renameId } from '../../model/reference-edits.ts';
import { blockName } from '../../model/block-name.ts';

type Obj = Record<string, Json>;

function listAt(manifest: Json, path: Path): Json[] {
  const value = getAt(manifest, path);
  return Array.isArray(value) ? value : [];
}

export function insertAt(manifest: Json, listPath: Path, index: number, item: Json): Json {
  const items = listAt(manifest, listPath).slice();
  items.splice(index, 0, item);
  return setAt(manifest, listPath, items);
}

export function removeAt(manifest: Json, listPath: Path, index: number): Json {
  const items = listAt(manifest, listPath).slice();
  items.splice(index, 1);
  return setAt(manifest, listPath, items);
}

export function duplicateAt(manifest: Json, listPath: Path, index: number): Json {
  const item = listAt(manifest, listPath)[index];
  return item === undefined ? manifest : insertAt(manifest, listPath, index + 1, structuredClone(item));
}

export function move(manifest: Json, listPath: Path, from: number, to: number): Json {
  const items = listAt(manifest, listPath).slice();
  if (to < 0 || to >= items.length || from === to) return manifest;
  const [item] = items.splice(from, 1);
  items.splice(to, 0, item!);
  return setAt(manifest, listPath, items);
}

function uniqueValue(taken: string[], wanted: string): string {
  let value = wanted;
  for (let n = 2; taken.includes(value); n++) value = `${wanted}-${n}`;
  return value;
}

/** A new page at `path`: empty (its required fields, no blocks) or, when asked, a copy of page `copyOf`'s content. */
export function addPage(
  manifest: Json,
  root: Schema,
  wanted: { path: string; title: string; copyOf?: number },
): { manifest: Json; index: number } {
  const { path, title, copyOf } = wanted;
  const routes = listAt(manifest, ['routes']) as Obj[];
  const source = copyOf === undefined ? undefined : routes[copyOf];
  const page: Obj = source ? { ...(structuredClone(source) as Obj), path, title } : neutralPage(root, path, title);
  delete page.aliases;
  return { manifest: insertAt(manifest, ['routes'], routes.length, page), index: routes.length };
}

export interface NewService {
  id: string;
  name: string;
  /** Copy the page of this service (with its references turned to the new service), if any. */
  pageFrom?: number;
  inMenu: boolean;
  inFooter: boolean;
  /** The blocks' lists of service ids (the schema's "refersTo": "service" on a list's items) that get the new service. */
  lists: Path[];
}

/** Every block's list of service ids (its items refer to services, by the schema), for "show the new service here too". */
export function serviceLists(manifest: Json, root: Schema): { path: Path; label: string; count: number }[] {
  const found: { path: Path; label: string; count: number }[] = [];
  for (const field of fieldsOf(manifest, root, root)) {
    const [top, page, key, block] = field.path;
    const inBlock = top === 'routes' && key === 'blocks' && field.path.length === 5;
    if (!inBlock || !Array.isArray(field.value) || resolve(field.schema.items, root).refersTo !== 'service') continue;
    const pagePath = getAt(manifest, ['routes', page!, 'path']);
    const label = `${String(pagePath)} › ${blockName(getAt(manifest, ['routes', page!, 'blocks', block!]))}`;
    found.push({ path: field.path, label, count: field.value.length });
  }
  return found;
}

/** A new service with one tier, and optionally its page (a copy of another service's), menu entries and service cards. */
export function addService(manifest: Json, root: Schema, wanted: NewService): { manifest: Json; index: number } {
  const services = listAt(manifest, ['services']) as Obj[];
  const id = uniqueValue(
    services.map((s) => String(s.id)),
    wanted.id,
  );
  const route = `/services/${id}`;
  const service: Obj = {
    id,
    name: wanted.name,
    formLabel: wanted.name,
    route,
    tagline: `What ${wanted.name} does for a client, in one line.`,
    summary: `What ${wanted.name} includes and who it is for.`,
    tiers: [{ id: 'standard', name: 'Standard', price: { amount: 1000 }, features: ['What is included'] }],
  };
  let result = insertAt(manifest, ['services'], services.length, service);
  if (wanted.pageFrom !== undefined) {
    const template = services[wanted.pageFrom];
    const templateRoute = (listAt(manifest, ['routes']) as Obj[]).find((r) => r.path === template?.route);
    if (template && templateRoute) {
      // Copy the template service's page into a scratch manifest and point its references at the new service.
      const scratch = { ...(result as Obj), routes: [structuredClone(templateRoute)] } as Json;
      const renamed = renameId(scratch, root, 'service', String(template.id), id) as Obj;
      const page: Obj = {
        ...((renamed.routes as Obj[])[0] as Obj),
        path: route,
        title: `${wanted.name} | {firm}`,
        description: `${wanted.name}: ${service.summary}`,
      };
      delete page.aliases;
      result = insertAt(result, ['routes'], listAt(result, ['routes']).length, page);
    }
  }
  if (wanted.inMenu)
    result = insertAt(
      result,
      ['navigation', 'servicesMenu', 'services'],
      listAt(result, ['navigation', 'servicesMenu', 'services']).length,
      id,
    );
  if (wanted.inFooter)
    result = insertAt(result, ['footer', 'services'], listAt(result, ['footer', 'services']).length, id);
  for (const path of wanted.lists) result = insertAt(result, path, listAt(result, path).length, id);
  return { manifest: result, index: services.length };
}
