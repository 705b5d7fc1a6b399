// Turns the schema of one part of the manifest into what the form library needs: a self-contained schema (references
// followed, the schema's titles as labels) and a uiSchema choosing inputs from the schema's own types — a price is in
// euros, a link or an id is a picker, a page text is a text area with placeholders. No block type needs code of its own.
import type { UiSchema } from '@rjsf/utils';
import { referenceKind, refName, resolve, type Schema } from '../../model/schema-walk.ts';
import { NumberedItem, WithAdvancedFields } from './form-templates.tsx';

/** A field name in words, for a field the schema gives no title ("contactOther" → "Contact other"). */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1))
    .replace(/\bcta\b/gi, 'button')
    .replace(/\burl\b/gi, 'address');
}

/** Fields that name a thing for links and references rather than say something: kept under "Advanced". */
const identifiers = ['id', 'slug', 'anchor'];

const dropped = [
  '$ref',
  '$defs',
  'title',
  'discriminator',
  'defaultSnippets',
  'patternErrorMessage',
  'errorMessage',
  'markdownDescription',
  'enumTitles',
  'default',
];

export interface FormSchema {
  schema: Schema;
  uiSchema: UiSchema;
}

export function formSchemaFor(schema: Schema, root: Schema, omit: string[] = []): FormSchema {
  return build(schema, root, undefined, 0, omit);
}

/**
 * The title written for people at this place in the schema. A definition's own title (Cta, Href, SiteFacts) is the
 * name of its type in code, not a label, so it counts only when the field writes one beside its reference.
 */
function titleOf(input: Schema | undefined, resolved: Schema): string | undefined {
  if (typeof input?.title === 'string' && input.title !== '') return input.title;
  const title = resolved.title;
  if (typeof title !== 'string' || title === '') return undefined;
  const ref = refName(input);
  return ref !== undefined && title === ref ? undefined : title;
}

function build(
  input: Schema | undefined,
  root: Schema,
  name: string | undefined,
  depth: number,
  omit: string[] = [],
): FormSchema {
  const ref = refName(input);
  const resolved = resolve(input, root);
  const schema: Schema = {};
  for (const [key, value] of Object.entries(resolved)) if (!dropped.includes(key)) schema[key] = value;
  if (name) schema.title = titleOf(input, resolved) ?? humanize(name);
  const ui: UiSchema = {};
  if (depth > 10) return { schema: { type: 'string', title: schema.title }, uiSchema: { 'ui:widget': 'hidden' } };

  if (resolved.properties) {
    const properties: Record<string, Schema> = {};
    for (const [key, child] of Object.entries(resolved.properties)) {
      if (omit.includes(key)) continue;
      const built = build(child, root, key, depth + 1);
      if (ref === 'Price' && (key === 'amount' || key === 'upTo')) built.uiSchema['ui:widget'] = 'euros';
      properties[key] = built.schema;
      ui[key] = built.uiSchema;
    }
    schema.properties = properties;
    if (schema.required) schema.required = schema.required.filter((key) => !omit.includes(key));
    const advanced = Object.keys(properties).filter((key) => identifiers.includes(key));
    if (advanced.length > 0) {
      ui['ui:ObjectFieldTemplate'] = WithAdvancedFields;
      ui['ui:options'] = { advanced };
    }
  }
  if (resolved.items) {
    const built = build(resolved.items, root, undefined, depth + 1);
    // The list's own help says what its items are; repeated under every item it would only add noise.
    delete built.schema.description;
    schema.items = built.schema;
    ui.items = built.uiSchema;
    // Each item is labelled with its own name and number ("Tier 3"), not the list's name and a dash ("Tiers-3").
    const itemTitle = titleOf(resolved.items, resolve(resolved.items, root)) ?? 'Item';
    ui['ui:ArrayFieldItemTemplate'] = NumberedItem;
    ui['ui:options'] = { orderable: true, copyable: true, removable: true, addable: true, itemTitle };
  }
  // A list of ids gets a picker per item (its items refer), not one for the list.
  const kind = resolved.items ? undefined : referenceKind(resolved);
  // A choice shows its values in words ("Per month"), and stores the value ("month").
  if (Array.isArray(resolved.enum) && Array.isArray(resolved.enumTitles)) ui['ui:enumNames'] = resolved.enumTitles;
  if (resolved.const !== undefined && name === 'type') ui['ui:widget'] = 'hidden';
  else if (ref === 'Href' || name === 'href') ui['ui:widget'] = 'link';
  else if (kind) {
    ui['ui:widget'] = 'reference';
    ui['ui:options'] = { kind };
  } else if (ref === 'Text') {
    // The schema's own type for a text that may hold placeholders; a plain string (an alt text) has no "Shown as".
    ui['ui:widget'] = 'page-text';
  }
  return { schema, uiSchema: ui };
}
