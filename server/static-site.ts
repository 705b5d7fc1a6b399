// Serves the pre-rendered site: pages, their client-routing data and hashed assets; anything else gets the 404 page.
import type { Middleware } from 'koa';
import send from 'koa-send';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ONE_YEAR = 365 * 24 * 60 * 60;

export function staticSite(clientDir: string): Middleware {
  const notFoundHtml = readFileSync(join(clientDir, '404.html'));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();
    let served: string | undefined;
    try {
      served = await send(ctx, ctx.path, {
        root: clientDir,
        index: 'index.html',
        hidden: false,
        setHeaders: (res, path) => {
          const immutable = path.includes(`${join(clientDir, 'assets')}/`);
          res.setHeader('Cache-Control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=0, must-revalidate');
        },
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    if (served) return;
    ctx.status = 404;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = notFoundHtml;
  };
}
