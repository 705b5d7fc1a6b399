// Turns the schema of one part of the manifest into what the form library needs: a self-contained schema (references
// followed, field names as titles) and a uiSchema choosing inputs from the schema's own types — a price is in euros,
// a link or an id is a picker, a page text is a text area with placeholders. No block type needs code of its own.
import type { UiSchema } from '@rjsf/utils';
import { referenceKind, refName, resolve, type Schema } from '../../model/schema-walk.ts';

export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1))
    .replace(/\bcta\b/gi, 'button')
    .replace(/\burl\b/gi, 'address');
}

const dropped = [
  '$ref',
  '$defs',
  'title',
  'discriminator',
  'defaultSnippets',
  'patternErrorMessage',
  'errorMessage',
  'markdownDescription',
  'default',
];

export interface FormSchema {
  schema: Schema;
  uiSchema: UiSchema;
}

export function formSchemaFor(schema: Schema, root: Schema, omit: string[] = []): FormSchema {
  return build(schema, root, undefined, 0, omit);
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
  if (name) schema.title = humanize(name);
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
  }
  if (resolved.items) {
    const built = build(resolved.items, root, undefined, depth + 1);
    schema.items = built.schema;
    ui.items = built.uiSchema;
    ui['ui:options'] = { orderable: true, copyable: true, removable: true, addable: true };
  }
  // A list of ids gets a picker per item (its items refer), not one for the list.
  const kind = resolved.items ? undefined : referenceKind(resolved);
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
