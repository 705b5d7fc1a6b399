// A real build of a given manifest in a scratch copy of the project (scripts/review/scratch-build.ts), kept under
// node_modules/.cache/test-sites/<name> and reused while the project's files and the manifest are the same. The
// working tree's own dist/ is never touched by a test build.
import { join } from 'node:path';
import { cachedBuild, type ScratchBuild } from '../../scripts/review/scratch-build.ts';
import { PROJECT_ROOT } from './fixture-site.ts';

export type SiteBuild = ScratchBuild;

/** Builds `manifestText` as the site `name` (one cache slot per name), or reuses the build already there. */
export function buildSite(name: string, manifestText: string): Promise<SiteBuild> {
  return cachedBuild(PROJECT_ROOT, join(PROJECT_ROOT, 'node_modules', '.cache', 'test-sites', name), manifestText, []);
}
