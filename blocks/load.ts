// The model with this project's block types, in Node: what lint, the build, pre-rendering and the review call.
import { readFileSync } from 'node:fs';
import type { CheckOptions, ManifestCheck } from '../model/check.ts';
import { checkManifestText, loadSiteFile, manifestPath } from '../model/node/load.ts';
import type { Site } from '../model/site.ts';
import { loadBlockDefinitions } from './registry.ts';

/** Every problem of a manifest text, with the downloads folder on disk. */
export async function checkManifest(text: string, options: CheckOptions = {}): Promise<ManifestCheck> {
  return checkManifestText(text, await loadBlockDefinitions(), options);
}

/** Every problem of the manifest file (SITE_MANIFEST, or ./site.manifest.json). */
export async function checkManifestFile(file = manifestPath()): Promise<ManifestCheck> {
  return checkManifest(readFileSync(file, 'utf8'));
}

/** The checked site, re-read when the file changes. Throws ManifestError when the manifest has errors. */
export async function loadSite(file = manifestPath()): Promise<Site> {
  return loadSiteFile(await loadBlockDefinitions(), file);
}
