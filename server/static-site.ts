// Serves the pre-rendered site like a file server: pages, their client-routing data and hashed assets, each in the
// precompressed encoding the client accepts (Vary: Accept-Encoding), with strong ETags and Last-Modified and 304 for
// If-None-Match / If-Modified-Since; small files come from memory. Anything else gets the 404 page.
import type { Context, Middleware } from 'koa';
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseEncoding } from './static/accept-encoding.ts';
import { SiteFiles, type Representation, type SiteFile } from './static/site-files.ts';
import type { Encoding } from './static/compressible.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;
const IMMUTABLE = `public, max-age=${ONE_YEAR}, immutable`;
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** If-None-Match matches (weak comparison, as RFC 9110 asks for GET): "*" or any listed tag with the same opaque part. */
function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** True when the client's copy is current: If-None-Match decides when present, otherwise If-Modified-Since. */
function notModified(ctx: Context, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch) return etagMatches(ifNoneMatch, etag);
  const ifModifiedSince = ctx.get('If-Modified-Since');
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

function pick(ctx: Context, file: SiteFile): [Representation, Encoding | undefined] {
  const encoding = file.varies ? chooseEncoding(ctx.get('Accept-Encoding'), [...file.encoded.keys()]) : undefined;
  return [encoding ? file.encoded.get(encoding)! : file.identity, encoding];
}

function sendRepresentation(ctx: Context, file: SiteFile, status: number, [chosen, encoding] = pick(ctx, file)): void {
  ctx.status = status;
  ctx.set('Content-Type', file.type);
  if (file.varies) ctx.set('Vary', 'Accept-Encoding');
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = chosen.body ?? createReadStream(chosen.path);
  ctx.length = chosen.size;
}

export function staticSite(clientDir: string): Middleware {
  readFileSync(join(clientDir, '404.html')); // fail at start, not on the first unknown URL, when the build is incomplete
  const files = new SiteFiles(clientDir);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();
    const file = await files.find(ctx.path);
    if (!file) {
      const notFound = await files.file('404.html');
      if (!notFound) throw new Error(`${join(clientDir, '404.html')} is missing`);
      sendRepresentation(ctx, notFound, 404);
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    const picked = pick(ctx, file);
    const [chosen] = picked;
    ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    ctx.set('ETag', chosen.etag);
    ctx.set('Last-Modified', file.lastModified.toUTCString());
    if (notModified(ctx, chosen.etag, file.lastModified)) {
      if (file.varies) ctx.set('Vary', 'Accept-Encoding');
      ctx.status = 304;
      return;
    }
    sendRepresentation(ctx, file, 200, picked);
  };
}
