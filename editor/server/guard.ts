// The editor's front door: a request is served only when it names the editor itself as its Host and Origin, which
// refuses other sites' pages (cross-site requests) and DNS rebinding (a foreign name resolving to 127.0.0.1). Every API
// call carries this run's token in the x-editor-token header, which the app sends (editor/app/token.ts). There is no
// cookie: cookies ignore ports, so one would reach every other service on 127.0.0.1 too.
import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { SITE_ASSET_PREFIXES } from './preview-assets.ts';

export const TOKEN_HEADER = 'x-editor-token';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The app's page and code hold no secret and no data, so they need no token: the page takes the token from its own
 * address, and a reload finds it in the tab's sessionStorage.
 */
export const APP_SCREENS = ['/publishing', '/history'];
const PUBLIC_PATHS = ['/', ...APP_SCREENS, '/app.js', '/app.css', '/favicon.ico'];

/** The preview frame is loaded from the editor's other loopback name (a cross-site request), with the token in its address. */
const CROSS_SITE_PATHS = ['/preview-frame', '/preview-frame.js'];

/**
 * The site's public files (its fonts and pictures, preview-assets.ts), which the preview frame's page loads: readable
 * without the token, from the frame too, whose sandbox gives it the opaque origin "null".
 */
const isSiteAsset = (path: string) => SITE_ASSET_PREFIXES.some((prefix) => path.startsWith(prefix));
const OPAQUE_ORIGIN = 'null';

const refused = 'Open the editor with the address `npm run edit` printed (it holds a key for this run).';

export function guard(token: string, port: () => number): Middleware {
  return async (ctx, next) => {
    const hosts = [`127.0.0.1:${port()}`, `localhost:${port()}`];
    if (!hosts.includes(ctx.get('host'))) {
      ctx.status = 403;
      ctx.body = 'This editor only answers at its own address.';
      return;
    }
    const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
    const siteAsset = reading && isSiteAsset(ctx.path);
    const origin = ctx.get('origin');
    const fromPreviewFrame = siteAsset && origin === OPAQUE_ORIGIN;
    if (origin && !fromPreviewFrame && !hosts.some((host) => origin === `http://${host}`)) {
      ctx.status = 403;
      ctx.body = 'Requests from other sites are refused.';
      return;
    }
    const previewFrame = reading && CROSS_SITE_PATHS.includes(ctx.path) && !!ctx.query.token;
    const fetchSite = ctx.get('sec-fetch-site');
    if ((fetchSite === 'cross-site' || fetchSite === 'same-site') && !previewFrame && !siteAsset) {
      ctx.status = 403;
      ctx.body = 'Requests from other sites are refused.';
      return;
    }
    if (!(reading && PUBLIC_PATHS.includes(ctx.path)) && !siteAsset) {
      const given = previewFrame ? String(ctx.query.token) : ctx.get(TOKEN_HEADER);
      if (!same(given, token)) {
        ctx.status = 401;
        ctx.body = { message: refused };
        return;
      }
    }
    await next();
  };
}
