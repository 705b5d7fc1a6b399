// Knows whether dist/ holds a complete build of the current manifest, so nothing half-built is served. A complete
// build has its marker (written last) and the snapshot of the manifest it was built from, which the server reads.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestPath } from '../model/node/paths.ts';
import { manifestSnapshotPath } from '../model/node/paths.ts';

export const distDir = join(process.cwd(), 'dist');
export const clientDir = join(distDir, 'client');
export const buildMarker = join(distDir, 'BUILD_OK');
/** The live link publishing switches (`npm run admin`): dist/live → releases/<key>, each a complete build. */
export const liveLink = join(distDir, 'live');
export const manifestSnapshot = manifestSnapshotPath(clientDir);

export function manifestHash(text: string | Buffer = readFileSync(manifestPath())): string {
  return createHash('sha256').update(text).digest('hex');
}

export type BuildState = 'missing' | 'stale' | 'current';

/** A finished build is in dist/ (whatever manifest it came from): safe to serve. */
export function hasCompleteBuild(): boolean {
  return existsSync(buildMarker) && existsSync(manifestSnapshot);
}

export function buildState(): BuildState {
  if (!existsSync(buildMarker)) return 'missing';
  // A build from before manifest snapshots is rebuilt: the server needs the snapshot.
  if (!existsSync(manifestSnapshot)) return 'stale';
  return readFileSync(buildMarker, 'utf8').trim() === manifestHash() ? 'current' : 'stale';
}
