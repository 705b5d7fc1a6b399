// A cache for build steps whose output depends only on their input bytes (font subsets, compressed copies), so a
// rebuild redoes only what changed. It lives in node_modules/.cache/site-build, which the change review's scratch
// copies share (they link node_modules), or in the folder SITE_BUILD_CACHE names (the build-scale bench gives its copy
// an empty one), and forgets entries unused for two weeks.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { writeAtomically } from '../model/node/write.ts';

const FORGET_AFTER_MS = 14 * 24 * 3600 * 1000;

export function cacheDir(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_BUILD_CACHE || join(root, 'node_modules', '.cache', 'site-build');
}

/** A key for the given inputs (bytes, or strings such as a library version and the options used). */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? Buffer.from(part) : part).update('\0');
  return hash.digest('hex');
}

/** The bytes made for `key` before, or made now and kept. Writes go through a rename: builds may run side by side. */
export async function cached(
  kind: string,
  key: string,
  make: () => Promise<Uint8Array>,
  root?: string,
): Promise<Buffer> {
  const dir = join(cacheDir(root), kind);
  const file = join(dir, key);
  try {
    const bytes = readFileSync(file);
    const now = new Date();
    utimesSync(file, now, now);
    return bytes;
  } catch {
    const bytes = Buffer.from(await make());
    mkdirSync(dir, { recursive: true });
    writeAtomically(file, bytes);
    return bytes;
  }
}

/** Removes entries of `kind` not used for two weeks. */
export function forgetUnused(kind: string, root?: string): void {
  const dir = join(cacheDir(root), kind);
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  const oldest = Date.now() - FORGET_AFTER_MS;
  for (const entry of entries) {
    const file = join(dir, entry);
    try {
      if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
    } catch {
      // removed meanwhile by a build running beside this one
    }
  }
}

/** Writes a build output only when its bytes change, atomically: a reader never sees it half-written. */
export function writeIfChanged(file: string, bytes: string | Uint8Array): void {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  try {
    if (readFileSync(file).equals(data)) return;
  } catch {
    // not written yet
  }
  writeAtomically(file, data);
}
