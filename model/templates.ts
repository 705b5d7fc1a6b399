// A neutral instance of a schema: what a new block, page or list item starts as. Only what the schema requires is
// there, and empty (an empty text, an empty list): no sample words, no buttons, no optional switch turned on. The
// person fills it in; the check says what is still missing.
import type { Json } from './json-pointer.ts';
import { blockTypes, resolve, type Schema } from './schema-walk.ts';

type Obj = Record<string, Json>;

const MAX_DEPTH = 8;

/** The schema's one type, when it names one. */
function typeOf(schema: Schema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  return Array.isArray(schema.type) && schema.type.length === 1 ? String(schema.type[0]) : undefined;
}

/**
 * The empty value of a schema, or undefined when it has none that says "not written yet": a number, a yes/no or a
 * choice from a list is left out, so the check asks for it rather than the draft claiming an answer nobody gave.
 */
export function neutralValue(input: Schema | undefined, root: Schema, depth = 0): Json | undefined {
  const schema = resolve(input, root);
  if (schema.const !== undefined) return schema.const;
  if (depth > MAX_DEPTH || schema.enum !== undefined) return undefined;
  switch (typeOf(schema)) {
    case 'string':
      return '';
    case 'array':
      return [];
    case 'object':
      return neutralObject(schema, root, depth);
    default:
      return undefined;
  }
}

function neutralObject(schema: Schema, root: Schema, depth: number): Obj {
  const value: Obj = {};
  for (const key of schema.required ?? []) {
    const field = neutralValue(schema.properties?.[key], root, depth + 1);
    if (field !== undefined) value[key] = field;
  }
  return value;
}

/** A new block of `type`: its type first, then its required fields, empty. */
export function neutralBlock(root: Schema, type: string): Obj {
  const found = blockTypes(root).find((b) => b.type === type);
  const fields = found ? neutralObject(found.schema, root, 0) : {};
  return { type, ...fields };
}

/** A new page at `path` titled `title`: the page's required fields, and no blocks. */
export function neutralPage(root: Schema, path: string, title: string): Obj {
  const route = neutralValue(root.$defs?.Route ?? { type: 'object' }, root) as Obj;
  return { ...route, path, title, blocks: [] };
}
