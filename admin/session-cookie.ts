// The session cookie: `__Host-session`, HttpOnly (no page script reads it), Secure (sent only over TLS, or to
// localhost), SameSite=Strict (no other site's page or link sends it), Path=/ and no Domain (the __Host- prefix makes
// the browser hold the server to both). No expiry: the server ends sessions (idle and absolute limits), and the
// browser drops the cookie when it closes. Written by hand because Koa refuses a Secure cookie on plain http, which
// is where the editor runs on a developer's localhost.
import type { Context } from 'koa';

export const SESSION_COOKIE = '__Host-session';

const ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Strict';

export function setSessionCookie(ctx: Context, token: string): void {
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=${token}; ${ATTRIBUTES}`);
}

export function clearSessionCookie(ctx: Context): void {
  ctx.append('Set-Cookie', `${SESSION_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`);
}

export function sessionCookie(ctx: Context): string | undefined {
  return ctx.cookies.get(SESSION_COOKIE) || undefined;
}
