// POST /api/newsletter: {"email"} → one subscriber per address, whatever its letter case.
import type { Middleware } from 'koa';
import { CONTACT_RULES, isEmail, NEWSLETTER_EMAIL_MESSAGE } from '../../model/contact-rules.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';
import { honeypotFilled, isObject } from './contact.ts';

export function newsletterRoute({ store, log }: { store: Store; log: Logger }): Middleware {
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
    const created = store.addSubscriber(email);
    log.info(created ? 'subscriber added' : 'subscriber already listed');
    // The same answer either way: the reply never tells whether an address was already on the list.
    ctx.status = 200;
    ctx.body = { ok: true };
  };
}
