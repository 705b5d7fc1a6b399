// The manifest as the server needs it: read through the model (the same parser and schema as lint and the build),
// without the page renderer and block components the server never uses.
import { ManifestError, readManifest } from '../model/node/load.ts';
import { manifestPath } from '../model/node/paths.ts';
import type { SiteManifest } from '../schema/site.types.ts';

/** The firm's name and e-mail from the manifest, for defaults read before the server starts (undefined when unreadable:
 * loadManifest then reports what is wrong). */
export function manifestContact(file = manifestPath()): { firmName: string; email: string } | undefined {
  try {
    const { site } = readManifest(file);
    return { firmName: site.firmName, email: site.email };
  } catch {
    return undefined;
  }
}

export async function loadManifest(file = manifestPath()): Promise<SiteManifest> {
  try {
    return readManifest(file);
  } catch (error) {
    if (error instanceof ManifestError) throw new Error(`${error.message.replace(/\n\nFix these and save;.*$/s, '')}\n\nThe server cannot start.`);
    throw error;
  }
}
