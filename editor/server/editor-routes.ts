// The editor's routes that both front doors serve, the same way: `npm run edit` on loopback (server.ts) and the editor
// online under /admin (admin/). The app's code, the preview frame's script, the schema, the manifest (read, preview,
// save, merge), where a change shows, the folder listings the app's own check needs, and adding hand-made downloads.
// Each front door adds its own guard, its page and the preview frame's page around them. The code needs no sign-in;
// the API does.
import { readFileSync } from 'node:fs';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { checkSiteText } from '../../site/node.ts';
import type { SiteFolders } from '../../site/check.ts';
import { readHandMadeDownloads, readImagesFolder } from '../../model/node/load.ts';
import type { Json } from '../../model/json-pointer.ts';
import { readManifestText } from './manifest-file.ts';
import { manifestRoutes } from './manifest-routes.ts';
import { downloadRoutes } from './downloads.ts';
import { previewReachRoutes } from './preview-reach.ts';
import { previewFrameScript } from './preview-frame.ts';
import type { AppBundle } from './bundle.ts';

/** The project the editor edits. */
export interface EditedSite {
  manifestFile: string;
  /** The hand-made downloads folder (./downloads), where uploads go. */
  handMadeDownloadsDir: string;
  schemaFile: string;
  /** The site's pictures (public/images), which the check lists and the preview shows. */
  imagesDir: string;
  /** How often the app asks whether the file changed on disk, in milliseconds (3000). */
  diskCheckMs?: number;
  /** 'by-publishing': the file is the published version, written only by publishing (the editor online). */
  saving?: 'to-file' | 'by-publishing';
}

/** What a front door learns of each change written to disk (the editor online records it in its audit log). */
export interface EditorEvents {
  saved?(ctx: Context, version: string): void;
  uploaded?(ctx: Context, file: string): Promise<void> | void;
}

const DISK_CHECK_MS = 3000;

/** The app's code, and the preview frame's script, which answers only the editor windows at `editorOrigins()`. */
export function editorCodeRoutes(router: Router, bundle: AppBundle, editorOrigins: () => readonly string[]): void {
  router.get('/app.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.body = bundle.js;
  });
  router.get('/app.css', (ctx) => {
    ctx.type = 'text/css';
    ctx.body = bundle.css;
  });
  router.get('/preview-frame.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = previewFrameScript(editorOrigins());
  });
}

/** What the app reads: the schema, the manifest and its version, and the folder listings its check needs. */
function readRoutes(router: Router, site: EditedSite, folders: () => SiteFolders): void {
  const checkAgainMs = site.diskCheckMs ?? DISK_CHECK_MS;
  const schemaText = readFileSync(site.schemaFile, 'utf8');
  router.get('/api/schema', (ctx) => {
    ctx.type = 'json';
    ctx.body = schemaText;
  });
  router.get('/api/manifest', (ctx) => {
    const { text, version } = readManifestText(site.manifestFile);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version, value: JSON.parse(text) as Json };
  });
  router.get('/api/folders', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = folders();
  });
  router.get('/api/version', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { version: readManifestText(site.manifestFile).version, checkAgainMs };
  });
}

/** The app's API: reading and checking, previewing, saving and merging the manifest, and adding downloads. */
export function editorApiRoutes(router: Router, site: EditedSite, events: EditorEvents = {}): void {
  // What the app's check needs from the disk, read anew on each request (an upload, or a file copied in by hand).
  const folders = (): SiteFolders => ({
    downloads: readHandMadeDownloads(site.handMadeDownloadsDir),
    images: readImagesFolder(site.imagesDir),
  });
  // The same problems as `npm run lint` and as the app shows, checked again before a save.
  const check = (manifest: Json) => checkSiteText(JSON.stringify(manifest, null, 2), folders()).problems;
  readRoutes(router, site, folders);
  manifestRoutes(router, site.manifestFile, check, events.saved, site.saving !== 'by-publishing');
  downloadRoutes(router, site.handMadeDownloadsDir, events.uploaded);
  previewReachRoutes(router);
}
