// The manifest as the server needs it: the snapshot the build saved of the manifest it built the pages from (so the
// pages and /api always agree, whatever happens to the working site.manifest.json), read through the model (the same
// parser and schema as lint and the build), without the page renderer and block components the server never uses.
import { existsSync } from 'node:fs';
import { ManifestError, readManifest, shownPath } from '../model/node/load.ts';
import type { SiteManifest } from '../schema/site.types.ts';

/** The firm's name and e-mail from the manifest, for defaults read before the server starts (undefined when unreadable:
 * loadManifest then reports what is wrong). */
export function manifestContact(file: string): { firmName: string; email: string; baseUrl: string } | undefined {
  try {
    const { site } = readManifest(file);
    return { firmName: site.firmName, email: site.email, baseUrl: site.baseUrl };
  } catch {
    return undefined;
  }
}

export async function loadManifest(file: string): Promise<SiteManifest> {
  if (!existsSync(file)) {
    throw new Error(
      `${shownPath(file)} is missing: it is the manifest snapshot a build saves next to the site it built. Run \`npm run build\` (or \`npm start\`), or point CLIENT_DIR at a complete build.`,
    );
  }
  try {
    return readManifest(file);
  } catch (error) {
    if (error instanceof ManifestError)
      throw new Error(`${error.message.replace(/\n\nFix these and save;.*$/s, '')}\n\nThe server cannot start.`, {
        cause: error,
      });
    throw error;
  }
}
