// Writes a brotli (name.br) and a gzip (name.gz) copy next to every compressible file of a built site (done once per
// build, so the server never compresses per request). A copy that would not be smaller is not kept. The copies of the
// shared assets are kept in the build cache by content (a rebuild compresses only the ones that changed); pages are
// compressed at levels that cost less than a cache lookup, so they are not kept.
// Levels: gzip at its highest; brotli at its highest (11) for the shared assets (scripts, styles: few, cached long),
// and at PAGE_BROTLI_QUALITY for the pages, one file per route, where 11 cost most of a large site's build (figures
// there).
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

/**
 * Brotli's quality for pages. Measured on the pages of the build-scale bench's 1,000-route site (45 KB of HTML each),
 * one core: quality 11 makes 8,290 B a page in 29.5 ms, 10 makes 8,463 B in 10 ms, 9 makes 9,123 B in 8.5 ms, and 5
 * makes 9,221 B in 0.47 ms (gzip 9: 9,958 B). 11 cost 15 s of a 1,000-route build on two cores, 5 costs 0.25 s; the
 * 0.9 KB more a page is 5 ms at Lighthouse's mobile 1.6 Mbit/s, and both fit TCP's first window (14.6 KB) alike.
 */
const PAGE_BROTLI_QUALITY = 5;

const isPage = (file: string) => file.endsWith('.html') || file.endsWith('.pageContext.json');

const COMPRESS: Record<Encoding, (data: Buffer, quality: number) => Promise<Buffer>> = {
  br: (data, quality) =>
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data, level) => gzipAsync(data, { level }),
};

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && isCompressible(e.name)).map((e) => join(e.parentPath, e.name));
}

/**
 * `data` compressed as `name`: from the build cache for a shared asset, made afresh for a page (at its levels a page
 * is compressed in less time, 0.5 ms, than a cache entry takes to look up or to write).
 */
async function compressedCopy(name: Encoding, data: Buffer, page: boolean): Promise<Buffer> {
  const quality =
    name === 'gzip' ? constants.Z_BEST_COMPRESSION : page ? PAGE_BROTLI_QUALITY : constants.BROTLI_MAX_QUALITY;
  if (page) return COMPRESS[name](data, quality);
  // zlib's version and the quality are part of the key: either may change the bytes made from the same input.
  const key = cacheKey(process.versions.zlib, process.versions.brotli ?? '', String(quality), data);
  return cached(name, key, () => COMPRESS[name](data, quality));
}

async function precompressFile(file: string): Promise<{ raw: number; br: number; gzip: number }> {
  const data = await readFile(file);
  const sizes = { raw: data.length, br: data.length, gzip: data.length };
  for (const { name, suffix } of ENCODINGS) {
    const compressed = await compressedCopy(name, data, isPage(file));
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
