// A new block or page starts from the schema alone: its required fields, empty, and nothing else (no sample words,
// no buttons, no optional switch turned on).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { neutralBlock, neutralPage, neutralValue } from '../../model/templates.ts';
import { blockTypes, resolve, type Schema } from '../../model/schema-walk.ts';
import type { Json } from '../../model/json-pointer.ts';

const root = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;

/** Every string inside a value except the block's type. */
function strings(value: Json, key = ''): string[] {
  if (typeof value === 'string') return key === 'type' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

test('a new hero has an empty title and subtitle, no buttons and no home-page switch', () => {
  expect(neutralBlock(root, 'hero')).toEqual({ type: 'hero', title: '', subtitle: '' });
});

test('a new call to action has an empty heading and no buttons', () => {
  expect(neutralBlock(root, 'cta')).toEqual({ type: 'cta', heading: '', actions: [] });
});

test("no new block carries an example's words, an optional field, a number or a yes/no", () => {
  for (const { type, schema } of blockTypes(root)) {
    const block = neutralBlock(root, type);
    expect(strings(block), type).toEqual(strings(block).map(() => ''));
    const required = new Set(['type', ...(schema.required ?? [])]);
    for (const key of Object.keys(block)) expect(required.has(key), `${type}.${key}`).toBe(true);
    expect(JSON.stringify(block), type).not.toMatch(/true|false|\d/);
  }
});

test('the type comes first, so a saved block reads like the others', () => {
  expect(Object.keys(neutralBlock(root, 'faq'))[0]).toBe('type');
});

test('a new page has its address and title, an empty description and no blocks', () => {
  expect(neutralPage(root, '/pricing', 'Pricing')).toEqual({
    path: '/pricing',
    title: 'Pricing',
    description: '',
    blocks: [],
  });
});

test('a required object is there with its own required fields; a price amount is left for the person', () => {
  const tier = resolve(root.$defs!.Tier, root);
  expect(neutralValue(tier, root)).toEqual({ id: '', name: '', price: {} });
});
