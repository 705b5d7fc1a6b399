// The newsletter form's state: the address typed, its error, and sending it to the API with a toast for the outcome
// (on success, that a confirmation link is on its way).
import { useState, type FormEvent, type RefObject } from 'react';
import { isEmail, NEWSLETTER_EMAIL_MESSAGE } from '../../model/contact-rules.ts';
import { apiRequest } from '../../ui/request.ts';
import { toast } from '../../ui/toasts/toast.ts';

export const NEWSLETTER_ENDPOINT = '/api/newsletter';
/** The toast's title once the address is sent; its description (how long the link works) comes from the manifest. */
export const SENT_TITLE = 'Check your inbox';
export const SUBSCRIBE_ERROR_TITLE = 'Subscription failed';

/**
 * `input` is the address field, focused when the address is refused and after sending. `sentDescription` is the
 * toast's second line once the address is sent: the address is not subscribed until the mailed link is followed.
 */
export function useSignup(input: RefObject<HTMLInputElement | null>, sentDescription: string) {
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
      toast({ title: SENT_TITLE, description: sentDescription });
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
