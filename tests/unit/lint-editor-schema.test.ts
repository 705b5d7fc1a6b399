// The editor side of the schema: VS Code reads schema/site.schema.json (through the manifest's "$schema") to explain
// every field on hover and to insert skeletons. Every field has a plain description, and every snippet inserts a
// valid skeleton: for each block type, and for the base parts (page, service, tier, download…).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockTypes, composeSchema, readBlockSchema } from '../../schema/compose.ts';
import { parseJsonSource } from '../../model/source.ts';
import { validateManifest } from '../../model/validate.ts';
import { edited, type AnyManifest } from '../fixtures/lint/fixture.ts';

type Json = Record<string, unknown>;
const base = JSON.parse(readFileSync('schema/site.base.schema.json', 'utf8')) as Json & { $defs: Record<string, Json> };
const composed = composeSchema() as Json & { $defs: Record<string, Json> };

/** The description an editor shows for a property: its own, or that of the definition it refers to. */
function descriptionOf(schema: Json, defs: Record<string, Json>): string | undefined {
  if (typeof schema.description === 'string') return schema.description;
  const ref = (schema.$ref ?? (schema.allOf as Json[] | undefined)?.[0]?.$ref) as string | undefined;
  return ref ? descriptionOf(defs[ref.replace('#/$defs/', '')] ?? {}, defs) : undefined;
}

/** Every property of a schema, at any depth, with its path. */
function properties(schema: unknown, path: string, out: [string, Json][] = []): [string, Json][] {
  if (Array.isArray(schema)) schema.forEach((s, i) => properties(s, `${path}/${i}`, out));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema as Json)) {
      if (key === 'examples' || key === 'defaultSnippets' || key === 'default') continue;
      if (key === 'properties') {
        for (const [name, prop] of Object.entries(value as Record<string, Json>)) {
          out.push([`${path}/${name}`, prop]);
          properties(prop, `${path}/${name}`, out);
        }
      } else properties(value, `${path}/${key}`, out);
    }
  }
  return out;
}

/** A snippet body as VS Code inserts it once the tab stops keep their defaults ("${2:/book}" → "/book", "^${1:1495}" → 1495). */
function fill(body: unknown): unknown {
  if (typeof body === 'string') {
    const text = body
      .replace(/\$\{\d+\|([^,|]+)[^}]*\|\}/g, '$1')
      .replace(/\$\{\d+:([^}]*)\}/g, '$1')
      .replace(/\$\d+/g, 'Example text');
    return text.startsWith('^') ? JSON.parse(text.slice(1)) : text;
  }
  if (Array.isArray(body)) return body.map(fill);
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fill(v)]));
  return body;
}

function schemaProblems(change: (m: AnyManifest) => void): string[] {
  return validateManifest(parseJsonSource(edited(change))).map((p) => `${p.place}: ${p.message}`);
}

describe('descriptions for the editor', () => {
  it('every property of the root schema has a plain description', () => {
    const missing = properties(base, '')
      .filter(([, prop]) => !descriptionOf(prop, base.$defs))
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });

  it('every property of every block, as composed, has a description, and compose keeps the block descriptions', () => {
    for (const type of blockTypes()) {
      const block = readBlockSchema(type);
      const def = composed.$defs[block.title]!;
      expect(def.description, type).toBe(block.description);
      const missing = properties(def, block.title)
        .filter(([, prop]) => !descriptionOf(prop, composed.$defs))
        .map(([path]) => path);
      expect(missing, type).toEqual([]);
    }
    expect(descriptionOf(composed.$defs.Block!, composed.$defs)).toMatch(/One section of a page/);
  });
});

describe('snippets insert valid skeletons', () => {
  it.each(blockTypes())('block type %s has a snippet that is a valid block', (type) => {
    const snippets = (readBlockSchema(type).defaultSnippets ?? []) as { body: unknown }[];
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) {
      const block = fill(snippet.body) as Json;
      expect(block.type).toBe(type);
      expect(schemaProblems((m) => m.routes[0].blocks.push(block))).toEqual([]);
    }
  });

  const where: Record<string, (m: AnyManifest, value: unknown) => void> = {
    Route: (m, v) => m.routes.push(v),
    Service: (m, v) => m.services.push(v),
    Tier: (m, v) => m.services[0].tiers.push(v),
    AddOn: (m, v) => (m.services[0].addOns = [v]),
    Download: (m, v) => m.downloads.push(v),
    Claim: (m, v) => m.claims.push(v),
    NavLink: (m, v) => m.navigation.links.push(v),
    Cta: (m, v) => (m.routes[0].blocks[0].secondaryCta = v),
    Price: (m, v) => (m.services[0].tiers[0].price = v),
  };

  it.each(Object.keys(where))('the %s snippet is valid where it goes', (name) => {
    const snippets = (base.$defs[name]!.defaultSnippets ?? []) as { body: unknown }[];
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) expect(schemaProblems((m) => where[name]!(m, fill(snippet.body)))).toEqual([]);
  });

  it('the claims-list and comparison-row snippets are valid', () => {
    const claims = fill((base.properties as Record<string, Json>).claims!.defaultSnippets as unknown) as {
      body: unknown;
    }[];
    expect(schemaProblems((m) => (m.claims = claims[0]!.body))).toEqual([]);
    const rows = (base.$defs.Comparison!.properties as Record<string, Json>).rows!.items as Json;
    const row = fill((rows.defaultSnippets as { body: unknown }[])[0]!.body);
    expect(schemaProblems((m) => m.comparison.rows.push(row))).toEqual([]);
  });
});
