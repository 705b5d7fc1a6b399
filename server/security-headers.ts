// Headers on every response, errors included, as the serving rules (model/serving.ts) define them. Koa sends no
// X-Powered-By; the removal below keeps it that way.
import type { Middleware } from 'koa';
import { SECURITY_HEADERS } from '../model/serving.ts';

export { SECURITY_HEADERS };

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set(SECURITY_HEADERS);
    await next();
    ctx.remove('X-Powered-By');
  };
}
