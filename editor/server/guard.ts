// The editor's front door: a request is served only when it carries this run's token (in the address the editor
// printed, then in a same-site cookie or header) and names the editor itself as its Host and Origin. That refuses
// other sites' pages (cross-site requests) and DNS rebinding (a foreign name resolving to 127.0.0.1).
import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';

export const TOKEN_COOKIE = 'editor_token';
export const TOKEN_HEADER = 'x-editor-token';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The preview frame is loaded from the editor's other loopback name (a cross-site request), with the token in its address. */
const CROSS_SITE_PATHS = ['/preview-frame', '/preview-frame.js'];

export function guard(token: string, port: () => number): Middleware {
  return async (ctx, next) => {
    const hosts = [`127.0.0.1:${port()}`, `localhost:${port()}`];
    if (!hosts.includes(ctx.get('host'))) {
      ctx.status = 403;
      ctx.body = 'This editor only answers at its own address.';
      return;
    }
    const origin = ctx.get('origin');
    if (origin && !hosts.some((host) => origin === `http://${host}`)) {
      ctx.status = 403;
      ctx.body = 'Requests from other sites are refused.';
      return;
    }
    const fetchSite = ctx.get('sec-fetch-site');
    const previewFrame = ctx.method === 'GET' && CROSS_SITE_PATHS.includes(ctx.path) && !!ctx.query.token;
    if ((fetchSite === 'cross-site' || fetchSite === 'same-site') && !previewFrame) {
      ctx.status = 403;
      ctx.body = 'Requests from other sites are refused.';
      return;
    }
    const given = String(ctx.query.token ?? '') || ctx.get(TOKEN_HEADER) || ctx.cookies.get(TOKEN_COOKIE) || '';
    if (!same(given, token)) {
      ctx.status = 401;
      ctx.body = 'Open the editor with the address `npm run edit` printed (it holds a key for this run).';
      return;
    }
    if (ctx.query.token && !previewFrame)
      ctx.cookies.set(TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'strict', overwrite: true });
    await next();
  };
}
