// Where the project's files are, for every tool that runs in Node: one rule each, with its environment override.
import { dirname, join } from 'node:path';

/** The manifest every tool reads: site.manifest.json in the working folder, or the file SITE_MANIFEST names. */
export function manifestPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_MANIFEST || join(process.cwd(), 'site.manifest.json');
}

/**
 * Hand-made download files (the downloads with no document source in documents/content): ./downloads, or the folder
 * DOWNLOADS_DIR names. The editor adds uploads here.
 */
export function handMadeDownloadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DOWNLOADS_DIR || join(process.cwd(), 'downloads');
}

/**
 * Build output: every file behind /api/download/{slug} (generated documents and copies of the hand-made ones),
 * written by `npm run build` to ./dist/downloads, or to the folder BUILT_DOWNLOADS_DIR names. Never tracked by git.
 */
export function builtDownloadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILT_DOWNLOADS_DIR || join(process.cwd(), 'dist', 'downloads');
}

/** Where the build saves the manifest it built `clientDir` from: next to it (dist/site.manifest.json for dist/client). */
export function manifestSnapshotPath(clientDir: string): string {
  return join(dirname(clientDir), 'site.manifest.json');
}
