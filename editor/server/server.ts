// The editor's HTTP server: the app, the schema, the manifest (read, preview, save, merge), where a change shows, the
// folder listings the app's own check needs, the site's fonts and pictures for the preview, and adding hand-made
// downloads. It writes only the manifest file and new files in the downloads folder; it checks the manifest again
// before saving it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { checkSiteText } from '../../site/node.ts';
import type { SiteFolders } from '../../site/check.ts';
import { readHandMadeDownloads, readImagesFolder } from '../../model/node/load.ts';
import { guard } from './guard.ts';
import { readManifestText } from './manifest-file.ts';
import { manifestRoutes } from './manifest-routes.ts';
import { answerRequestErrors } from './json-body.ts';
import { bundleApp, type AppBundle } from './bundle.ts';
import { downloadRoutes } from './downloads.ts';
import { appPage, appPagePolicy } from './page.ts';
import { siteAssets } from './preview-assets.ts';
import { previewReachRoutes } from './preview-reach.ts';
import { PREVIEW_FRAME_CSP, previewFramePage, previewFrameScript } from './preview-frame.ts';
import type { Json } from '../../model/json-pointer.ts';

export interface EditorOptions {
  manifestFile: string;
  /** The hand-made downloads folder (./downloads), where uploads go. */
  handMadeDownloadsDir: string;
  schemaFile: string;
  /** The site's pictures (public/images), which the check lists and the preview shows. */
  imagesDir?: string;
  /** How often the app asks whether the file changed on disk, in milliseconds (3000). */
  diskCheckMs?: number;
  port?: number;
  host?: string;
  token?: string;
}

export interface RunningEditor {
  server: Server;
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

const DISK_CHECK_MS = 3000;

/** The app's page and code, and the preview's frame. */
function pageRoutes(router: Router, token: string, bundle: AppBundle, port: () => number): void {
  router.get('/', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', appPagePolicy(port()));
    ctx.body = appPage();
  });
  // The frame's address and its script's carry the token: never kept in a cache.
  router.get('/preview-frame', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.remove('X-Frame-Options');
    ctx.set(
      'Content-Security-Policy',
      `${PREVIEW_FRAME_CSP}; frame-ancestors http://127.0.0.1:${port()} http://localhost:${port()}`,
    );
    ctx.body = previewFramePage(token);
  });
  router.get('/preview-frame.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = previewFrameScript;
  });
  router.get('/favicon.ico', (ctx) => {
    ctx.status = 204;
  });
  router.get('/app.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.body = bundle.js;
  });
  router.get('/app.css', (ctx) => {
    ctx.type = 'text/css';
    ctx.body = bundle.css;
  });
}

/** What the app reads: the schema, the manifest and its version, and the folder listings its check needs. */
function readRoutes(router: Router, options: EditorOptions, folders: () => SiteFolders): void {
  const checkAgainMs = options.diskCheckMs ?? DISK_CHECK_MS;
  const schemaText = readFileSync(options.schemaFile, 'utf8');
  router.get('/api/schema', (ctx) => {
    ctx.type = 'json';
    ctx.body = schemaText;
  });
  router.get('/api/manifest', (ctx) => {
    const { text, version } = readManifestText(options.manifestFile);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version, value: JSON.parse(text) as Json };
  });

  router.get('/api/folders', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = folders();
  });

  router.get('/api/version', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version: readManifestText(options.manifestFile).version, checkAgainMs };
  });
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const token = options.token ?? randomBytes(18).toString('base64url');
  const bundle = await bundleApp();
  let port = options.port ?? 0;
  const imagesDir = options.imagesDir ?? join(process.cwd(), 'public', 'images');

  // What the app's check needs from the disk, read anew on each request (an upload, or a file copied in by hand).
  const folders = (): SiteFolders => ({
    downloads: readHandMadeDownloads(options.handMadeDownloadsDir),
    images: readImagesFolder(imagesDir),
  });
  // The same problems as `npm run lint` and as the app shows, checked again before a save.
  const check = (manifest: Json) => checkSiteText(JSON.stringify(manifest, null, 2), folders()).problems;

  const router = new Router();
  pageRoutes(router, token, bundle, () => port);
  readRoutes(router, options, folders);
  manifestRoutes(router, options.manifestFile, check);
  downloadRoutes(router, options.handMadeDownloadsDir);
  previewReachRoutes(router);

  const app = new Koa();
  app.use(guard(token, () => port));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await next();
  });
  app.use(answerRequestErrors);
  app.use(siteAssets(imagesDir));
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
