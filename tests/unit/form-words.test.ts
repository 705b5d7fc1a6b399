// Every form the editor can show, walked from the composed schema: each label and help text is written for people, with
// no code notation (no braces, no ids, no "link:" prefixes, no dotted paths), and list items are numbered in words
// ("Tier 3", not "Tiers-3").
import { expect, test } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { composeSchema } from '../../schema/compose.ts';
import { formSchemaFor } from '../../editor/app/form-schema.ts';
import { resolve, type Schema } from '../../model/schema-walk.ts';

const root = composeSchema() as Schema;
const manifestKeys = Object.keys(root.properties ?? {}).join('|');

/** What gives a text away as written for programmers, with the reason shown in a failure. */
const notations: [RegExp, string][] = [
  [/[{}]/, 'braces'],
  [/[[\]]/, 'brackets'],
  [/[$_`]/, 'a $, _ or backtick'],
  [/"[^"]*"\s*:/, 'a "key": pair'],
  [/\b[a-z]+[A-Z]\w*/, 'a camelCase word'],
  [/\b(link|service|download|email):\S/i, 'a link prefix'],
  [new RegExp(`\\b(${manifestKeys})\\.\\w`, 'i'), 'a dotted path'],
  [/\b(id|ids|href|src|slug|json|cta|npm)\b/i, 'a machine word'],
  [/\b(true|false|null)\b/, 'a code value'],
  [/[A-Za-z]-\d/, 'a numbered label such as Tiers-3'],
];

function notationIn(text: string): string | undefined {
  return notations.find(([pattern]) => pattern.test(text))?.[1];
}

/** Every schema a form can be made for: the root, each definition, and every property and list item inside them. */
function formParts(): Map<string, Schema> {
  const parts = new Map<string, Schema>([['the whole file', root]]);
  const visit = (schema: Schema, at: string, depth: number) => {
    if (depth > 6) return;
    for (const [key, child] of Object.entries(resolve(schema, root).properties ?? {})) {
      if (child.const !== undefined) continue; // a block's type: hidden, never a form of its own
      parts.set(`${at}/${key}`, child);
      visit(child, `${at}/${key}`, depth + 1);
    }
    const items = resolve(schema, root).items;
    if (items) visit(items, `${at}/items`, depth + 1);
  };
  for (const [name, definition] of Object.entries(root.$defs ?? {})) {
    parts.set(`$defs/${name}`, definition);
    visit(definition, `$defs/${name}`, 0);
  }
  visit(root, '', 0);
  return parts;
}

interface Words {
  field: string;
  text: string;
}

/** The labels and help texts of one form, each with the field it belongs to. */
function wordsOf(schema: Schema, ui: UiSchema, at: string, found: Words[] = []): Words[] {
  if (ui['ui:widget'] === 'hidden') return found; // a field the form never shows (a block's type)
  for (const key of ['title', 'description'] as const)
    if (typeof schema[key] === 'string') found.push({ field: `${at} (${key})`, text: schema[key] });
  const options = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  for (const key of ['title', 'description', 'itemTitle'])
    if (typeof options[key] === 'string') found.push({ field: `${at} (${key})`, text: options[key] });
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    wordsOf(child, (ui[key] ?? {}) as UiSchema, `${at}/${key}`, found);
  if (schema.items) wordsOf(schema.items, (ui.items ?? {}) as UiSchema, `${at}/items`, found);
  return found;
}

test('every label and help text of every form is plain English', () => {
  const offending = new Map<string, string>();
  for (const [part, schema] of formParts()) {
    const form = formSchemaFor(schema, root);
    for (const { field, text } of wordsOf(form.schema, form.uiSchema, part)) {
      const notation = notationIn(text);
      if (notation && !offending.has(text)) offending.set(text, `${field}: ${notation} in "${text}"`);
    }
  }
  expect([...offending.values()]).toEqual([]);
});

test('every field of every form has a label', () => {
  const unlabelled: string[] = [];
  for (const [part, schema] of formParts()) {
    const form = formSchemaFor(schema, root);
    const visit = (s: Schema, at: string) => {
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (key !== 'type' && typeof child.title !== 'string') unlabelled.push(`${at}/${key}`);
        visit(child, `${at}/${key}`);
      }
    };
    visit(form.schema, part);
  }
  expect(unlabelled).toEqual([]);
});

test('list items are numbered with their own name ("Tier 3", "Question 8"), never the list\'s name and a dash', () => {
  const wrong: string[] = [];
  for (const [part, schema] of formParts()) {
    const form = formSchemaFor(schema, root);
    const visit = (s: Schema, ui: UiSchema, at: string) => {
      if (s.type === 'array' && s.items) {
        const itemTitle = ((ui['ui:options'] ?? {}) as Record<string, unknown>).itemTitle;
        if (typeof itemTitle !== 'string' || ['', 'Item', s.title].includes(itemTitle))
          wrong.push(`${at}: ${itemTitle}`);
        visit(s.items, (ui.items ?? {}) as UiSchema, `${at}/items`);
      }
      for (const [key, child] of Object.entries(s.properties ?? {}))
        visit(child, (ui[key] ?? {}) as UiSchema, `${at}/${key}`);
    };
    visit(form.schema, form.uiSchema, part);
  }
  expect([...new Set(wrong)]).toEqual([]);
});

test('the words a person reads on the common forms', () => {
  const service = formSchemaFor(root.$defs!.Service!, root);
  expect(service.schema.properties!.id!.title).toBe('Short name used in links');
  expect(service.schema.properties!.name!.title).toBe('Name');
  const hero = formSchemaFor(root.$defs!.HeroBlock!, root);
  const fields = hero.schema.properties!;
  expect(fields.eyebrow!.title).toBe('Small heading above');
  expect(fields.primaryCta!.properties!.href!.title).toBe('Link to');
  expect(fields.backgroundImage!.properties!.src!.title).toBe('Picture');
  expect(formSchemaFor(root.$defs!.FaqBlock!, root).schema.properties!.tone!.title).toBe('Colour style');
  expect(fields.anchor!.title).toBe('Short name used in links');
});

test('short names for links (ids) are kept under "Advanced"; a page\'s address is not', () => {
  const advanced = (ui: UiSchema) => ((ui['ui:options'] ?? {}) as { advanced?: string[] }).advanced;
  expect(advanced(formSchemaFor(root.$defs!.Service!, root).uiSchema)).toEqual(['id']);
  expect(advanced(formSchemaFor(root.$defs!.Service!, root).uiSchema.tiers.items)).toEqual(['id']);
  expect(advanced(formSchemaFor(root.$defs!.Download!, root).uiSchema)).toEqual(['slug']);
  expect(advanced(formSchemaFor(root.$defs!.FaqBlock!, root).uiSchema)).toEqual(['anchor']);
  expect(advanced(formSchemaFor(root.$defs!.Route!, root).uiSchema)).toBeUndefined();
});
