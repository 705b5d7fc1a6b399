// POST /api/newsletter: {"email"} → a pending sign-up with its record of consent, and a confirmation mail queued in
// the outbox (sent by the delivery worker, never from the request). The reply is the same whether the address was
// new, pending or confirmed, and so is the work done before it, so no one can learn who is on the list.
import type { Middleware } from 'koa';
import { CONTACT_RULES, isEmail, NEWSLETTER_EMAIL_MESSAGE } from '../../model/contact-rules.ts';
import { newsletterTerms } from '../../model/newsletter.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { honeypotFilled, isObject } from '../api/contact.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';

/** A pending address is mailed again at most this often, however often it is signed up. */
export const RESEND_AFTER_MS = 5 * 60 * 1000;

export interface SignUpDeps {
  store: Store;
  log: Logger;
  manifest: () => Promise<SiteManifest>;
  /** Called after every sign-up (mail queued or not, alike); undefined when there is no SMTP_URL. */
  onQueued?: () => void;
}

export function newsletterSignUpRoute({ store, log, manifest, onQueued }: SignUpDeps): Middleware {
  return async (ctx) => {
    const body: unknown = ctx.request.body;
    if (!isObject(body)) {
      ctx.status = 400;
      ctx.body = { error: 'Send the subscription as a JSON object: {"email"}.' };
      return;
    }
    if (honeypotFilled(body)) {
      log.info('newsletter honeypot filled: dropped');
      ctx.status = 200;
      ctx.body = { ok: true };
      return;
    }
    const email = typeof body.email === 'string' ? body.email.trim() : undefined;
    if (email === undefined || email.length > CONTACT_RULES.email.maxLength || !isEmail(email)) {
      ctx.status = 400;
      ctx.body = { errors: { email: NEWSLETTER_EMAIL_MESSAGE } };
      return;
    }
    const { consent, confirmDays } = newsletterTerms(await manifest());
    const outcome = await store.newsletter.signUp(email, {
      consentText: consent,
      confirmDays,
      resendAfterMs: RESEND_AFTER_MS,
    });
    log.info('newsletter sign-up', { outcome });
    if (onQueued) onQueued();
    else if (outcome === 'new' || outcome === 'resent')
      log.info('newsletter confirmation queued, not mailed: no SMTP_URL (it is sent once a server with SMTP_URL runs)');
    ctx.status = 200;
    ctx.body = { ok: true };
  };
}
