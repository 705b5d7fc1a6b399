// Adding a hand-made download: the chosen file is copied into the downloads folder under a safe, unused name. Only PDF,
// DOCX and ZIP files are taken, up to a size limit; nothing else on disk is ever written.
import { existsSync, writeFileSync } from 'node:fs';
import { join, extname, basename } from 'node:path';
import { slugify } from '../../model/site.ts';

export const DOWNLOAD_LIMIT_BYTES = 20 * 1024 * 1024;
export const DOWNLOAD_TYPES: Record<string, string> = { '.pdf': 'pdf', '.docx': 'docx', '.zip': 'zip' };

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A file name made of lower-case letters, digits and dashes, with its extension. */
export function safeFileName(name: string): { base: string; ext: string } {
  const ext = extname(name).toLowerCase();
  const base = slugify(basename(name, extname(name)));
  return { base: base || 'download', ext };
}

export function saveHandMadeDownload(
  dir: string,
  originalName: string,
  bytes: Buffer,
): { file: string; type: string; slug: string } {
  const { base, ext } = safeFileName(originalName);
  const type = DOWNLOAD_TYPES[ext];
  if (!type) throw new UploadError(415, 'Choose a PDF, DOCX or ZIP file.');
  if (bytes.length === 0) throw new UploadError(400, 'The file is empty.');
  if (bytes.length > DOWNLOAD_LIMIT_BYTES)
    throw new UploadError(413, `The file is larger than ${DOWNLOAD_LIMIT_BYTES / 1024 / 1024} MB.`);
  let file = `${base}${ext}`;
  for (let n = 2; existsSync(join(dir, file)); n++) file = `${base}-${n}${ext}`;
  writeFileSync(join(dir, file), bytes, { flag: 'wx' });
  return { file, type, slug: base };
}
