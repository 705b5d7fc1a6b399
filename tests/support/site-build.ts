// A real build of a given manifest in a scratch copy of the project (change-review/scratch-build.ts), kept under
// node_modules/.cache/test-sites/<name>/<key> and reused while the project's files and the manifest are the same. The
// working tree's own dist/ is never touched by a test build.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildKey, buildScratch, type ScratchBuild } from '../../change-review/scratch-build.ts';
import { PROJECT_ROOT } from './fixture-site.ts';

export type SiteBuild = ScratchBuild;

/** Builds of other keys are kept this long, so two runs side by side (a developer's and an editor's) never pull one
 * from under the other. */
const KEEP_OTHERS_MS = 30 * 60_000;

const cacheDirOf = (name: string) => join(PROJECT_ROOT, 'node_modules', '.cache', 'test-sites', name);

function buildAt(root: string): SiteBuild {
  return { root, clientDir: join(root, 'dist', 'client'), documentsDir: join(root, 'dist', 'downloads') };
}

function removeOldBuilds(cacheDir: string, keep: string): void {
  for (const entry of readdirSync(cacheDir)) {
    const path = join(cacheDir, entry);
    if (entry !== keep && Date.now() - statSync(path).mtimeMs > KEEP_OTHERS_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Builds `manifestText` as the site `name`, or reuses the build of the same project files and manifest. A build is made
 * in a folder of its own and renamed into place when complete, so a run beside it never sees half of one.
 */
export async function buildSite(name: string, manifestText: string): Promise<SiteBuild> {
  const cacheDir = cacheDirOf(name);
  const key = buildKey(PROJECT_ROOT, manifestText);
  const root = join(cacheDir, key);
  mkdirSync(cacheDir, { recursive: true });
  removeOldBuilds(cacheDir, key);
  if (existsSync(join(root, 'dist', 'BUILD_OK'))) return buildAt(root);
  const building = join(cacheDir, `${key}.building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building);
  await buildScratch(PROJECT_ROOT, building, manifestText);
  if (existsSync(join(root, 'dist', 'BUILD_OK'))) rmSync(building, { recursive: true, force: true });
  else {
    rmSync(root, { recursive: true, force: true });
    renameSync(building, root);
  }
  return buildAt(root);
}
