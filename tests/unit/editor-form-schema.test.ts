// Every block type gets a form from its schema alone: prices in euros, links and ids as pickers, page texts with the
// placeholder menu, lists with their buttons. A new block type needs no editor code.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { formSchemaFor } from '../../editor/app/form-schema.ts';
import { blockTypes, schemaAt, type Schema } from '../../model/schema-walk.ts';
import type { Json } from '../../model/json-pointer.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

const root = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;
const fixture = fixtureManifest();
const manifest = fixture as unknown as Json;
const heroOfAServicePage = ['routes', fixture.routes.findIndex((r) => r.path === '/services/ops-audit'), 'blocks', 0];

function widgets(ui: UiSchema, found: Record<string, string> = {}, at = ''): Record<string, string> {
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget') found[at] = String(value);
    else if (value && typeof value === 'object' && !key.startsWith('ui:'))
      widgets(value as UiSchema, found, `${at}/${key}`);
  }
  return found;
}

test('every block type has a form, with no $ref or oneOf left for the form library', () => {
  for (const block of blockTypes(root)) {
    const { schema } = formSchemaFor(block.schema, root);
    expect(JSON.stringify(schema), block.type).not.toMatch(/"\$ref"|"oneOf"/);
    expect(Object.keys(schema.properties ?? {}).length, block.type).toBeGreaterThan(1);
  }
});

test('a block picked by its type gets its own fields, with the fitting inputs', () => {
  const hero = formSchemaFor(schemaAt(root, manifest, heroOfAServicePage), root);
  const found = widgets(hero.uiSchema);
  expect(found['/type']).toBe('hidden');
  expect(found['/title']).toBe('page-text');
  expect(found['/primaryCta/href']).toBe('link');
  expect(found['/service']).toBe('reference');
  expect(hero.schema.properties?.primaryCta?.title).toBe('Primary button');
});

test("a tier's price is typed in euros, and a list of service ids picks services", () => {
  expect(
    widgets(formSchemaFor(schemaAt(root, manifest, ['services', 0]), root).uiSchema)['/tiers/items/price/amount'],
  ).toBe('euros');
  const menu = formSchemaFor(schemaAt(root, manifest, ['navigation']), root).uiSchema;
  expect((menu.servicesMenu as UiSchema).services.items['ui:widget']).toBe('reference');
  expect((menu.servicesMenu as UiSchema).services.items['ui:options']).toEqual({ kind: 'service' });
});

test('every field with "refersTo" picks from its kind (a comparison row too), and a list of ids is no picker itself', () => {
  const routeIndex = fixture.routes.findIndex((r) => r.blocks.some((b) => b.type === 'comparison'));
  const blockIndex = fixture.routes[routeIndex]!.blocks.findIndex((b) => b.type === 'comparison');
  const ui = formSchemaFor(schemaAt(root, manifest, ['routes', routeIndex, 'blocks', blockIndex]), root).uiSchema;
  expect(ui.rows['ui:widget']).toBeUndefined();
  expect(ui.rows.items).toMatchObject({ 'ui:widget': 'reference', 'ui:options': { kind: 'comparison-row' } });
});
