// Adding a hand-made download: the chosen file is copied into the downloads folder under a safe name. Only PDF,
// DOCX and ZIP files are taken, up to a size limit; nothing else on disk is ever written. The name is checked before
// any of the body is read, and a name already there in any form (a file, a folder, a link, even a dangling one) is
// refused (409): never written over or through.
import { lstatSync, writeFileSync } from 'node:fs';
import { join, extname, basename } from 'node:path';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { slugify } from '../../model/site.ts';
import { RequestError } from './json-body.ts';

const DOWNLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
const DOWNLOAD_NAME_LIMIT = 100;
const DOWNLOAD_TYPES: Record<string, string> = { '.pdf': 'pdf', '.docx': 'docx', '.zip': 'zip' };
const LIMIT_IN_WORDS = `${DOWNLOAD_LIMIT_BYTES / 1024 / 1024} MB`;

/** A file name made of lower-case letters, digits and dashes, with its extension. */
function safeFileName(name: string): { base: string; ext: string } {
  const ext = extname(name).toLowerCase();
  const base = slugify(basename(name, extname(name)));
  return { base: base || 'download', ext };
}

/** The upload's name and type, from `?name=`, refused with a 4xx before its body is read. */
function checkedName(name: unknown): { base: string; ext: string; type: string } {
  if (typeof name !== 'string' || name === '')
    throw new RequestError(400, 'Give the file name once, in the address: /api/downloads?name=<file name>.');
  if (name.length > DOWNLOAD_NAME_LIMIT)
    throw new RequestError(
      400,
      `The file name is ${name.length} characters long; rename the file to at most ${DOWNLOAD_NAME_LIMIT} characters.`,
    );
  const { base, ext } = safeFileName(name);
  const type = DOWNLOAD_TYPES[ext];
  if (!type) throw new RequestError(415, 'Choose a PDF, DOCX or ZIP file.');
  return { base, ext, type };
}

/** Whether anything at all is at this path: lstat sees a link itself, even one pointing nowhere. */
function isTaken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function readBody(ctx: Context): Promise<Buffer> {
  if (Number(ctx.get('content-length')) > DOWNLOAD_LIMIT_BYTES)
    throw new RequestError(413, `The file is larger than ${LIMIT_IN_WORDS}.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > DOWNLOAD_LIMIT_BYTES) throw new RequestError(413, `The file is larger than ${LIMIT_IN_WORDS}.`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) throw new RequestError(400, 'The file is empty.');
  return Buffer.concat(chunks);
}

const alreadyThere = (file: string) =>
  new RequestError(409, `${file} is already in the downloads folder. Rename your file, or remove the old one first.`);

/** Writes the bytes as a new file, never over or through anything already there (`wx` refuses even a dangling link). */
function saveAsNewFile(path: string, file: string, bytes: Buffer): void {
  try {
    writeFileSync(path, bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw alreadyThere(file);
    throw error;
  }
}

export function downloadRoutes(
  router: Router,
  dir: string,
  uploaded?: (ctx: Context, file: string) => Promise<void> | void,
): void {
  router.post('/api/downloads', async (ctx) => {
    const { base, ext, type } = checkedName(ctx.query.name);
    const file = `${base}${ext}`;
    // Checked before the body is read, and again by the write itself.
    if (isTaken(join(dir, file))) throw alreadyThere(file);
    saveAsNewFile(join(dir, file), file, await readBody(ctx));
    ctx.body = { file, type, slug: base };
    await uploaded?.(ctx, file);
  });
}
