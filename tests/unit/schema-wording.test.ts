// What refers to what comes from the schema's "refersTo" and its structure, never from its English: the same schema
// with every description reworded renames, finds links and reads in the review exactly as the real one does.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fixtureManifest } from '../support/fixture-site.ts';
import { linksTo, renameId, renamePage } from '../../model/reference-edits.ts';
import { getAt, type Json } from '../../model/json-pointer.ts';
import { fieldsOf, type Schema } from '../../model/schema-walk.ts';
import { describeChanges } from '../../model/changes.ts';
import { formSchemaFor } from '../../editor/app/form-schema.ts';
import { referenceIds, type ReferenceKind } from '../../model/references.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

const schema = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;

/** The schema with every description (and its Markdown twin) replaced by the same meaningless words. */
function reworded(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reworded);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      (key === 'description' || key === 'markdownDescription') && typeof item === 'string'
        ? 'Reworded.'
        : reworded(item),
    ]),
  );
}

const rewordedSchema = reworded(schema) as Schema;
const manifest = fixtureManifest() as unknown as Json;

const renames = [
  ['service', 'ops-audit', 'operations-audit'],
  ['download', 'rfp-pack', 'tender-pack'],
  ['claim', 'years', 'years-of-practice'],
  ['fact', 'call-length', 'call-duration'],
  ['comparison-row', 'executes', 'does-the-work'],
] as const;

test('the reworded schema has no description left', () => {
  expect(JSON.stringify(rewordedSchema)).not.toMatch(/"description":"(?!Reworded\.)/);
  expect(JSON.stringify(rewordedSchema)).not.toBe(JSON.stringify(schema));
});

test('every "refersTo" of the schema names a kind of item the model can list', () => {
  const kinds = [...JSON.stringify(schema).matchAll(/"refersTo":"([^"]*)"/g)].map((match) => match[1] as ReferenceKind);
  expect(kinds.length).toBeGreaterThan(5);
  for (const kind of new Set(kinds)) expect(referenceIds(kind, manifest), kind).toEqual(expect.any(Array));
});

test('every field that refers to an item is found the same way', () => {
  const kinds = (root: Schema) =>
    [...fieldsOf(manifest, root, root)].filter((field) => field.kind).map((field) => [field.path, field.kind]);
  expect(kinds(rewordedSchema)).toEqual(kinds(schema));
  expect(kinds(schema).length).toBeGreaterThan(10);
});

describe.each(renames)('renaming a %s everywhere', (kind, from, to) => {
  test(`"${from}" → "${to}" gives the same manifest with reworded descriptions`, () => {
    const withRealSchema = renameId(manifest, schema, kind, from, to);
    expect(withRealSchema).not.toEqual(manifest);
    expect(renameId(manifest, rewordedSchema, kind, from, to)).toEqual(withRealSchema);
  });

  test('the review describes the rename in the same words', () => {
    const before = manifest as unknown as SiteManifest;
    const lines = (root: Schema) =>
      describeChanges(before, renameId(manifest, root, kind, from, to) as unknown as SiteManifest);
    expect(lines(schema).length).toBeGreaterThan(0);
    expect(lines(rewordedSchema)).toEqual(lines(schema));
  });
});

test("a renamed service's id lists follow it (the fields the old description-reading missed when reworded)", () => {
  const renamed = renameId(manifest, rewordedSchema, 'service', 'ops-audit', 'operations-audit');
  expect(getAt(renamed, ['navigation', 'servicesMenu', 'services'])).toContain('operations-audit');
  expect(getAt(renamed, ['navigation', 'servicesMenu', 'services'])).not.toContain('ops-audit');
});

test('moving a page and listing its links do not depend on the wording', () => {
  expect(renamePage(manifest, rewordedSchema, '/insights', '/articles')).toEqual(
    renamePage(manifest, schema, '/insights', '/articles'),
  );
  expect(linksTo(manifest, rewordedSchema, '/services/ops-audit')).toEqual(
    linksTo(manifest, schema, '/services/ops-audit'),
  );
  expect(linksTo(manifest, schema, '/services/ops-audit').some((use) => use.kind === 'service-id')).toBe(true);
});

test("the editor's forms choose the same inputs (pickers, links, euros, page texts) from the reworded schema", () => {
  const block = (root: Schema) => (root.$defs!.Block as Schema).oneOf!;
  for (const [name, part] of [
    ['the whole file', schema],
    ...block(schema).map((b, i) => [b.$ref, block(schema)[i]!] as const),
  ] as const) {
    const real = formSchemaFor(part as Schema, schema).uiSchema;
    const rewordedPart =
      name === 'the whole file' ? rewordedSchema : block(rewordedSchema).find((b) => b.$ref === name)!;
    expect(formSchemaFor(rewordedPart, rewordedSchema).uiSchema, String(name)).toEqual(real);
  }
});
