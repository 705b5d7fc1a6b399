// The site in Node: site/check.ts with the folders read from disk (the hand-made downloads and the pictures), for lint,
// the build, pre-rendering, the dev server, the review and the editor's server; and the downloads written to disk.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestCheck } from '../model/check.ts';
import {
  ManifestError,
  manifestPath,
  readHandMadeDownloads,
  readImagesFolder,
  readManifest,
  shownPath,
} from '../model/node/load.ts';
import { builtDownloadsDir, handMadeDownloadsDir } from '../model/node/paths.ts';
import type { Site } from '../model/site.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import { renderDownloads, type BuiltDownload } from '../documents/render.ts';
import { checkSite, type SiteFolders } from './check.ts';

/** Every problem of a manifest text, with the folders on disk unless `folders` gives their listings. */
export function checkSiteText(text: string, folders: SiteFolders = {}): ManifestCheck {
  return checkSite(text, { downloads: readHandMadeDownloads(), images: readImagesFolder(), ...folders });
}

/** Every problem of the manifest file (SITE_MANIFEST, or ./site.manifest.json), with the folders on disk. */
export function checkSiteFile(file = manifestPath()): ManifestCheck {
  return checkSiteText(readFileSync(file, 'utf8'));
}

let cached: { key: string; site: Site } | undefined;

/** The checked site, re-read when the file changes. Throws ManifestError when the site has errors. */
export function loadSite(file = manifestPath()): Site {
  const stat = statSync(file);
  const key = `${file}|${stat.mtimeMs}|${stat.size}`;
  if (cached?.key === key) return cached.site;
  const result = checkSiteFile(file);
  if (result.problems.some((p) => p.severity === 'error') || !result.site)
    throw new ManifestError(file, result.problems);
  cached = { key, site: result.site };
  return result.site;
}

/**
 * Writes every download of the manifest into outDir (created if missing): the generated documents, and copies of the
 * hand-made files from handMadeDir, so outDir alone is what the server serves. Returns what it wrote.
 */
export async function writeBuiltDownloads(
  outDir: string = builtDownloadsDir(),
  manifest: SiteManifest = readManifest(),
  handMadeDir: string = handMadeDownloadsDir(),
): Promise<BuiltDownload[]> {
  const read = (file: string) =>
    existsSync(join(handMadeDir, file)) ? readFileSync(join(handMadeDir, file)) : undefined;
  const downloads = await renderDownloads(manifest, { shown: shownPath(handMadeDir), read });
  mkdirSync(outDir, { recursive: true });
  for (const download of downloads) writeFileSync(join(outDir, download.file), download.bytes);
  return downloads;
}
