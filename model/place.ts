// Describes a JSON pointer into the manifest in words, naming pages, blocks, services and tiers
// by what an editor sees rather than by position numbers, and fields by their names for people (field-words.ts). A
// block is its position and its name, "block 3 (FAQ “Common questions”)": the place is one line.
import siteSchema from '../schema/site.schema.json' with { type: 'json' };
import { pointerSegments } from './source.ts';
import { definitionOf, type BlockDefinitions } from './blocks.ts';
import { blockKindName, blockName } from './block-name.ts';
import { fieldWords } from './field-words.ts';
import { branchFor, resolve, type Schema } from './schema-walk.ts';

type Json = unknown;

function child(value: Json, key: string): Json {
  if (Array.isArray(value)) return value[Number(key)];
  if (value && typeof value === 'object') return (value as Record<string, Json>)[key];
  return undefined;
}

function field(value: Json, key: string): string | undefined {
  const found = typeof value === 'string' && key === '' ? value : child(value, key);
  return typeof found === 'string' && found.length > 0 ? short(found) : undefined;
}

function short(text: string): string {
  return text.length > 48 ? `${text.slice(0, 45)}…` : text;
}

/** For lists whose items are plain ids (["ops-audit", "opsos"]), the id itself names the item. */
const idOrField = (item: Json, key: string) => (typeof item === 'string' ? field(item, '') : field(item, key));

const COLLECTION_WORDS: Record<string, (item: Json, index: number) => string> = {
  routes: (item, i) => `page ${field(item, 'path') ?? `#${i + 1}`}`,
  blocks: (item, i) => {
    const type = field(item, 'type');
    // A heading with placeholders ({service:…}) would show code: the kind alone names the block then.
    const name = type && (blockName(item).includes('{') ? blockKindName(type) : blockName(item));
    return `block ${i + 1}${name ? ` (${name})` : ''}`;
  },
  services: (item, i) => `service '${idOrField(item, 'id') ?? `#${i + 1}`}'`,
  tiers: (item, i) => `tier '${field(item, 'name') ?? `#${i + 1}`}'`,
  downloads: (item, i) => `download '${field(item, 'slug') ?? `#${i + 1}`}'`,
  claims: (item, i) => `claim '${idOrField(item, 'id') ?? `#${i + 1}`}'`,
  facts: (item, i) => `fact '${field(item, 'id') ?? `#${i + 1}`}'`,
  addOns: (item, i) => `add-on '${field(item, 'name') ?? `#${i + 1}`}'`,
  rows: (item, i) => `row '${idOrField(item, 'id') ?? field(item, 'feature') ?? `#${i + 1}`}'`,
  links: (item, i) => `link ${i + 1}${field(item, 'text') ? ` ('${field(item, 'text')}')` : ''}`,
  company: (item, i) => `link ${i + 1}${field(item, 'text') ? ` ('${field(item, 'text')}')` : ''}`,
  legal: (item, i) => `link ${i + 1}${field(item, 'text') ? ` ('${field(item, 'text')}')` : ''}`,
  social: (item, i) => `link ${i + 1}${field(item, 'text') ? ` ('${field(item, 'text')}')` : ''}`,
  actions: (item, i) => `button ${i + 1}${field(item, 'text') ? ` ('${field(item, 'text')}')` : ''}`,
  aliases: (item, i) => `alias ${field(item, '') ?? `#${i + 1}`}`,
};

/** An item of a block's own list: named by the block's hook for that list, else by its text, title or name. */
function blockItem(item: Json, index: number, name: string | undefined, noun: string): string {
  const shown = name
    ? short(name)
    : typeof item === 'string'
      ? field(item, '')
      : (field(item, 'title') ?? field(item, 'name') ?? field(item, 'text'));
  return `${noun} ${index + 1}${shown ? ` ('${shown}')` : ''}`;
}

/** The schema of `value`'s field `key` as written (for its own title), and the schema of the value it holds. */
function fieldSchema(schema: Schema | undefined, inList: boolean, key: string, next: Json, root: Schema) {
  const own = inList ? schema?.items : schema?.properties?.[key];
  return { own, next: own === undefined ? undefined : branchFor(resolve(own, root), next as never, root) };
}

/** The place a JSON pointer names, in words. `blocks` lets each block type name the items of its lists. */
export function placeInWords(manifest: Json, pointer: string, blocks?: BlockDefinitions): string {
  const root = siteSchema as unknown as Schema;
  const words: string[] = [];
  let value = manifest;
  let schema: Schema | undefined = branchFor(root, manifest as never, root);
  let parentKey = '';
  let block: Json;
  for (const segment of pointerSegments(pointer)) {
    const next = child(value, segment);
    const { own, next: nextSchema } = fieldSchema(schema, Array.isArray(value), segment, next, root);
    if (Array.isArray(value)) {
      const describe = COLLECTION_WORDS[parentKey];
      const index = Number(segment);
      if (parentKey === 'blocks') block = next;
      if (describe) words[words.length - 1] = describe(next, index);
      else if (block !== undefined && block !== next) {
        const hook = definitionOf(blocks, child(block, 'type')).itemNames?.[parentKey];
        // An item is called what the schema calls it ("card 2"), else "item 2".
        const named = blockItem(next, index, hook?.(next), fieldWords('item', own, root));
        // "items" says nothing the item's own name does not: "item 2 ('…')" stands for both.
        if (parentKey === 'items') words[words.length - 1] = named;
        else words.push(named);
      } else words.push(`item ${index + 1}`);
    } else if (parentKey === 'links' && words[0] === 'site settings' && words.length === 2) {
      // The site's outside sites are named by the person: the name is the place.
      words[1] = `outside site '${segment}'`;
    } else {
      words.push(fieldWords(segment, own, root));
    }
    parentKey = segment;
    value = next;
    schema = nextSchema;
  }
  return words.length > 0 ? words.join(' › ') : 'the whole file';
}
