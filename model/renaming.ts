// Renaming a service or a tier the way people name it: its name, the labels of its own that showed the same name
// (a service's form label), and, when the person agrees, the texts anywhere that typed the old name. A service's
// name is written back as its placeholder where texts fill placeholders in, so those texts show the name from then
// on and follow the next rename by themselves; anywhere else (a tier's name, which has no placeholder, or a note
// for editors) the new name is typed.
import { fieldsOf, schemaAt, type Field, type Schema } from './schema-walk.ts';
import { getAt, setAt, type Json, type Path } from './json-pointer.ts';

type Obj = Record<string, Json>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name where it stands alone, not inside a longer word ("Audit" is not in "Audits"). */
function standingAlone(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escape(name)}(?![\\p{L}\\p{N}_])`, 'gu');
}

/** The $defs whose strings are texts placeholders are filled in. */
const PLACEHOLDER_TEXT = 'Text';

/**
 * Whether a field holds words people write (a text, a title, a note), not a code: no reference, link, choice from a
 * list, or pattern beyond "not only spaces"; and not the name of something, which names its own thing.
 */
function holdsWords(field: Field): boolean {
  const { schema } = field;
  return (
    typeof field.value === 'string' &&
    field.kind === undefined &&
    field.ref !== 'Href' &&
    field.path.at(-1) !== 'name' &&
    schema.enum === undefined &&
    schema.const === undefined &&
    (schema.pattern === undefined || schema.pattern === '\\S')
  );
}

const isWithin = (path: Path, item: Path) => item.every((key, i) => path[i] === key);

/** The item's own labels: its direct string fields that are not texts of the page (a service's form label). */
function isOwnLabel(field: Field, item: Path): boolean {
  return field.path.length === item.length + 1 && isWithin(field.path, item) && field.ref !== PLACEHOLDER_TEXT;
}

/** The texts that type `name` in words, outside the renamed item's own labels. */
export function mentionsOf(manifest: Json, root: Schema, item: Path, name: string): Path[] {
  if (!name.trim()) return [];
  const pattern = standingAlone(name);
  const found: Path[] = [];
  for (const field of fieldsOf(manifest, root, root)) {
    if (!holdsWords(field) || isOwnLabel(field, item)) continue;
    pattern.lastIndex = 0;
    if (pattern.test(field.value as string)) found.push(field.path);
  }
  return found;
}

/**
 * The item at `item` (an object with a "name") named `next`: its labels that said the old name (equal to it, or
 * built on it as in "Audit (two weeks)") say the new one.
 */
export function renameItem(manifest: Json, root: Schema, item: Path, next: string): Json {
  const previous = getAt(manifest, [...item, 'name']);
  let result = setAt(manifest, [...item, 'name'], next);
  if (typeof previous !== 'string' || previous === next) return result;
  const pattern = standingAlone(previous);
  const value = getAt(manifest, item) ?? {};
  for (const field of fieldsOf(value, schemaAt(root, manifest, item), root, item)) {
    if (!holdsWords(field) || !isOwnLabel(field, item)) continue;
    const label = field.value as string;
    // While the name is typed over, a label equal to it follows every keystroke, through an empty name too.
    const renamed = label === previous ? next : previous.trim() ? label.replace(pattern, () => next) : label;
    if (renamed !== label) result = setAt(result, field.path, renamed);
  }
  return result;
}

/** What a text should say in place of the item's name: a service's placeholder, where placeholders are filled in. */
function nameIn(manifest: Json, item: Path, inPlaceholderText: boolean): string {
  const name = String(getAt(manifest, [...item, 'name']) ?? '');
  if (!inPlaceholderText || item.length !== 2 || item[0] !== 'services') return name;
  if (name === getAt(manifest, ['site', 'productName'])) return '{product}';
  return `{service:${String(getAt(manifest, [...item, 'id']))}}`;
}

/** The manifest with the texts at `mentions` saying the item's current name where they typed `oldName`. */
export function updateMentions(manifest: Json, root: Schema, item: Path, oldName: string, mentions: Path[]): Json {
  const wanted = new Set(mentions.map((path) => JSON.stringify(path)));
  const pattern = standingAlone(oldName);
  let result = manifest;
  for (const field of fieldsOf(manifest, root, root)) {
    if (!wanted.has(JSON.stringify(field.path)) || typeof field.value !== 'string') continue;
    const words = nameIn(manifest, item, field.ref === PLACEHOLDER_TEXT);
    result = setAt(
      result,
      field.path,
      field.value.replace(pattern, () => words),
    );
  }
  return result;
}

/** The services' and their tiers' names: what a rename is offered for. */
export function isNamedItem(manifest: Json, item: Path): boolean {
  const named = item.length === 2 || (item.length === 4 && item[2] === 'tiers');
  const value = getAt(manifest, item) as Obj | undefined;
  return item[0] === 'services' && named && typeof value?.name === 'string';
}
