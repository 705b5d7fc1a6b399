/** @jsxImportSource react */
// The form for the selected part of the manifest, generated from its schema by react-jsonschema-form. Blocks get the
// form of their own type's schema only (picked by "type"), so no form carries the schema's large oneOf.
import { memo, useEffect, useMemo, useState } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { formSchemaFor } from './form-schema.ts';
import { fieldPointer, problemField } from './selection.ts';
import { fieldEntered, fieldLeft, formOpened, useShownProblems } from './problem-timing.ts';
import { widgets } from './widgets.tsx';
import { formGlobalOptions, formTemplates } from './buttons.tsx';
import type { Problem } from './api.ts';
import { parsePointer, type Json } from '../../model/json-pointer.ts';
import { schemaAt, type Schema } from '../../model/schema-walk.ts';

interface Props {
  root: Schema;
  draft: Json;
  pointer: string;
  value: Json | undefined;
  problems: Problem[];
  /** Fields this form leaves to other parts of the editor (a page's blocks are edited one by one). */
  omit: string[];
  onChange(value: Json): void;
}

/** The problems under `pointer` as the form library's error tree, so each shows on its own field. */
export function errorTree(problems: Problem[], pointer: string): ErrorSchema {
  const tree: Record<string, unknown> = {};
  for (const problem of problems) {
    const field = problemField(problem);
    if (field !== pointer && !field.startsWith(`${pointer}/`)) continue;
    let node = tree as Record<string, unknown>;
    for (const key of parsePointer(field.slice(pointer.length)))
      node = (node[String(key)] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problem.message);
  }
  return tree as ErrorSchema;
}

/**
 * The schema of the form at `pointer`. It depends only on where the form is and, for a block, its type, so it is
 * worked out again only when one of those changes, not on every keystroke (the draft is read then).
 */
function useSchemaAt(root: Schema, draft: Json, pointer: string, blockType: unknown): Schema {
  const [known, setKnown] = useState(() => ({
    root,
    pointer,
    blockType,
    schema: schemaAt(root, draft, parsePointer(pointer)),
  }));
  if (known.root === root && known.pointer === pointer && known.blockType === blockType) return known.schema;
  const next = { root, pointer, blockType, schema: schemaAt(root, draft, parsePointer(pointer)) };
  setKnown(next);
  return next.schema;
}

const defaults = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } } as const;

export const FormPane = memo(function FormPane({ root, draft, pointer, value, problems, omit, onChange }: Props) {
  const schema = useSchemaAt(root, draft, pointer, (value as { type?: unknown } | null)?.type);
  const form = useMemo(() => formSchemaFor(schema, root, omit), [schema, root, omit]);
  const formData = useMemo(() => {
    if (!omit.length || !value || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).filter(([key]) => !omit.includes(key)));
  }, [value, omit]);
  // A field's problems show once the person leaves it or tries to save, not while it is being filled in.
  useEffect(() => formOpened(pointer), [pointer]);
  const shown = useShownProblems(problems);
  const extraErrors = useMemo(() => errorTree(shown, pointer), [shown, pointer]);
  return (
    <Form
      key={pointer}
      schema={form.schema as RJSFSchema}
      uiSchema={{
        ...form.uiSchema,
        'ui:globalOptions': formGlobalOptions,
        'ui:submitButtonOptions': { norender: true },
      }}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={formTemplates}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      noValidate
      experimental_defaultFormStateBehavior={defaults}
      idPrefix="field"
      onFocus={(id) => fieldEntered(fieldPointer(pointer, id))}
      onBlur={(id) => fieldLeft(fieldPointer(pointer, id))}
      onChange={(event) => {
        const next = JSON.parse(JSON.stringify(event.formData ?? null)) as Json;
        if (!omit.length || !value || typeof value !== 'object' || Array.isArray(value)) return onChange(next);
        // Put the omitted fields back where they were, so the key order of the file is kept.
        const merged: Record<string, Json> = {};
        for (const key of Object.keys(value))
          if (omit.includes(key) || (next as Record<string, Json>)[key] !== undefined)
            merged[key] = omit.includes(key) ? value[key]! : (next as Record<string, Json>)[key]!;
        for (const [key, child] of Object.entries(next as Record<string, Json>))
          if (!(key in merged)) merged[key] = child;
        onChange(merged);
      }}
    />
  );
});
