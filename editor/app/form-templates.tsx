/** @jsxImportSource react */
// Two wrappers around the form library's own templates, chosen per field by form-schema.ts: list items numbered with
// their own name ("Tier 3"), and the fields that only name a thing for links (its short name) kept under "Advanced".
import { cloneElement, isValidElement, useEffect, useRef, type ReactElement } from 'react';
import type { ArrayFieldItemTemplateProps, ObjectFieldTemplateProps } from '@rjsf/utils';

/** A list item, labelled "<item title> <number>": the form library would say "<list title>-<number>". */
export function NumberedItem(props: ArrayFieldItemTemplateProps) {
  const Item = props.registry.templates.ArrayFieldItemTemplate;
  const options = (props.parentUiSchema?.['ui:options'] ?? {}) as { itemTitle?: unknown };
  const title = `${typeof options.itemTitle === 'string' ? options.itemTitle : 'Item'} ${props.index + 1}`;
  const children = isValidElement(props.children)
    ? cloneElement(props.children as ReactElement<{ title?: string }>, { title })
    : props.children;
  return <Item {...props}>{children}</Item>;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * An object whose short names for links (a service's, a tier's, a block's) sit in a closed "Advanced" part at the end.
 * It opens by itself while one of them is still to be written or has a problem, so nothing needed is hidden.
 */
export function WithAdvancedFields(props: ObjectFieldTemplateProps) {
  const Template = props.registry.templates.ObjectFieldTemplate;
  const disclosure = useRef<HTMLDetailsElement>(null);
  const advanced = ((props.uiSchema?.['ui:options'] ?? {}) as { advanced?: string[] }).advanced ?? [];
  const inAdvanced = props.properties.filter((p) => advanced.includes(p.name) && !p.hidden);
  const data = (props.formData ?? {}) as Record<string, unknown>;
  const errors = (props.errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>;
  const needed = inAdvanced.some(
    (p) =>
      (errors[p.name]?.__errors?.length ?? 0) > 0 ||
      (isEmpty(data[p.name]) && (props.schema.required ?? []).includes(p.name)),
  );
  // Opened, never closed, from here: closing it while the person types the missing name would take their field away.
  useEffect(() => {
    if (needed && disclosure.current) disclosure.current.open = true;
  }, [needed]);
  if (inAdvanced.length === 0) return <Template {...props} />;
  const advancedPart = {
    name: 'advanced',
    hidden: false,
    readonly: props.readonly,
    disabled: props.disabled,
    content: (
      <details key="advanced" ref={disclosure} className="advanced-fields">
        <summary>Advanced</summary>
        {inAdvanced.map((p) => p.content)}
      </details>
    ),
  };
  const rest = props.properties.filter((p) => !inAdvanced.includes(p));
  return <Template {...props} properties={[...rest, advancedPart]} />;
}
