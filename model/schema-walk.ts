// Reads the manifest's JSON Schema the way the editor needs it: the sub-schema at a pointer (a block's by its "type",
// so no form ever holds the big oneOf), what kind of thing a string field refers to, and every field of a value with
// its schema. Everything is derived from the schema, so a new block type needs no editor code.
import type { Json, Path } from './json-pointer.ts';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  required?: string[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  examples?: Json[];
  discriminator?: { propertyName: string };
  $defs?: Record<string, Schema>;
  [key: string]: unknown;
}

/** The name of a `#/$defs/NAME` reference. */
export function refName(schema: Schema | undefined): string | undefined {
  return schema?.$ref?.startsWith('#/$defs/') ? schema.$ref.slice('#/$defs/'.length) : undefined;
}

/** A schema with its $ref followed (and the referring schema's own description kept, which is more specific). */
export function resolve(schema: Schema | undefined, root: Schema): Schema {
  let node = schema ?? {};
  const description = node.description;
  for (let depth = 0; node.$ref && depth < 10; depth++) {
    const target = root.$defs?.[refName(node) ?? ''];
    if (!target) break;
    const { $ref: _ref, ...rest } = node;
    node = { ...target, ...rest };
  }
  return description ? { ...node, description } : node;
}

/** For a discriminated oneOf (the blocks): the branch whose "type" matches the value. */
export function branchFor(schema: Schema, value: Json | undefined, root: Schema): Schema {
  const key = schema.discriminator?.propertyName;
  if (!key || !schema.oneOf) return schema;
  const wanted = value && typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
  const branch = schema.oneOf.map((s) => resolve(s, root)).find((s) => s.properties?.[key]?.const === wanted);
  return branch ?? schema;
}

/** The schema of the value at `path` inside `root`'s document. */
export function schemaAt(root: Schema, document: Json, path: Path): Schema {
  let schema = branchFor(resolve(root, root), document, root);
  let value: Json | undefined = document;
  for (const key of path) {
    value = value && typeof value === 'object' ? (Array.isArray(value) ? value[key as number] : value[key as string]) : undefined;
    const next = typeof key === 'number' ? schema.items : schema.properties?.[key as string];
    schema = branchFor(resolve(next, root), value, root);
  }
  return schema;
}

/** The types of block the schema knows, with their descriptions, for the "Add block" menu. */
export function blockTypes(root: Schema): { type: string; title: string; description: string; schema: Schema }[] {
  const block = root.$defs?.Block;
  return (block?.oneOf ?? []).map((s) => resolve(s, root)).map((schema) => {
    const type = String(schema.properties?.type?.const ?? '');
    return { type, title: blockTitle(type), description: schema.description ?? '', schema };
  });
}

export function blockTitle(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type ReferenceKind = 'service' | 'download' | 'claim' | 'fact';

/** What an id field points at, read from the schema's own words ("A service id", "The downloads, by slug"). */
export function referenceKind(schema: Schema, parent?: Schema): ReferenceKind | undefined {
  const said = `${schema.description ?? ''} ${parent?.type === 'array' ? parent.description ?? '' : ''}`;
  const match = /\b(service|download|claim|fact)s?\b(?: (?:id|slug)\b|[^.]*\bby (?:id|slug)\b| whose\b)/i.exec(said);
  if (!match || (schema.type !== undefined && schema.type !== 'string')) return undefined;
  return match[1]!.toLowerCase() as ReferenceKind;
}

export interface Field {
  path: Path;
  value: Json;
  schema: Schema;
  /** The $defs name the field's schema referred to ("Href", "Text", "Price"). */
  ref?: string;
  kind?: ReferenceKind;
}

/** Every value inside `value` with its schema, depth first. */
export function* fieldsOf(value: Json, schema: Schema, root: Schema, path: Path = [], parent?: Schema): Generator<Field> {
  const resolved = branchFor(resolve(schema, root), value, root);
  yield { path, value, schema: resolved, ref: refName(schema), kind: typeof value === 'string' ? referenceKind(resolved, parent) : undefined };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* fieldsOf(value[i]!, resolved.items ?? {}, root, [...path, i], resolved);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* fieldsOf(child, resolved.properties?.[key] ?? {}, root, [...path, key], resolved);
  }
}
