// The Koa application: security headers, compression, the /api routes and the pre-rendered site.
import Koa from 'koa';
import compress from 'koa-compress';
import Router from '@koa/router';
import type { ServerConfig } from './config.ts';
import { staticSite } from './static-site.ts';
import { securityHeaders } from './security-headers.ts';

export function createApp(config: ServerConfig): Koa {
  const app = new Koa({ proxy: config.proxy });
  const api = new Router({ prefix: '/api' });
  api.all('/{*rest}', (ctx) => {
    ctx.status = 404;
    ctx.body = { error: 'Not found' };
  });
  app.use(securityHeaders());
  app.use(compress({ threshold: 1024 }));
  app.use(api.routes());
  app.use(staticSite(config.clientDir));
  return app;
}
