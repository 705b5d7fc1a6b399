// The site's public files the preview frame's page loads: the brand fonts (at /fonts/…, as the site serves them) and
// the pictures of the images folder (at /images/…). They are the published site's own files, no secret, so they need
// no token; the frame is sandboxed (an opaque origin, "null"), so fonts, which browsers fetch with CORS, are answered
// with Access-Control-Allow-Origin: *. Only files of those two kinds are read, never anything else on disk.
import { readFile, realpath, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { Context, Middleware } from 'koa';
import { PICTURE_CSP } from '../../model/serving.ts';
import { webFonts } from '../../ui/theme/fonts.ts';

/** The address prefixes of the site's public files, which the guard lets the preview frame read without a token. */
export const SITE_ASSET_PREFIXES = ['/fonts/', '/images/'] as const;

const PICTURE_TYPES = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg']);

const require = createRequire(import.meta.url);

/**
 * The font files the site's pages name, each served from its npm package: the whole face, so the preview needs no
 * build (the build's subset of it, public/fonts/, shows the same letters).
 */
function fontFiles(): Map<string, string> {
  return new Map(
    Object.values(webFonts).map((font) => [
      font.file,
      join(dirname(require.resolve(`${font.source.package}/package.json`)), font.source.file),
    ]),
  );
}

/** The file under `dir` for the address part `name`, or undefined when there is none or it would be outside it (links followed). */
async function fileInside(dir: string, name: string): Promise<string | undefined> {
  const root = resolve(dir);
  const file = resolve(root, name);
  if (!file.startsWith(root + sep)) return undefined;
  try {
    const real = await realpath(file);
    const inside = !relative(await realpath(root), real).startsWith('..');
    return inside && (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

function sendPublic(ctx: Context, body: Buffer, type: string): void {
  ctx.type = type;
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = body;
}

function notFound(ctx: Context, what: string): void {
  ctx.status = 404;
  ctx.body = { message: `There is no ${what} at ${ctx.path}.` };
}

async function answerFont(ctx: Context, fonts: Map<string, string>): Promise<void> {
  const file = fonts.get(ctx.path);
  if (!file) return notFound(ctx, 'font of the site');
  sendPublic(ctx, await readFile(file), 'font/woff2');
}

async function answerPicture(ctx: Context, imagesDir: string): Promise<void> {
  let name: string;
  try {
    name = decodeURIComponent(ctx.path.slice('/images/'.length));
  } catch {
    return notFound(ctx, 'picture in the images folder');
  }
  const extension = extname(name).toLowerCase();
  const file = PICTURE_TYPES.has(extension) ? await fileInside(imagesDir, name) : undefined;
  if (!file) return notFound(ctx, 'picture in the images folder');
  sendPublic(ctx, await readFile(file), extension);
  // As the site serves pictures: shown, never run, even an SVG opened on its own.
  ctx.set('Content-Security-Policy', PICTURE_CSP);
}

/** Answers GET and HEAD for the site's fonts and pictures; passes every other request on. */
export function siteAssets(imagesDir: string): Middleware {
  const fonts = fontFiles();
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/fonts/')) return answerFont(ctx, fonts);
    if (ctx.path.startsWith('/images/')) return answerPicture(ctx, imagesDir);
    return next();
  };
}
