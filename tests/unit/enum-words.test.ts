// A choice in the editor reads in words ("Per month"), not as the value the file stores ("month"): every enum of the
// composed schema carries one title per value, and the editor's form shows them.
import { describe, expect, it } from 'vitest';
import siteSchema from '../../schema/site.schema.json' with { type: 'json' };
import { formSchemaFor } from '../../editor/app/form-schema.ts';
import type { Schema } from '../../model/schema-walk.ts';

const root = siteSchema as unknown as Schema;

function enumsOf(node: unknown, path: string, found: [string, Schema][] = []): [string, Schema][] {
  if (Array.isArray(node)) node.forEach((child, i) => enumsOf(child, `${path}/${i}`, found));
  else if (node && typeof node === 'object') {
    if (Array.isArray((node as Schema).enum)) found.push([path, node as Schema]);
    for (const [key, child] of Object.entries(node)) enumsOf(child, `${path}/${key}`, found);
  }
  return found;
}

describe('choices in words', () => {
  const enums = enumsOf(root, '');

  it('finds the choices of the schema', () => {
    expect(enums.length).toBeGreaterThanOrEqual(7);
  });

  it.each(enums.map(([path, schema]) => [path, schema] as const))('%s has one title per value', (_path, schema) => {
    const titles = schema.enumTitles as unknown[];
    expect(Array.isArray(titles)).toBe(true);
    expect(titles).toHaveLength((schema.enum as unknown[]).length);
    for (const title of titles) expect(title).toMatch(/^[A-Z€0-9]/);
  });

  it("gives the editor's form the titles as the choice's names", () => {
    const tone = (root.$defs as Record<string, Schema>).Tone!;
    const { uiSchema } = formSchemaFor({ type: 'object', properties: { tone } }, root);
    expect(uiSchema.tone?.['ui:enumNames']).toEqual(tone.enumTitles);
  });
});
