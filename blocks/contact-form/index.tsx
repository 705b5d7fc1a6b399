import { css } from '@emotion/react';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Field, Form, useForm, type FormRenderProps } from 'react-final-form';
import { navigate } from 'vike/client/router';
import type { BlockOf } from '../block.ts';
import type { ContactOption } from '../../model/contact-options.ts';
import { CONTACT_FIELDS, contactErrors, type ContactField } from '../../model/contact-rules.ts';
import { setSelectedService, useSelectedService } from '../../ui/selected-service.ts';
import { apiRequest } from '../../ui/request.ts';
import { toast } from '../../ui/toasts/toast.ts';
import { color, mq, radius, shadow, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fieldControlStyle } from '../../ui/field.ts';

type ContactFormBlock = BlockOf<'contact-form'>;

export interface ContactFormProps extends Omit<ContactFormBlock, 'type' | 'anchor'> {
  /** The site's e-mail, for the Direct Contact panel. */
  email: string;
  /** The service choices, in order, ending with "other". */
  options: ContactOption[];
  /** The success toast's second line, with the reply time from the manifest's facts. */
  sentDescription: string;
}

export const CONTACT_ENDPOINT = '/api/contact';
export const SUCCESS_TITLE = 'Message sent successfully!';
export const ERROR_TOAST_TITLE = 'Error sending message';
export const ERROR_FALLBACK = 'Please try again later.';

type Values = Partial<Record<ContactField | 'website', string>>;

const layoutStyle = css`
  display: grid;
  gap: ${space[6]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const formCard = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  padding: clamp(${space[5]}, 3vw, ${space[6]});
`;

const rowStyle = css`
  display: grid;
  gap: ${space[4]} ${space[5]};
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  label {
    font-size: ${text.sm};
    font-weight: 650;
    color: ${color.ink};
  }
  input,
  select,
  textarea {
    ${fieldControlStyle};
  }
  textarea {
    resize: vertical;
    line-height: 1.5;
  }
  select {
    appearance: none;
    padding-right: 2.5rem;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12' fill='none' stroke='%23475569' stroke-width='1.8'%3E%3Cpath d='M2.5 4.5 6 8l3.5-3.5'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: right 0.9rem center;
  }
`;

const requiredMark = css`
  color: ${color.danger};
  margin-left: 2px;
`;

const optionalMark = css`
  font-weight: 400;
  color: ${color.muted};
`;

const errorStyle = css`
  display: flex;
  gap: ${space[1]};
  align-items: flex-start;
  font-size: ${text.sm};
  font-weight: 550;
  color: ${color.danger};
`;

const submitStyle = css`
  margin-top: ${space[5]};
  min-width: 200px;
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

const noteStyle = css`
  margin-top: ${space[4]};
  font-size: ${text.sm};
  color: ${color.muted};
`;

const asideStyle = css`
  background: ${color.navy};
  color: ${color.onDarkMuted};
  border-radius: ${radius.lg};
  padding: clamp(${space[5]}, 3vw, ${space[6]});
  display: grid;
  gap: ${space[5]};
  h3 {
    color: #fff;
    font-size: ${text.h3};
  }
  h4 {
    color: #fff;
    font-size: ${text.base};
    margin-bottom: ${space[1]};
  }
  a {
    color: #fff;
    font-weight: 650;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: #fdba74;
  }
`;

/** The visitor sees a field's message once they have tried to send; it goes away as soon as the field is fixed. */
function shownError(meta: { error?: unknown; submitFailed?: boolean }): string | undefined {
  return meta.submitFailed && typeof meta.error === 'string' ? meta.error : undefined;
}

interface FieldProps {
  idBase: string;
  name: ContactField;
  label: string;
  required?: boolean;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span css={requiredMark} aria-hidden="true">
          *
        </span>
      ) : (
        <span css={optionalMark}> (optional)</span>
      )}
    </label>
  );
}

function ErrorText({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} css={errorStyle}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" css={css`flex: none; margin-top: 3px;`}>
        <circle cx="8" cy="8" r="8" fill="currentColor" />
        <path d="M8 4v5M8 11.5v.5" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {message}
    </p>
  );
}

function TextField({ idBase, name, label, required = false, type = 'text', autoComplete }: FieldProps & { type?: string; autoComplete?: string }) {
  const id = `${idBase}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div css={fieldStyle}>
            <Label id={id} label={label} required={required} />
            <input
              {...input}
              id={id}
              type={type}
              autoComplete={autoComplete}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? <ErrorText id={`${id}-error`} message={error} /> : null}
          </div>
        );
      }}
    </Field>
  );
}

function MessageField({ idBase, name, label }: FieldProps) {
  const id = `${idBase}-${name}`;
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div css={fieldStyle}>
            <Label id={id} label={label} required />
            <textarea
              {...input}
              id={id}
              rows={6}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error ? <ErrorText id={`${id}-error`} message={error} /> : null}
          </div>
        );
      }}
    </Field>
  );
}

