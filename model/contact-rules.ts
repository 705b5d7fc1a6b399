// The contact form's rules and messages (spec section 5), defined once. The browser form checks them with
// `contactErrors` (no library weight on the page); the server compiles the same definition to a JSON Schema for ajv.

export const CONTACT_FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Characters beyond ASCII that an internationalised address may hold: not spaces, controls or direction marks. */
const NON_ASCII =
  '\\u00a1-\\u061b\\u061d-\\u167f\\u1681-\\u1fff\\u2010-\\u2027\\u2030-\\u205e\\u2070-\\u2fff\\u3001-\\ud7ff\\uf900-\\ufefe\\uff00-\\uffff';
/** RFC 5322's atext: what a dot-atom local part is made of. */
const ATEXT = `[A-Za-z0-9!#$%&'*+/=?^_\`{|}~${NON_ASCII}-]`;
const LABEL_CHAR = `[A-Za-z0-9${NON_ASCII}]`;
/** A host name's label: letters and digits, inner hyphens. */
const LABEL = `${LABEL_CHAR}(?:[A-Za-z0-9${NON_ASCII}-]*${LABEL_CHAR})?`;

/**
 * An address a mail system accepts: a dot-atom local part (no quotes, commas, brackets, parentheses or spaces: nothing
 * an address parser or a spreadsheet could read as more than an address) @ a host name with at least one dot. Each
 * part is delimited by a character the next cannot hold, so no input makes it backtrack more than linearly.
 */
export const EMAIL_PATTERN = `^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${LABEL}\\.)+${LABEL}$`;

export interface FieldRule {
  required: boolean;
  minLength?: number;
  maxLength: number;
  pattern?: string;
  /** Single-line fields refuse CR and LF (they could smuggle headers into an e-mail). */
  singleLine: boolean;
  message?: string;
}

export const CONTACT_RULES: Record<ContactField, FieldRule> = {
  name: {
    required: true,
    minLength: 2,
    maxLength: 200,
    singleLine: true,
    message: 'Name must be at least 2 characters',
  },
  email: { required: true, maxLength: 254, pattern: EMAIL_PATTERN, singleLine: true, message: 'Invalid email address' },
  company: { required: false, maxLength: 200, singleLine: true },
  service: { required: true, minLength: 1, maxLength: 64, singleLine: true, message: 'Please select a service' },
  message: {
    required: true,
    minLength: 10,
    maxLength: 5000,
    singleLine: false,
    message: 'Message must be at least 10 characters',
  },
};

export const NEWSLETTER_EMAIL_MESSAGE = 'Please enter a valid email address';

export function isEmail(value: string): boolean {
  return new RegExp(EMAIL_PATTERN).test(value.trim());
}

/** The messages the visitor sees, one per failing field. `serviceCodes` are the codes the form offers. */
export function contactErrors(
  values: Partial<Record<string, unknown>>,
  serviceCodes: readonly string[],
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const rule = CONTACT_RULES[field];
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const fail = () => (errors[field] = rule.message ?? `${field} is not valid`);
    if (raw !== undefined && raw !== null && typeof raw !== 'string') fail();
    else if (value === '') {
      if (rule.required) fail();
    } else if (rule.minLength !== undefined && value.length < rule.minLength) fail();
    else if (value.length > rule.maxLength)
      errors[field] = `${field[0]!.toUpperCase()}${field.slice(1)} must be at most ${rule.maxLength} characters`;
    else if (rule.pattern && !new RegExp(rule.pattern).test(value)) fail();
    else if (rule.singleLine && /[\r\n]/.test(value))
      errors[field] = `${field[0]!.toUpperCase()}${field.slice(1)} must be on one line`;
    else if (field === 'service' && !serviceCodes.includes(value)) fail();
  }
  return errors;
}
