// The contact form's rules and messages (spec section 5), defined once. The browser form checks them with
// `contactErrors` (no library weight on the page); the server compiles the same definition to a JSON Schema for ajv.

export const CONTACT_FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * A pragmatic address check: something@something.tld, no spaces (the domain has a dot that is neither its first nor its
 * last character). Written so that no input makes it backtrack more than linearly: the part before the domain's first
 * dot after its first character cannot contain a dot, so there is one way to match it.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]*[^\\s@]$';

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
