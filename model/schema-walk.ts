// Reads the manifest's JSON Schema the way the editor needs it: the sub-schema at a pointer (a block's by its "type",
// so no form ever holds the big oneOf), what kind of thing a string field refers to, and every field of a value with
// its schema. Everything is derived from the schema, so a new block type needs no editor code. validate.ts reads the
// schema with the same resolve and referenceKind.
import type { Json, Path } from './json-pointer.ts';
import type { ReferenceKind } from './references.ts';
import { blockKindName } from './block-name.ts';

export type { ReferenceKind };

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
  /** The kind of manifest item a string field names (a service id): see model/references.ts. */
  refersTo?: string;
  $defs?: Record<string, Schema>;
  [key: string]: unknown;
}

/** The `$ref` of a schema, also when it is a lone $ref wrapped in allOf (a field described without a second type). */
function refOf(schema: Schema | undefined): string | undefined {
  if (typeof schema?.$ref === 'string') return schema.$ref;
  const wrapped = Array.isArray(schema?.allOf) && schema.allOf.length === 1 ? (schema.allOf[0] as Schema) : undefined;
  return typeof wrapped?.$ref === 'string' ? wrapped.$ref : undefined;
}

/** The name of a `#/$defs/NAME` reference. */
export function refName(schema: Schema | undefined): string | undefined {
  const ref = refOf(schema);
  return ref?.startsWith('#/$defs/') ? ref.slice('#/$defs/'.length) : undefined;
}

/**
 * A schema with its $ref followed (also a lone $ref wrapped in allOf); keys written beside the $ref win, as they do
 * in editors (a field's own description is more specific than its definition's).
 */
export function resolve(schema: Schema | undefined, root: Schema): Schema {
  let current: Schema = schema ?? {};
  const own: Schema = {};
  for (let depth = 0; depth < 10; depth++) {
    const ref = refOf(current);
    if (ref === undefined) break;
    for (const [key, value] of Object.entries(current))
      if (key !== '$ref' && key !== 'allOf' && !(key in own)) own[key] = value;
    current = root.$defs?.[refName(current) ?? ''] ?? {};
  }
  return { ...current, ...own };
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
    value =
      value && typeof value === 'object'
        ? Array.isArray(value)
          ? value[key as number]
          : value[key as string]
        : undefined;
    const next = typeof key === 'number' ? schema.items : schema.properties?.[key as string];
    schema = branchFor(resolve(next, root), value, root);
  }
  return schema;
}

/** The types of block the schema knows, with their names and descriptions, for the "Add block" menu. */
export function blockTypes(root: Schema): { type: string; title: string; description: string; schema: Schema }[] {
  const block = root.$defs?.Block;
  return (block?.oneOf ?? [])
    .map((s) => resolve(s, root))
    .map((schema) => {
      const type = String(schema.properties?.type?.const ?? '');
      return { type, title: blockKindName(type, root), description: schema.description ?? '', schema };
    });
}

/** The kind of item a field names ("service"), from the schema's refersTo on the field or on its list's items. */
export function referenceKind(field: Schema): ReferenceKind | undefined {
  const kind = field.refersTo ?? field.items?.refersTo;
  return typeof kind === 'string' ? (kind as ReferenceKind) : undefined;
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
export function* fieldsOf(value: Json, schema: Schema, root: Schema, path: Path = []): Generator<Field> {
  const resolved = branchFor(resolve(schema, root), value, root);
  yield {
    path,
    value,
    schema: resolved,
    ref: refName(schema),
    kind: typeof value === 'string' ? referenceKind(resolved) : undefined,
  };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield* fieldsOf(value[i]!, resolved.items ?? {}, root, [...path, i]);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      yield* fieldsOf(child, resolved.properties?.[key] ?? {}, root, [...path, key]);
  }
}
