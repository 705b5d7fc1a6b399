// A block's human name, the one lint, the change list, the review and the editor's outline all show. The kind's
// name is each block schema's "blockName" ("FAQ", "Call to action"); a block adds its heading: FAQ “Questions”.
import siteSchema from '../schema/site.schema.json' with { type: 'json' };

type Json = unknown;
type Obj = Record<string, Json>;

/** The part of a JSON Schema this module reads: the block definitions and their blockName. */
export interface SchemaWithBlocks {
  $defs?: Record<string, Json>;
  [key: string]: unknown;
}

const isObject = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each block type's name, by schema: built once per schema. */
const namesBySchema = new WeakMap<object, Map<string, string>>();

function kindNames(schema: SchemaWithBlocks): Map<string, string> {
  const known = namesBySchema.get(schema);
  if (known) return known;
  const names = new Map<string, string>();
  for (const definition of Object.values(schema.$defs ?? {})) {
    if (!isObject(definition) || typeof definition.blockName !== 'string') continue;
    const type =
      isObject(definition.properties) && isObject(definition.properties.type)
        ? definition.properties.type.const
        : undefined;
    if (typeof type === 'string') names.set(type, definition.blockName);
  }
  namesBySchema.set(schema, names);
  return names;
}

/** The name of a kind of block ("FAQ" for "faq"); a type the schema does not know is shown as written. */
export function blockKindName(type: string, schema: SchemaWithBlocks = siteSchema as SchemaWithBlocks): string {
  return kindNames(schema).get(type) ?? type;
}

/** The fields that say which block of its kind this is, in the order they are looked for. */
const NAMING_FIELDS = ['heading', 'title', 'eyebrow', 'text'] as const;

/** Shortens a text to `max` characters, white space made single, with "…" where it was cut. */
function shortened(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A block's name: its kind and its heading (or title, eyebrow or text), shortened, e.g. FAQ “Common questions”. */
export function blockName(block: Json, schema?: SchemaWithBlocks): string {
  const fields = isObject(block) ? block : {};
  const kind = blockKindName(typeof fields.type === 'string' ? fields.type : 'block', schema);
  const words = NAMING_FIELDS.map((key) => fields[key]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return words === undefined ? kind : `${kind} “${shortened(words)}”`;
}
