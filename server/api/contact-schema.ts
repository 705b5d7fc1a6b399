// The server's check of a contact inquiry: a JSON Schema compiled from CONTACT_RULES (the definition the browser form
// uses), validated by ajv. Messages come from the same shared module, so the visitor reads the same words either way.
import { Ajv } from 'ajv';
import type { ErrorObject } from 'ajv';
import {
  CONTACT_FIELDS,
  CONTACT_RULES,
  contactErrors,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type FieldRule,
} from '../../model/contact-rules.ts';

/** The honeypot: a field people never see, so never fill. Bots that fill every input do. */
export const HONEYPOT_FIELD = 'website';

type JsonSchema = Record<string, unknown>;

/**
 * The field's pattern, with "one line" folded in as a lookahead. One `pattern` keyword, because ajv checks a string's
 * lengths before its pattern, whereas a `not` or `allOf` would run before the lengths, on a value of any size.
 */
function fieldPattern(rule: FieldRule): string | undefined {
  if (!rule.singleLine) return rule.pattern;
  return rule.pattern ? `^(?=[^\\r\\n]*$)(?:${rule.pattern})` : '^[^\\r\\n]*$';
}

function fieldSchema(field: ContactField, rule: FieldRule, serviceCodes: readonly string[]): JsonSchema {
  // The browser treats an empty required field as missing; at least one character keeps that so for any rule.
  const minLength = rule.required ? Math.max(rule.minLength ?? 1, 1) : rule.minLength;
  const pattern = fieldPattern(rule);
  return {
    type: 'string',
    ...(minLength !== undefined ? { minLength } : {}),
    maxLength: rule.maxLength,
    ...(pattern ? { pattern } : {}),
    ...(field === 'service' ? { enum: [...serviceCodes] } : {}),
  };
}

/** The JSON Schema of an inquiry, after normalisation (strings trimmed, nulls dropped, unknown fields dropped). */
export function contactSchema(serviceCodes: readonly string[]): JsonSchema {
  return {
    $id: 'contact-inquiry',
    type: 'object',
    properties: Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, fieldSchema(field, CONTACT_RULES[field], serviceCodes)]),
    ),
    required: CONTACT_FIELDS.filter((field) => CONTACT_RULES[field].required),
    additionalProperties: false,
  };
}

export type ContactCheck = { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors };

/**
 * Unknown fields are ignored (dropped before validation and never stored), like a browser form would ignore them;
 * strings are trimmed and null counts as missing, as in the browser's check.
 */
export function normaliseInquiry(body: Record<string, unknown>): Partial<Record<ContactField, unknown>> {
  const values: Partial<Record<ContactField, unknown>> = {};
  for (const field of CONTACT_FIELDS) {
    const raw = Object.hasOwn(body, field) ? body[field] : undefined;
    if (raw === undefined || raw === null) continue;
    values[field] = typeof raw === 'string' ? raw.trim() : raw;
  }
  return values;
}

export function createContactValidator(
  serviceCodes: readonly string[],
): (body: Record<string, unknown>) => ContactCheck {
  // The body is untrusted, so no allErrors: ajv stops at the first failing keyword, and it checks a string's length
  // before its pattern, so no pattern ever runs on an over-long value. The visitor still reads one message per failing
  // field: contactErrors (the browser's check, also lengths first) words them.
  // unicode: false counts length in UTF-16 units like String.length in the browser's check (ajv warns that the option
  // is deprecated, hence no logger); unicodeRegExp: false reads patterns like `new RegExp(pattern)` does.
  const ajv = new Ajv({ allErrors: false, strict: true, unicode: false, unicodeRegExp: false, logger: false });
  const validate = ajv.compile<ContactValues>(contactSchema(serviceCodes));
  return (body) => {
    const values = normaliseInquiry(body);
    if (validate(values)) return { ok: true, values: { ...values, company: values.company ?? '' } };
    const errors = contactErrors(values, serviceCodes);
    const field = firstFailingField(validate.errors?.[0]);
    if (field && !errors[field]) errors[field] = CONTACT_RULES[field].message ?? `${field} is not valid`;
    return { ok: false, errors };
  };
}

function firstFailingField(error: ErrorObject | undefined): ContactField | undefined {
  if (!error) return undefined;
  const name =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : error.instancePath.split('/')[1];
  return (CONTACT_FIELDS as readonly string[]).includes(name ?? '') ? (name as ContactField) : undefined;
}
