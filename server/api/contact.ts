// POST /api/contact: validate, store durably, acknowledge; e-mail delivery happens afterwards in the worker.
import type { Middleware } from 'koa';
import { contactOptions } from '../../model/contact-options.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';
import { createContactValidator, HONEYPOT_FIELD, type ContactCheck } from './contact-schema.ts';

export interface ContactDeps {
  manifest: () => Promise<SiteManifest>;
  store: Store;
  log: Logger;
  /** Called after an inquiry is stored; undefined when there is no SMTP_URL. */
  onStored?: (id: number) => void;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Filled means anything but absent, null or blank. */
export function honeypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

export function contactRoute({ manifest, store, log, onStored }: ContactDeps): Middleware {
  let checker:
    Promise<{ check: (body: Record<string, unknown>) => ContactCheck; labels: Map<string, string> }> | undefined;
  const prepare = () =>
    (checker ??= manifest().then(
      (m) => {
        const options = contactOptions(m);
        return {
          check: createContactValidator(options.map((o) => o.code)),
          labels: new Map(options.map((o) => [o.code, o.label])),
        };
      },
      (error: unknown) => {
        checker = undefined; // the next request tries again
        throw error;
      },
    ));
  return async (ctx) => {
    const body: unknown = ctx.request.body;
    if (!isObject(body)) {
      ctx.status = 400;
      ctx.body = { error: 'Send the inquiry as a JSON object: {"name", "email", "company", "service", "message"}.' };
      return;
    }
    if (honeypotFilled(body)) {
      // Looks like success to the bot; nothing is stored or sent.
      log.info('contact honeypot filled: dropped');
      ctx.status = 202;
      ctx.body = { ok: true };
      return;
    }
    const { check, labels } = await prepare();
    const result = check(body);
    if (!result.ok) {
      ctx.status = 400;
      ctx.body = { errors: result.errors };
      return;
    }
    const { values } = result;
    const id = await store.addInquiry({ ...values, serviceLabel: labels.get(values.service) ?? values.service });
    if (onStored) onStored(id);
    else log.info(`inquiry stored, id ${id}, not mailed: no SMTP_URL`, { id });
    ctx.status = 202;
    ctx.body = { ok: true };
  };
}
