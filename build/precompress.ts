// Writes a brotli (name.br) and a gzip (name.gz) copy next to every compressible file of a built site, at the highest
// levels (done once per build, so the server never compresses per request). A copy that would not be smaller is not
// kept. Copies are kept in the build cache by content: a rebuild compresses only the files that changed.
// Usage: tsx build/precompress.ts [dir]   (default dist/client)
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODINGS, isCompressible, type Encoding } from '../model/compressible.ts';
import { cacheKey, cached, forgetUnused } from './cache.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && isCompressible(e.name)).map((e) => join(e.parentPath, e.name));
}

async function precompressFile(file: string): Promise<{ raw: number; br: number; gzip: number }> {
  const data = await readFile(file);
  const sizes = { raw: data.length, br: data.length, gzip: data.length };
  for (const { name, suffix } of ENCODINGS) {
    // zlib's version is part of the key: another version may compress the same bytes differently.
    const compressed = await cached(name, cacheKey(process.versions.zlib, process.versions.brotli ?? '', data), () =>
      COMPRESS[name](data),
    );
    if (compressed.length < data.length) {
      await writeFile(file + suffix, compressed);
      sizes[name] = compressed.length;
    } else await rm(file + suffix, { force: true });
  }
  return sizes;
}

/** Precompresses every compressible file under `dir` (a few at a time: zlib works on the thread pool). */
export async function precompress(dir: string): Promise<{ files: number; raw: number; br: number; gzip: number }> {
  const queue = await compressibleFiles(dir);
  const total = { files: queue.length, raw: 0, br: 0, gzip: 0 };
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const sizes = await precompressFile(file);
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gzip += sizes.gzip;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  for (const { name } of ENCODINGS) forgetUnused(name);
  return total;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? join(process.cwd(), 'dist', 'client');
  const total = await precompress(dir);
  const kb = (n: number) => (n / 1024).toFixed(0);
  console.log(
    `Precompressed ${total.files} files in ${dir}: ${kb(total.raw)} KB → brotli ${kb(total.br)} KB, gzip ${kb(total.gzip)} KB.`,
  );
}
