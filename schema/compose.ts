// Builds the manifest's full JSON Schema from the root schema and every block folder's schema.json,
// so that adding a block type is adding a folder: no list of block types is kept by hand.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const blocksDir = join(projectRoot, 'blocks');
export const baseSchemaPath = join(projectRoot, 'schema', 'site.base.schema.json');
export const schemaPath = join(projectRoot, 'schema', 'site.schema.json');
export const typesPath = join(projectRoot, 'schema', 'site.types.ts');

type JsonObject = Record<string, unknown>;

export interface BlockSchema extends JsonObject {
  title: string;
  /** The kind's name as people read it ("FAQ", "Call to action"): lint, changes, the review and the editor use it. */
  blockName: string;
  description: string;
  properties: JsonObject;
  required?: string[];
  examples?: JsonObject[];
}

export function blockTypes(): string[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blocksDir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}

/** A block folder's schema.json (`dir`: the folder that holds the block folders). */
export function readBlockSchema(type: string, dir = blocksDir): BlockSchema {
  const block = JSON.parse(readFileSync(join(dir, type, 'schema.json'), 'utf8')) as BlockSchema;
  if (typeof block.blockName !== 'string' || block.blockName.trim() === '') {
    throw new Error(
      `blocks/${type}/schema.json has no "blockName": add the kind's name as people read it, such as "blockName": "Call to action", beside "title".`,
    );
  }
  return block;
}

/** The block's editor snippets, each labelled with the kind's name and described by the block's own description. */
function snippetsOf(block: BlockSchema): JsonObject[] | undefined {
  const snippets = block.defaultSnippets as JsonObject[] | undefined;
  return snippets?.map((snippet) => ({ label: block.blockName, description: block.description, ...snippet }));
}

/** The full schema: the root schema with one $defs entry per block type, chosen by the block's "type". */
export function composeSchema(): JsonObject {
  const base = JSON.parse(readFileSync(baseSchemaPath, 'utf8')) as JsonObject & { $defs: JsonObject };
  const defs: JsonObject = { ...base.$defs };
  const oneOf: JsonObject[] = [];
  for (const type of blockTypes()) {
    const block = readBlockSchema(type);
    defs[block.title] = {
      ...block,
      defaultSnippets: snippetsOf(block),
      type: 'object',
      additionalProperties: false,
      required: ['type', ...(block.required ?? [])],
      properties: {
        type: { const: type, description: `Always "${type}" for this kind of block.` },
        anchor: { $ref: '#/$defs/Anchor' },
        ...block.properties,
      },
    };
    oneOf.push({ $ref: `#/$defs/${block.title}` });
  }
  defs.Block = {
    ...(base.$defs.Block as JsonObject),
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        type: 'string',
        enum: blockTypes(),
        enumTitles: blockTypes().map((type) => readBlockSchema(type).blockName),
        description: 'The kind of block.',
      },
    },
    discriminator: { propertyName: 'type' },
    oneOf,
  };
  return { ...base, $defs: defs };
}
