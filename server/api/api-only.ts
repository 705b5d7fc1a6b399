// With API_ONLY=1 the server has no pages: any address outside /api answers a JSON 404 (a CDN serves the pages).
import type { Middleware } from 'koa';
import { ERROR_TEXT } from './json-body.ts';
import { CACHE_CONTROL } from '../../model/serving.ts';

export function apiOnlyNotFound(): Middleware {
  return (ctx) => {
    ctx.status = 404;
    ctx.set('Cache-Control', CACHE_CONTROL.noStore);
    ctx.body = { error: ERROR_TEXT[404] };
  };
}
