// An entry point (server/start-only.ts, a listing script) as one file, bundled by esbuild (the transformer tsx uses
// too) with its packages left as imports. Started by plain node it takes about 0.3–0.9 CPU-seconds, against 1.5–3
// through tsx's loader, and the server tests start dozens. It is written under node_modules, so its imports resolve as
// the sources' do. The browser and deployment tests start entries through tsx, as npm's scripts do. The cluster bench
// starts its API processes this way too.
import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { writeAtomically } from '../../model/node/write.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const bundled = new Map<string, string>();

/** The bundled file for `entry` (an absolute path), made once per process. */
export function bundledEntry(entry: string): string {
  const known = bundled.get(entry);
  if (known) return known;
  const file = join(ROOT, 'node_modules', '.cache', 'server-tests', `${basename(entry, '.ts')}.mjs`);
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'error',
  });
  mkdirSync(dirname(file), { recursive: true });
  writeAtomically(file, outputFiles[0]!.contents);
  bundled.set(entry, file);
  return file;
}
