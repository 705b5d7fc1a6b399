// The pre-rendered site only answers reads: any other method on an address outside /api (POST /about, PUT /,
// DELETE /assets/x.js) is 405 with Allow, whether or not a file is there, as a file server answers. /api routes keep
// their own methods.
import type { Middleware } from 'koa';
import { ERROR_TEXT } from '../api/json-body.ts';
import { CACHE_CONTROL, isApiPath } from '../../model/serving.ts';

/** The methods a page, an asset or the 404 page answers. */
const SITE_METHODS = ['GET', 'HEAD'] as const;

export function readOnlySite(): Middleware {
  return async (ctx, next) => {
    if ((SITE_METHODS as readonly string[]).includes(ctx.method) || isApiPath(ctx.path)) return next();
    ctx.status = 405;
    ctx.set('Allow', SITE_METHODS.join(', '));
    ctx.set('Cache-Control', CACHE_CONTROL.noStore);
    ctx.type = 'text/plain';
    ctx.body = `${ERROR_TEXT[405]} The pages of this site answer ${SITE_METHODS.join(' and ')} only.`;
  };
}
