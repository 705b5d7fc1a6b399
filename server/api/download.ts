// GET /api/download/:slug: the manifest's download with that slug, streamed as an attachment from the downloads folder.
// The file name comes from the manifest only (never from the request), and its real path must still be inside the folder.
import type { Context, Middleware } from 'koa';
import { open, realpath } from 'node:fs/promises';
import { basename, isAbsolute, relative, resolve } from 'node:path';
import type { Download, SiteManifest } from '../../schema/site.types.ts';

export const DOWNLOAD_TYPES: Record<Download['type'], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** attachment; filename="…" with an RFC 5987 filename* as well when the name is not plain ASCII. */
export function attachmentDisposition(file: string): string {
  const name = basename(file);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** The real path of the download's file, or undefined when it is missing or would leave the folder. */
async function locate(downloadsDir: string, file: string): Promise<string | undefined> {
  try {
    const folder = await realpath(downloadsDir);
    const candidate = resolve(folder, file);
    if (!inside(folder, candidate)) return undefined;
    const real = await realpath(candidate);
    return inside(folder, real) ? real : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
      return undefined;
    throw error;
  }
}

/** A manifest and the downloads folder built from it. */
interface DownloadSource {
  manifest: () => Promise<SiteManifest>;
  downloadsDir: string;
}

/** `source` may depend on the request: the live release it came in under (its manifest and its own folder). */
export function downloadRoute(source: DownloadSource | ((ctx: Context) => DownloadSource)): Middleware {
  return async (ctx) => {
    const { manifest, downloadsDir } = typeof source === 'function' ? source(ctx) : source;
    const slug = ctx.params?.slug;
    const download = (await manifest()).downloads.find((d) => d.slug === slug);
    const path = download && (await locate(downloadsDir, download.file));
    if (!download || !path) {
      ctx.status = 404;
      ctx.body = { error: 'No such download.' };
      return;
    }
    // Open first, then look at what was opened: no window between checking the file and reading it.
    const handle = await open(path, 'r');
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        ctx.status = 404;
        ctx.body = { error: 'No such download.' };
        return;
      }
      ctx.status = 200;
      ctx.type = DOWNLOAD_TYPES[download.type];
      ctx.length = stat.size;
      ctx.lastModified = stat.mtime;
      ctx.set('Content-Disposition', attachmentDisposition(download.file));
      ctx.set('Cache-Control', 'public, max-age=0, must-revalidate');
      ctx.compress = false;
      ctx.body = handle.createReadStream();
    } catch (error) {
      await handle.close();
      throw error;
    }
  };
}
