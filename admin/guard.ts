// The editor online's front door for state changes (OWASP ASVS 5.0 V3.5): every request that is not a GET or HEAD must
// come from a page of the editor's own origin (its Origin header) and carry the x-csrf-token header: the session's
// token once signed in, any value before (a header no other site's form or link can add, so a cross-site request
// cannot be sent at all). Reads change nothing, so they need neither. The host is checked too, so the editor answers
// only at ADMIN_ORIGIN (no DNS rebinding, no second name that would split passkeys and cookies).
import { timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { RequestError } from '../editor/server/json-body.ts';
import type { AdminConfig } from './config.ts';
import { signedIn } from './signed-in.ts';
import { ADMIN_BASE } from './pages.ts';

export const CSRF_HEADER = 'x-csrf-token';

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

const changes = (ctx: Context) => ctx.method !== 'GET' && ctx.method !== 'HEAD';

function checkOrigin(ctx: Context, config: AdminConfig): void {
  const origin = ctx.get('origin');
  if (!origin)
    throw new RequestError(
      403,
      'The request has no Origin header, so it was refused: changes come only from the editor’s own pages.',
    );
  if (origin !== config.origin)
    throw new RequestError(403, `The request came from another site (${origin.slice(0, 100)}), so it was refused.`);
}

function checkCsrfToken(ctx: Context): void {
  const given = ctx.get(CSRF_HEADER);
  if (!given)
    throw new RequestError(
      403,
      `The request has no ${CSRF_HEADER} header, so it was refused: reload the editor and try again.`,
    );
  const session = signedIn(ctx);
  if (session && !sameSecret(given, session.csrfToken))
    throw new RequestError(
      403,
      'The request’s form key does not match your sign-in, so it was refused: reload the editor and try again.',
    );
}

/** Refuses, with a 403 and a message, requests for another host and state changes from anywhere but the editor. */
export function adminGuard(config: AdminConfig): Middleware {
  const host = new URL(config.origin).host;
  return async (ctx, next) => {
    if (ctx.host !== host) {
      // A page opened at another name of this server (127.0.0.1 for localhost) goes to the editor's own address.
      const page = !changes(ctx) && !ctx.path.startsWith(`${ADMIN_BASE}/api/`);
      if (page) return ctx.redirect(`${config.origin}${ctx.originalUrl}`);
      throw new RequestError(403, `The editor answers only at ${config.origin}${ADMIN_BASE}. Open it there.`);
    }
    if (changes(ctx)) {
      checkOrigin(ctx, config);
      checkCsrfToken(ctx);
    }
    await next();
  };
}
