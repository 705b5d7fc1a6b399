// Where the project's files are, for every tool that runs in Node: one rule each, with its environment override.
import { join } from 'node:path';

/** The manifest every tool reads: site.manifest.json in the working folder, or the file SITE_MANIFEST names. */
export function manifestPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_MANIFEST || join(process.cwd(), 'site.manifest.json');
}

/** The files behind /api/download/{slug}: ./downloads, or the folder DOWNLOADS_DIR names. */
export function downloadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DOWNLOADS_DIR || join(process.cwd(), 'downloads');
}
