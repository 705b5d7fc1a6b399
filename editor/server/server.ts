// The editor's HTTP server: the app, the schema, the manifest (read, preview, save, merge), the folder listings the
// app's own check needs, and adding hand-made downloads. It writes only the manifest file and new files in the
// downloads folder; it checks the manifest again before saving it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { checkSiteText } from '../../site/node.ts';
import type { SiteFolders } from '../../site/check.ts';
import type { Problem } from '../../model/problems.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { describeChanges } from '../../model/changes.ts';
import { readHandMadeDownloads, readImagesFolder } from '../../model/node/load.ts';
import { writeAtomically } from '../../model/node/write.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { guard } from './guard.ts';
import { readManifestText, versionOf } from './manifest-file.ts';
import { renderPreview } from './preview.tsx';
import { bundleApp, type AppBundle } from './bundle.ts';
import { saveHandMadeDownload, UploadError, DOWNLOAD_LIMIT_BYTES } from './downloads.ts';
import { appPage } from './page.ts';
import { PREVIEW_FRAME_CSP, previewFramePage, previewFrameScript } from './preview-frame.ts';
import { applyChanges, editsBetween, writeValue } from '../../model/text-edits.ts';
import type { Json } from '../../model/json-pointer.ts';

export interface EditorOptions {
  manifestFile: string;
  /** The hand-made downloads folder (./downloads), where uploads go. */
  handMadeDownloadsDir: string;
  schemaFile: string;
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

async function readBody(req: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new UploadError(413, `The file is larger than ${limit / 1024 / 1024} MB.`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The app's page and code, and the preview's frame. */
function pageRoutes(router: Router, token: string, bundle: AppBundle, port: () => number): void {
  router.get('/', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = appPage(token);
  });
  router.get('/preview-frame', (ctx) => {
    ctx.type = 'html';
    ctx.remove('X-Frame-Options');
    ctx.set(
      'Content-Security-Policy',
      `${PREVIEW_FRAME_CSP}; frame-ancestors http://127.0.0.1:${port()} http://localhost:${port()}`,
    );
    ctx.body = previewFramePage(token);
  });
  router.get('/preview-frame.js', (ctx) => {
    ctx.type = 'application/javascript';
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
    ctx.body = { version: readManifestText(options.manifestFile).version };
  });
}

/** What the app asks of the manifest (preview, changes, save, merge), and uploads. */
function writeRoutes(router: Router, options: EditorOptions, check: (manifest: Json) => Problem[]): void {
  const json = koaBody({
    json: true,
    jsonLimit: '10mb',
    multipart: false,
    urlencoded: false,
    text: false,
    parsedMethods: [HttpMethodEnum.POST],
  });
  router.post('/api/preview', json, async (ctx) => {
    const { manifest, route } = ctx.request.body as unknown as { manifest: SiteManifest; route: number };
    ctx.type = 'html';
    ctx.body = await renderPreview(manifest, Number(route));
  });
  // The plain-language summary before saving: the shared change engine, against the file as it is on disk.
  router.post('/api/changes', json, async (ctx) => {
    const { manifest } = ctx.request.body as unknown as { manifest: SiteManifest };
    const disk = JSON.parse(readManifestText(options.manifestFile).text) as SiteManifest;
    ctx.body = { changes: describeChanges(disk, manifest, blockDefinitions) };
  });
  router.post('/api/save', json, async (ctx) => {
    const { base, manifest } = ctx.request.body as { base: string; manifest: Json };
    const disk = readManifestText(options.manifestFile);
    if (disk.version !== base) {
      ctx.status = 409;
      ctx.body = { version: disk.version, value: JSON.parse(disk.text) as Json };
      return;
    }
    const problems = check(manifest).filter((p) => p.severity === 'error');
    if (problems.length > 0) {
      ctx.status = 422;
      ctx.body = { problems };
      return;
    }
    const text = writeValue(disk.text, JSON.parse(disk.text) as Json, manifest);
    writeAtomically(options.manifestFile, text);
    ctx.body = { version: versionOf(text) };
  });
  // Someone changed the file on disk: apply this draft's own changes (against what it started from) onto the new text.
  router.post('/api/merge', json, async (ctx) => {
    const { before, manifest } = ctx.request.body as { before: Json; manifest: Json };
    const disk = readManifestText(options.manifestFile);
    const merged = applyChanges(disk.text, editsBetween(before, manifest));
    ctx.body = { version: disk.version, disk: JSON.parse(disk.text) as Json, value: JSON.parse(merged) as Json };
  });
  router.post('/api/downloads', async (ctx) => {
    try {
      const bytes = await readBody(ctx.req, DOWNLOAD_LIMIT_BYTES);
      ctx.body = saveHandMadeDownload(options.handMadeDownloadsDir, String(ctx.query.name ?? ''), bytes);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      ctx.status = error.status;
      ctx.body = { message: error.message };
    }
  });
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const token = options.token ?? randomBytes(18).toString('base64url');
  const bundle = await bundleApp();
  let port = options.port ?? 0;

  // What the app's check needs from the disk, read anew on each request (an upload, or a file copied in by hand).
  const folders = (): SiteFolders => ({
    downloads: readHandMadeDownloads(options.handMadeDownloadsDir),
    images: readImagesFolder(),
  });
  // The same problems as `npm run lint` and as the app shows, checked again before a save.
  const check = (manifest: Json) => checkSiteText(JSON.stringify(manifest, null, 2), folders()).problems;

  const router = new Router();
  pageRoutes(router, token, bundle, () => port);
  readRoutes(router, options, folders);
  writeRoutes(router, options, check);

  const app = new Koa();
  app.use(guard(token, () => port));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    await next();
  });
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
