// The newsletter form's state: the address typed, its error, and sending it to the API with a toast for the outcome.
import { useState, type FormEvent, type RefObject } from 'react';
import { isEmail, NEWSLETTER_EMAIL_MESSAGE } from '../../model/contact-rules.ts';
import { apiRequest } from '../../ui/request.ts';
import { toast } from '../../ui/toasts/toast.ts';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';
export const SUBSCRIBED_TOAST = {
  title: 'Subscribed!',
  description: 'One new tool lands in your inbox each month.',
} as const;
export const SUBSCRIBE_ERROR_TITLE = 'Subscription failed';

/** `input` is the address field, focused when the address is refused and after sending. */
export function useSignup(input: RefObject<HTMLInputElement | null>) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
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
      toast({
        variant: 'destructive',
        title: SUBSCRIBE_ERROR_TITLE,
        description: message || 'Please try again later.',
      });
    } finally {
      setSending(false);
      // The button was disabled while sending, which drops focus: give it back to the field.
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) input.current?.focus();
      });
    }
  };

  const change = (value: string) => {
    setEmail(value);
    if (error && isEmail(value)) setError(undefined);
  };

  return { email, error, sending, change, submit };
}
