// `npm run edit`'s HTTP server, the editor's local front door: the shared editor routes (editor-routes.ts) on loopback,
// behind a guard that wants this run's token (guard.ts), with the preview frame on the editor's other loopback name.
// It writes only the manifest file and new files in the downloads folder; it checks the manifest again before saving.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { APP_SCREENS, guard } from './guard.ts';
import { answerRequestErrors } from './json-body.ts';
import { bundleApp } from './bundle.ts';
import { appPage, appPagePolicy } from './page.ts';
import { siteAssets } from './preview-assets.ts';
import { PREVIEW_FRAME_CSP, previewFramePage } from './preview-frame.ts';
import { editorApiRoutes, editorCodeRoutes, type EditedSite } from './editor-routes.ts';
import { publishRoutes } from './publish-routes.ts';
import type { Person, Publishing } from '../../publish/publishing.ts';

export interface EditorOptions extends Omit<EditedSite, 'imagesDir'> {
  /** The site's pictures; public/images under the working folder by default. */
  imagesDir?: string;
  port?: number;
  host?: string;
  token?: string;
  /** Publishing from this machine: the developer at the keyboard publishes, as a publisher. */
  publishing?: { publishing: Publishing; developer: Person };
}

export interface RunningEditor {
  server: Server;
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

/** The editor's two loopback origins: the app is open at one, the preview frame comes from the other. */
const loopbackOrigins = (port: number) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

/** The app's page and the preview frame's page, which are this front door's own. */
function pageRoutes(router: Router, token: string, port: () => number): void {
  for (const path of ['/', ...APP_SCREENS])
    router.get(path, (ctx) => {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', appPagePolicy(loopbackOrigins(port()).join(' ')));
      ctx.body = appPage('', 'local');
    });
  // The frame's address and its script's carry the token: never kept in a cache.
  router.get('/preview-frame', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.remove('X-Frame-Options');
    ctx.set('Content-Security-Policy', `${PREVIEW_FRAME_CSP}; frame-ancestors ${loopbackOrigins(port()).join(' ')}`);
    ctx.body = previewFramePage(`/preview-frame.js?token=${encodeURIComponent(token)}`);
  });
  router.get('/favicon.ico', (ctx) => {
    ctx.status = 204;
  });
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const token = options.token ?? randomBytes(18).toString('base64url');
  const bundle = await bundleApp();
  let port = options.port ?? 0;
  const site: EditedSite = { ...options, imagesDir: options.imagesDir ?? join(process.cwd(), 'public', 'images') };

  const router = new Router();
  pageRoutes(router, token, () => port);
  editorCodeRoutes(router, bundle, () => loopbackOrigins(port));
  editorApiRoutes(router, site);
  const local = options.publishing;
  if (local)
    publishRoutes(router, {
      publishing: local.publishing,
      personOf: () => local.developer,
      needsPublisher: (_ctx, next) => next(),
    });

  const app = new Koa();
  app.use(guard(token, () => port));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await next();
  });
  app.use(answerRequestErrors);
  app.use(siteAssets(site.imagesDir));
  app.use(router.routes());
  app.use(router.allowedMethods());

  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    server,
    origin,
    token,
    url: `${origin}/?token=${token}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
