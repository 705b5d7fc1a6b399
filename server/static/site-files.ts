// The files of the pre-rendered site, found by URL path and kept in memory when small, each with its precompressed
// copies (name.br, name.gz written by the build), a strong ETag per representation and its Last-Modified time.
// A cached file is checked against the disk (one stat) at most once a second, so a new build is picked up.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { existsSync, type Stats } from 'node:fs';
import { extname, join, posix, relative, sep } from 'node:path';
import { ENCODINGS, isCompressible, type Encoding } from '../../model/compressible.ts';

/** Files up to this size are held in memory; larger ones are streamed from disk. */
export const MEMORY_LIMIT_BYTES = 1024 * 1024;
const RECHECK_MS = 1_000;
/** Most URL paths remembered; the site has a few hundred files, so this only bounds what odd URLs could add. */
const MAX_ENTRIES = 10_000;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export interface Representation {
  /** The bytes when held in memory; otherwise `path` is streamed. */
  body?: Buffer;
  path: string;
  size: number;
  etag: string;
}

export interface SiteFile {
  path: string;
  /** The file's own address, from its place in the build ("/assets/entry-abc.js"), however the request wrote it:
   * what decides its caching and CSP. */
  servedAs: string;
  type: string;
  lastModified: Date;
  /** Last-Modified as sent. */
  lastModifiedHttp: string;
  identity: Representation;
  /** Precompressed copies present on disk, in the server's order of preference. */
  encoded: Map<Encoding, Representation>;
  /** True when the response depends on Accept-Encoding (the file has precompressed copies). */
  varies: boolean;
  mtimeMs: number;
  size: number;
  checkedAt: number;
}

async function statFile(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** A strong validator: a content hash for files in memory; size and time (as nginx does) for streamed ones. */
async function representation(path: string, stats: Stats, suffix: string): Promise<Representation> {
  if (stats.size > MEMORY_LIMIT_BYTES) {
    return {
      path,
      size: stats.size,
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`,
    };
  }
  const body = await readFile(path);
  return {
    body,
    path,
    size: body.length,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`,
  };
}

/** The address of a file inside the build, with forward slashes ("/about/index.html"). */
function servedAs(root: string, path: string): string {
  return `/${relative(root, path).split(sep).join('/')}`;
}

async function loadFile(root: string, path: string, stats: Stats): Promise<SiteFile> {
  const encoded = new Map<Encoding, Representation>();
  if (isCompressible(path)) {
    for (const { name, suffix } of ENCODINGS) {
      const copy = await statFile(path + suffix);
      // A copy older than its file is left over from an earlier build: not the same content.
      if (copy && copy.mtimeMs >= stats.mtimeMs)
        encoded.set(name, await representation(path + suffix, copy, `-${name}`));
    }
  }
  return {
    path,
    servedAs: servedAs(root, path),
    type: CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    lastModified: new Date(Math.floor(stats.mtimeMs / 1000) * 1000),
    lastModifiedHttp: new Date(stats.mtimeMs).toUTCString(),
    identity: await representation(path, stats, ''),
    encoded,
    varies: encoded.size > 0,
    mtimeMs: stats.mtimeMs,
    size: stats.size,
    checkedAt: Date.now(),
  };
}

/**
 * The file a URL path names inside `root`, or undefined: decoded, normalised (so it cannot climb out of the root),
 * no hidden segments, and a folder means its index.html.
 */
export function candidatePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || !decoded.startsWith('/')) return undefined;
  const normalised = posix.normalize(decoded);
  if (normalised.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  return join(root, normalised.endsWith('/') ? `${normalised}index.html` : normalised);
}

/** Whether the build wrote precompressed copies (checked on its 404 page, which every build has). */
export function hasPrecompressedCopies(root: string): boolean {
  return ENCODINGS.some(({ suffix }) => existsSync(join(root, `404.html${suffix}`)));
}

export class SiteFiles {
  /** URL path → file path, for URLs that named a file; the files themselves are held once each, by path. */
  private readonly byUrl = new Map<string, string>();
  private readonly byPath = new Map<string, SiteFile>();
  private readonly loading = new Map<string, Promise<SiteFile | undefined>>();

  constructor(private readonly root: string) {}

  /** The file for a URL path, or undefined when there is none. */
  async find(urlPath: string): Promise<SiteFile | undefined> {
    const known = this.byUrl.get(urlPath);
    const file = known ? await this.current(known) : undefined;
    if (file) return file;
    this.byUrl.delete(urlPath);
    const path = await this.locate(urlPath);
    const found = path ? await this.current(path) : undefined;
    if (found) {
      if (this.byUrl.size >= MAX_ENTRIES) this.byUrl.delete(this.byUrl.keys().next().value!);
      this.byUrl.set(urlPath, found.path);
    }
    return found;
  }

  /** The file for a URL path when it is in memory and was checked against the disk within the last second. */
  cached(urlPath: string): SiteFile | undefined {
    const path = this.byUrl.get(urlPath);
    const file = path === undefined ? undefined : this.byPath.get(path);
    return file && Date.now() - file.checkedAt < RECHECK_MS ? file : undefined;
  }

  /** A file by its path relative to the root (e.g. 404.html). */
  async file(name: string): Promise<SiteFile | undefined> {
    return this.find(`/${name}`);
  }

  /** The file at `path` as it is on disk now (checked at most once a second); concurrent loads of one file share one. */
  private current(path: string): Promise<SiteFile | undefined> | SiteFile {
    const cached = this.byPath.get(path);
    if (cached && Date.now() - cached.checkedAt < RECHECK_MS) return cached;
    let pending = this.loading.get(path);
    if (!pending) {
      pending = this.reload(path, cached).finally(() => this.loading.delete(path));
      this.loading.set(path, pending);
    }
    return pending;
  }

  private async reload(path: string, cached: SiteFile | undefined): Promise<SiteFile | undefined> {
    const stats = await statFile(path);
    if (!stats) {
      this.byPath.delete(path);
      return undefined;
    }
    if (cached && stats.mtimeMs === cached.mtimeMs && stats.size === cached.size) {
      cached.checkedAt = Date.now();
      return cached;
    }
    const file = await loadFile(this.root, path, stats);
    this.byPath.set(path, file);
    return file;
  }

  /** The file path a URL names, when it is a file: the path itself, or its folder's index.html. */
  private async locate(urlPath: string): Promise<string | undefined> {
    const path = candidatePath(this.root, urlPath);
    if (!path) return undefined;
    if (await statFile(path)) return path;
    if (urlPath.endsWith('/')) return undefined;
    const index = join(path, 'index.html');
    return (await statFile(index)) ? index : undefined;
  }
}
