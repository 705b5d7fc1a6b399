// Where the project's files are, for every tool that runs in Node: one rule each, with its environment override.
import { join } from 'node:path';

/** The manifest every tool reads: site.manifest.json in the working folder, or the file SITE_MANIFEST names. */
export function manifestPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_MANIFEST || join(process.cwd(), 'site.manifest.json');
}

/** Download files made by hand (those with no document source): ./downloads, or the folder DOWNLOADS_DIR names. */
export function downloadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DOWNLOADS_DIR || join(process.cwd(), 'downloads');
}

/**
 * The sources of generated documents: scripts/downloads/content/<slug>.ts. A download whose slug has a file here
 * (and every ZIP) is written by the build, so its file exists as soon as the manifest names it.
 */
export function documentSourcesDir(): string {
  return join(process.cwd(), 'scripts', 'downloads', 'content');
}

/**
 * Build output: every file behind /api/download/{slug} (generated documents and copies of the hand-made ones),
 * written by `npm run build` to ./dist/downloads, or to the folder BUILT_DOWNLOADS_DIR names. Never tracked by git.
 */
export function builtDownloadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILT_DOWNLOADS_DIR || join(process.cwd(), 'dist', 'downloads');
}
