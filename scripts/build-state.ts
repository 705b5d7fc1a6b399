// Knows whether dist/ holds a complete build of the current manifest, so nothing half-built is served.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestPath } from '../model/node/paths.ts';

export const distDir = join(process.cwd(), 'dist');
export const clientDir = join(distDir, 'client');
export const buildMarker = join(distDir, 'BUILD_OK');

export function manifestHash(): string {
  return createHash('sha256').update(readFileSync(manifestPath())).digest('hex');
}

export type BuildState = 'missing' | 'stale' | 'current';

export function buildState(): BuildState {
  if (!existsSync(buildMarker)) return 'missing';
  return readFileSync(buildMarker, 'utf8').trim() === manifestHash() ? 'current' : 'stale';
}