function ServiceField({ idBase, options }: { idBase: string; options: ContactOption[] }) {
  const id = `${idBase}-service`;
  return (
    <Field<string> name="service">
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div css={fieldStyle}>
            <Label id={id} label="Service" required />
            <select
              {...input}
              id={id}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                input.onChange(event);
                setSelectedService(event.target.value);
              }}
            >
              <option value="">Select a service</option>
              {options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.label}
                </option>
              ))}
            </select>
            {error ? <ErrorText id={`${id}-error`} message={error} /> : null}
          </div>
        );
      }}
    </Field>
  );
}

/** Keeps the service field on the service chosen with the focus cards. */
function FollowSelectedService() {
  const form = useForm<Values>();
  const selected = useSelectedService();
  useEffect(() => {
    if ((form.getState().values.service ?? '') !== selected) form.change('service', selected || undefined);
  }, [form, selected]);
  return null;
}

/** What the server receives: the five fields, trimmed, and the honeypot as it is. */
function payload(values: Values) {
  const clean = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, (values[field] ?? '').trim()]));
  return { ...clean, website: values.website ?? '' };
}

async function send(values: Values, sentDescription: string): Promise<SubmissionErrors | undefined> {
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

export default function ContactForm({ eyebrow, heading, intro, submitText, note, aside, email, options, sentDescription }: ContactFormProps) {
  const idBase = `contact${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const codes = options.map((option) => option.code);

  // Focus the first field with a message, once the messages are on the page (so it is read with its message).
  const focusFirstError = (form: FormApi<Values>) => {
    const { errors } = form.getState();
    const first = CONTACT_FIELDS.find((field) => errors?.[field]);
    if (first) requestAnimationFrame(() => document.getElementById(`${idBase}-${first}`)?.focus());
  };

  // After sending, the (re-enabled) button gets focus back unless the visitor has moved on.
  const submitButton = useRef<HTMLButtonElement>(null);
  const refocus = () => {
    if (document.activeElement === document.body || document.activeElement === null) submitButton.current?.focus();
  };

  // final-form's submit resolves with nothing both when the rules stop it and when sending works: the form state
  // tells which.
  const submit = (event: FormEvent, form: FormApi<Values>, handleSubmit: FormRenderProps<Values>['handleSubmit']) => {
    const chosen = options.find((option) => option.code === form.getState().values.service);
    const sending = handleSubmit(event);
    if (form.getState().hasValidationErrors) {
      focusFirstError(form);
      return;
    }
    void sending?.then(() => {
      if (!form.getState().submitSucceeded) return requestAnimationFrame(refocus);
      form.restart();
      setSelectedService('');
      if (chosen?.thankYouPath) void navigate(chosen.thankYouPath);
      else requestAnimationFrame(refocus);
    });
  };

  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro}>
      <div css={layoutStyle}>
        <div>
          <Form<Values> onSubmit={(values) => send(values, sentDescription)} validate={(values) => contactErrors(values, codes)} subscription={{ submitting: true }}>
            {({ handleSubmit, form, submitting }) => (
              <form css={formCard} noValidate aria-label={heading} onSubmit={(event) => submit(event, form, handleSubmit)}>
                <p css={css`font-size: ${text.sm}; color: ${color.muted}; margin-bottom: ${space[4]};`}>
                  Fields marked <span css={requiredMark}>*</span> are required.
                </p>
                <FollowSelectedService />
                <div css={[rowStyle, css`margin-bottom: ${space[4]};`]}>
                  <TextField idBase={idBase} name="name" label="Name" required autoComplete="name" />
                  <TextField idBase={idBase} name="email" label="Email" type="email" required autoComplete="email" />
                </div>
                <div css={[rowStyle, css`margin-bottom: ${space[4]};`]}>
                  <TextField idBase={idBase} name="company" label="Company" autoComplete="organization" />
                  <ServiceField idBase={idBase} options={options} />
                </div>
                <MessageField idBase={idBase} name="message" label="Message" />
                <div className="visually-hidden" aria-hidden="true">
                  <label htmlFor={`${idBase}-website`}>Website</label>
                  <Field name="website" component="input" type="text" id={`${idBase}-website`} tabIndex={-1} autoComplete="off" />
                </div>
                <button ref={submitButton} type="submit" css={[buttonStyles.primary, submitStyle]} disabled={submitting}>
                  {submitting ? (
                    <>
                      <Spinner />
                      Sending...
                    </>
                  ) : (
                    submitText
                  )}
                </button>
                {note ? <p css={noteStyle}>{note}</p> : null}
              </form>
            )}
          </Form>
        </div>
        {aside ? (
          <aside css={asideStyle} aria-labelledby={`${idBase}-aside`}>
            <h3 id={`${idBase}-aside`}>{aside.heading}</h3>
            <p>
              {aside.emailText ? `${aside.emailText} ` : null}
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            {aside.notes.map((item, i) => (
              <div key={i}>
                <h4>{item.title}</h4>
                <p>{item.body}</p>
              </div>
            ))}
          </aside>
        ) : null}
      </div>
    </Section>
  );
}
