// Serves the pre-rendered site like a file server: pages, their client-routing data and hashed assets, each in the
// precompressed encoding the client accepts (Vary: Accept-Encoding), with strong ETags and Last-Modified and 304 for
// If-None-Match / If-Modified-Since; small files come from memory. Anything else gets the 404 page. Each request is
// answered from the site `siteOf` gives it (the live release it came in under).
import type { Context, Middleware } from 'koa';
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileReply, notFoundReply, type RequestHeaders } from './static/reply.ts';
import type { SiteFiles } from './static/site-files.ts';
import { NOT_FOUND } from '../model/serving.ts';

const NOT_FOUND_FILE = NOT_FOUND.page.slice(1);

interface ServedSite {
  files: SiteFiles;
  clientDir: string;
}

export function staticSite(siteOf: (ctx: Context) => ServedSite, clientDirAtStart: string): Middleware {
  readFileSync(join(clientDirAtStart, NOT_FOUND_FILE)); // fail at start, not on the first unknown URL, when the build is incomplete
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();
    const { files, clientDir } = siteOf(ctx);
    const request = ctx.headers as RequestHeaders;
    const file = await files.find(ctx.path);
    let reply;
    if (file) reply = fileReply(file, request);
    else {
      const notFound = await files.file(NOT_FOUND_FILE);
      if (!notFound) throw new Error(`${join(clientDir, NOT_FOUND_FILE)} is missing`);
      reply = notFoundReply(notFound, request);
    }
    ctx.status = reply.status;
    ctx.set(reply.headers);
    const { representation } = reply;
    if (representation) ctx.body = representation.body ?? createReadStream(representation.path);
  };
}
