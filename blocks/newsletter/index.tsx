import { css } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { BlockOf, OwnFields } from '../block.ts';
import { isEmail, NEWSLETTER_EMAIL_MESSAGE } from '../../model/contact-rules.ts';
import { apiRequest } from '../../ui/request.ts';
import { toast } from '../../ui/toasts/toast.ts';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Section } from '../../ui/Section.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { fieldControlStyle } from '../../ui/field.ts';

export type NewsletterProps = OwnFields<BlockOf<'newsletter'>>;

export const NEWSLETTER_ENDPOINT = '/api/newsletter';
export const SUBSCRIBED_TOAST = { title: 'Subscribed!', description: 'One new tool lands in your inbox each month.' } as const;
export const SUBSCRIBE_ERROR_TITLE = 'Subscription failed';

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



export default function Newsletter({ eyebrow, heading, body, placeholder = 'Enter your email', buttonText = 'Subscribe' }: NewsletterProps) {
  const id = `newsletter${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!isEmail(email)) {
      setError(NEWSLETTER_EMAIL_MESSAGE);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      await apiRequest('POST', NEWSLETTER_ENDPOINT, { email: email.trim() });
      toast(SUBSCRIBED_TOAST);
      setEmail('');
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : '';
      toast({ variant: 'destructive', title: SUBSCRIBE_ERROR_TITLE, description: message || 'Please try again later.' });
    } finally {
      setSending(false);
      // The button was disabled while sending, which drops focus: give it back to the field.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) input.current?.focus();
      });
    }
  };

  return (
    <Section heading={heading} eyebrow={eyebrow} intro={body}>
      <form css={panel} noValidate aria-label={heading} onSubmit={(event) => void onSubmit(event)}>
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
              value={email}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error && isEmail(event.target.value)) setError(undefined);
              }}
            />
            {error ? (
              <p id={`${id}-error`} css={errorStyle}>
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" css={buttonStyles.primary} disabled={sending}>
            {sending ? (
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
    </Section>
  );
}
