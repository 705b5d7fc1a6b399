// The newsletter's sign-up form: the part of the block that moves (the address checked, sent, and a toast for the
// outcome). It wakes when it scrolls into view.
import { css } from '@emotion/react';
import { useRef } from 'react';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fieldControlStyle } from '../../ui/field.ts';
import { defineIsland } from '../../ui/island.tsx';
import { useSignup } from './use-signup.ts';

interface SignupProps {
  /** The page-unique start of the form's ids, given by the pre-rendered page (an island's own ids could repeat). */
  id: string;
  heading: string;
  placeholder: string;
  buttonText: string;
  consent: string;
  sentDescription: string;
}

const panel = css`
  max-width: 640px;
`;

const row = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  ${mq.sm} {
    flex-direction: row;
    align-items: flex-start;
  }
  input {
    ${fieldControlStyle};
  }
  button {
    flex: none;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

const errorStyle = css`
  margin-top: ${space[2]};
  font-size: ${text.sm};
  font-weight: 550;
  color: ${color.danger};
`;

const consentStyle = css`
  margin-top: ${space[2]};
  font-size: ${text.xs};
  line-height: 1.5;
  color: ${color.muted};
`;

function Signup({ id, heading, placeholder, buttonText, consent, sentDescription }: SignupProps) {
  const input = useRef<HTMLInputElement>(null);
  const signup = useSignup(input, sentDescription);
  return (
    <form css={panel} noValidate aria-label={heading} onSubmit={(event) => void signup.submit(event)}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <div css={row}>
        <div css={css`flex: 1;`}>
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={placeholder}
            value={signup.email}
            aria-required
            aria-invalid={signup.error ? true : undefined}
            aria-describedby={signup.error ? `${id}-error ${id}-consent` : `${id}-consent`}
            onChange={(event) => signup.change(event.target.value)}
          />
          {signup.error ? (
            <p id={`${id}-error`} css={errorStyle}>
              {signup.error}
            </p>
          ) : null}
          <p id={`${id}-consent`} css={consentStyle}>
            {consent}
          </p>
        </div>
        <button type="submit" css={buttonStyles.primary} disabled={signup.sending}>
          {signup.sending ? (
            <>
              <Spinner />
              Subscribing...
            </>
          ) : (
            buttonText
          )}
        </button>
      </div>
    </form>
  );
}

export default defineIsland(Signup, 'visible');
