// The request log and the last word on errors: every failure gets a reply (JSON under /api) and keeps the headers set
// before it. Losing the database is a 503 with Retry-After, never a 500: the visitor is told to try again.
import type Koa from 'koa';
import { CACHE_CONTROL, isApiPath } from '../model/serving.ts';
import { ERROR_TEXT, HttpError } from './api/json-body.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { errorFields, type Logger } from './log.ts';

/** Seconds a client should wait before sending again when the database is down (PostgreSQL restarts take a few). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A thrown error's HTTP status: its own when it is a 4xx meant for the client; 503 when the database cannot answer
 * now (down, restarting, overloaded: nothing was stored, and the same request may be sent again); 500 otherwise.
 */
function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const { status, statusCode, expose } = (error ?? {}) as { status?: unknown; statusCode?: unknown; expose?: unknown };
  const code = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  return code >= 400 && code < 500 && expose !== false ? code : 500;
}

/** Request log and the last word on errors: every failure gets a reply (JSON under /api) and keeps the headers set before. */
export function requestLogAndErrors(log: Logger): Koa.Middleware {
  return async (ctx: Koa.Context, next: Koa.Next) => {
    const started = performance.now();
    log.debug('request received', { method: ctx.method, path: ctx.path.slice(0, 200) });
    try {
      await next();
    } catch (error) {
      const status = statusOf(error);
      const where = { method: ctx.method, path: ctx.path.slice(0, 200) };
      if (status === 503) log.warn('the database cannot answer now', { ...where, ...errorFields(error) });
      else if (status >= 500) log.error('request failed', { ...where, ...errorFields(error) });
      ctx.status = status;
      if (status === 503) ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      const text =
        error instanceof HttpError ? error.message : (ERROR_TEXT[status] ?? 'The request could not be handled.');
      if (isApiPath(ctx.path)) {
        ctx.set('Cache-Control', CACHE_CONTROL.noStore);
        ctx.body = { error: text };
      } else {
        ctx.type = 'text/plain';
        ctx.body = text;
      }
    } finally {
      log.info('request', {
        method: ctx.method,
        path: ctx.path.slice(0, 200),
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  };
}
