// Sending the form: what the server receives, and the toasts that tell the visitor how it went.
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { CONTACT_FIELDS, type ContactField } from '../../model/contact-rules.ts';
import { CONTACT_ENDPOINT } from '../../model/serving.ts';
import { apiRequest } from '../../ui/request.ts';
import { toast } from '../../ui/toasts/toast.ts';

const SUCCESS_TITLE = 'Message sent successfully!';
const ERROR_TOAST_TITLE = 'Error sending message';
const ERROR_FALLBACK = 'Please try again later.';

/** The form's values: the five fields and the honeypot. */
export type Values = Partial<Record<ContactField | 'website', string>>;

/** What the server receives: the five fields, trimmed, and the honeypot as it is. */
function payload(values: Values) {
  const clean = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (values[field] ?? '').trim()]));
  return { ...clean, website: values.website ?? '' };
}

export async function send(values: Values, sentDescription: string): Promise<SubmissionErrors | undefined> {
  try {
    await apiRequest('POST', CONTACT_ENDPOINT, payload(values));
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    toast({ variant: 'destructive', title: ERROR_TOAST_TITLE, description: message || ERROR_FALLBACK });
    return { [FORM_ERROR]: message || ERROR_FALLBACK };
  }
  toast({ title: SUCCESS_TITLE, description: sentDescription });
  return undefined;
}
