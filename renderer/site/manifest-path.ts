import { join } from 'node:path';

/** The manifest every tool reads: site.manifest.json in the working folder, or the file SITE_MANIFEST names. */
export function manifestPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_MANIFEST || join(process.cwd(), 'site.manifest.json');
}
