// The form's fields: label, control and the message shown once the visitor has tried to send.
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Field, useForm } from 'react-final-form';
import type { ContactOption } from '../../model/contact-options.ts';
import type { ContactField } from '../../model/contact-rules.ts';
import { setSelectedService, useSelectedService } from '../../ui/selected-service.ts';
import type { Values } from './send.ts';
import { errorStyle, fieldStyle, optionalMark, requiredMark } from './styles.ts';

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

export function TextField({
  idBase,
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
}: FieldProps & { type?: string; autoComplete?: string }) {
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

export function MessageField({ idBase, name, label }: FieldProps) {
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

export function ServiceField({ idBase, options }: { idBase: string; options: ContactOption[] }) {
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
export function FollowSelectedService() {
  const form = useForm<Values>();
  const selected = useSelectedService();
  useEffect(() => {
    if ((form.getState().values.service ?? '') !== selected) form.change('service', selected || undefined);
  }, [form, selected]);
  return null;
}
