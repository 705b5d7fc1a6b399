// The booking form (react-final-form): the part of the block that moves. It wakes once the page has loaded and the
// browser is idle; a press of its button before that is kept and replayed. After sending, the visitor goes on to the
// chosen service's thank-you page (a full page load) or stays, with focus back on the button.
import { css } from '@emotion/react';
import type { FormApi } from 'final-form';
import { useRef, type FormEvent, type RefObject } from 'react';
import { Field, Form, type FormRenderProps } from 'react-final-form';
import type { ContactOption } from '../../model/contact-options.ts';
import { CONTACT_FIELDS, contactErrors } from '../../model/contact-rules.ts';
import { setSelectedService } from '../../ui/selected-service.ts';
import { carryRecentToasts } from '../../ui/toasts/toast.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { defineIsland } from '../../ui/island.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { FollowSelectedService, MessageField, ServiceField, TextField } from './fields.tsx';
import { send, type Values } from './send.ts';
import { formCard, noteStyle, requiredMark, rowStyle, submitStyle } from './styles.ts';

interface BookingFormProps {
  /** The page-unique start of the fields' ids, given by the pre-rendered page (an island's own ids could repeat). */
  idBase: string;
  heading: string;
  options: ContactOption[];
  submitText: string;
  note?: string;
  sentDescription: string;
}

type HandleSubmit = FormRenderProps<Values>['handleSubmit'];

/** What the form does on submit: focus the first field with a message, or send and then go on or give focus back. */
function useSubmit(idBase: string, options: ContactOption[]) {
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
  const submit = (event: FormEvent, form: FormApi<Values>, handleSubmit: HandleSubmit) => {
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
      if (chosen?.thankYouPath) {
        carryRecentToasts();
        window.location.assign(chosen.thankYouPath);
      } else requestAnimationFrame(refocus);
    });
  };
  return { submitButton, submit };
}

interface FormBodyProps {
  idBase: string;
  heading: string;
  options: ContactOption[];
  submitText: string;
  note?: string;
  submitting?: boolean;
  submitButton: RefObject<HTMLButtonElement | null>;
  onSubmit: (event: FormEvent) => void;
}

function FormBody({ idBase, heading, options, submitText, note, submitting, submitButton, onSubmit }: FormBodyProps) {
  return (
    <form css={formCard} noValidate aria-label={heading} onSubmit={onSubmit}>
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
  );
}

function BookingForm({ idBase, heading, options, submitText, note, sentDescription }: BookingFormProps) {
  const codes = options.map((option) => option.code);
  const { submitButton, submit } = useSubmit(idBase, options);
  return (
    <Form<Values>
      onSubmit={(values) => send(values, sentDescription)}
      validate={(values) => contactErrors(values, codes)}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, form, submitting }) => (
        <FormBody
          idBase={idBase}
          heading={heading}
          options={options}
          submitText={submitText}
          note={note}
          submitting={submitting}
          submitButton={submitButton}
          onSubmit={(event) => submit(event, form, handleSubmit)}
        />
      )}
    </Form>
  );
}

export default defineIsland(BookingForm, 'idle');
