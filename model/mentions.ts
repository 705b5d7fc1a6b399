// The places that still mention something about to be removed: texts visitors see that name it ("The Executive Brief
// produced…"), and references to its id (a "{price:ops-audit/quick-scan}" placeholder, a "service:x" link, a picked
// id, a link to a removed page). Found through the schema, so no kind of block needs code here.
import { fieldsOf, type Field, type Schema } from './schema-walk.ts';
import { getAt, toPointer, type Json, type Path } from './json-pointer.ts';
import { parseHref } from './links.ts';
import { COLLECTIONS, type ReferenceKind } from './references.ts';
import { linksTo } from './reference-edits.ts';

export interface Mention {
  /** Where the mention is, in the manifest once the thing is removed. */
  pointer: string;
  /** The text or link that mentions it. */
  text: string;
  /** The words around the mention, for a list of places ("…plan. The Executive Brief produced the org…"). */
  excerpt: string;
}

type Obj = Record<string, Json>;

/** The fields that hold what a thing is called, in the order they are looked for. */
const NAME_FIELDS = ['name', 'title', 'heading', 'question', 'text'];
/** Fields that name a thing for the machine, not words anyone reads. */
const MACHINE_FIELDS = new Set(['id', 'slug', 'anchor', 'type', 'path', 'route', 'src', 'href']);
/** Shorter names ("FAQ", "Go") match too many unrelated words. */
const SHORTEST_NAME = 4;

const isObject = (value: Json | undefined): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the thing at `path` is called, as visitors read it: its name or title without placeholders and " | {firm}". */
export function nameOf(value: Json | undefined): string | undefined {
  if (!isObject(value)) return undefined;
  for (const key of NAME_FIELDS) {
    const raw = value[key];
    if (typeof raw !== 'string') continue;
    const name = raw
      .replace(/\s*\|\s*\{[^}]*\}\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (name.length >= SHORTEST_NAME && !name.includes('{')) return name;
  }
  return undefined;
}

/** The kind and id of a thing other parts name by id (a service, a download, a claim, a fact, a row, a tier). */
function idOf(manifest: Json, path: Path): { kind: ReferenceKind; id: string; service?: string } | undefined {
  const value = getAt(manifest, path);
  if (!isObject(value)) return undefined;
  if (path.length === 4 && path[0] === 'services' && path[2] === 'tiers' && typeof value.id === 'string')
    return { kind: 'tier', id: value.id, service: String(getAt(manifest, ['services', path[1]!, 'id'])) };
  for (const [kind, entry] of Object.entries(COLLECTIONS)) {
    const inList = path.length === entry.path.length + 1 && entry.path.every((key, i) => path[i] === key);
    const id = value[entry.id];
    if (inList && typeof id === 'string') return { kind: kind as ReferenceKind, id };
  }
  return undefined;
}

/** The placeholders that name an id of this kind: "{service:ID}", "{price:ID/TIER}", "{count:tiers/ID}". */
function placeholderPattern(kind: ReferenceKind, id: string, service?: string): RegExp | undefined {
  const name = escapeRegExp(id);
  if (kind === 'service') return new RegExp(`\\{(?:service|price):${name}(?:/[^}]*)?\\}|\\{count:[a-z-]+/${name}\\}`);
  if (kind === 'tier' && service) return new RegExp(`\\{price:${escapeRegExp(service)}/${name}\\}`);
  if (kind === 'claim' || kind === 'fact') return new RegExp(`\\{${kind}:${name}\\}`);
  return undefined;
}

const isHref = (field: Field) => field.ref === 'Href' || field.path.at(-1) === 'href';

function isMachineField(field: Field): boolean {
  const key = field.path.at(-1);
  return (typeof key === 'string' && MACHINE_FIELDS.has(key)) || isHref(field) || field.kind !== undefined;
}

/** Whether a link names the id: "service:ID", "download:SLUG". */
function linkNames(href: string, kind: ReferenceKind, id: string): boolean {
  const link = parseHref(href);
  return (
    (link?.kind === 'service' && kind === 'service' && link.id === id) ||
    (link?.kind === 'download' && kind === 'download' && link.slug === id)
  );
}

const AROUND = 32;

/** `text` cut to the words around its first match of `pattern`, "…" where it was cut. */
export function excerpt(text: string, pattern: RegExp | undefined): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = pattern ? Math.max(0, flat.search(pattern)) : 0;
  // Cut at spaces, so no word is shown in part.
  const before = flat.lastIndexOf(' ', Math.max(0, at - AROUND));
  const start = at - AROUND <= 0 || before < 0 ? 0 : before + 1;
  const after = flat.indexOf(' ', at + AROUND * 2);
  const end = after < 0 ? flat.length : after;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

/** A path in the manifest as it will be once the item at `removed` is gone from its list. */
function afterRemoval(path: Path, removed: Path): Path {
  const list = removed.slice(0, -1);
  const index = removed.at(-1) as number;
  const inList = list.every((key, i) => path[i] === key);
  const at = path[list.length];
  return inList && typeof at === 'number' && at > index ? [...list, at - 1, ...path.slice(list.length + 1)] : path;
}

/** The places, outside the item at `removed` (a list item), that still mention it once it is removed. */
export function mentionsOf(manifest: Json, root: Schema, removed: Path): Mention[] {
  const value = getAt(manifest, removed);
  const name = nameOf(value);
  const named = name ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u') : undefined;
  const ref = idOf(manifest, removed);
  const placeholder = ref && placeholderPattern(ref.kind, ref.id, ref.service);
  const found = new Map<string, Mention>();
  const add = (path: Path, text: string, pattern?: RegExp) => {
    const pointer = toPointer(afterRemoval(path, removed));
    if (!found.has(pointer)) found.set(pointer, { pointer, text, excerpt: excerpt(text, pattern) });
  };
  const inside = (path: Path) => removed.every((key, i) => path[i] === key);
  for (const field of fieldsOf(manifest, root, root)) {
    if (typeof field.value !== 'string' || inside(field.path)) continue;
    const text = field.value;
    const refers = ref !== undefined && field.kind === ref.kind && text === ref.id;
    const links = ref !== undefined && isHref(field) && linkNames(text, ref.kind, ref.id);
    const names = named !== undefined && !isMachineField(field) && named.test(text);
    if (names) add(field.path, text, named);
    else if (refers || links || placeholder?.test(text)) add(field.path, text, placeholder);
  }
  if (removed.length === 2 && removed[0] === 'routes' && isObject(value) && typeof value.path === 'string')
    for (const use of linksTo(manifest, root, value.path)) add(use.path, use.value);
  return [...found.values()];
}
