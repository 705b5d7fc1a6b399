// One call checks the site: the manifest's syntax, its schema and the model's checks with this project's block
// definitions, the pictures and hand-made downloads it names (when their folder listings are given), and what would
// stop the build writing the generated documents. Lint, the build, the dev server, the review and the editor (in the
// browser, and on the server before it saves) all call it, so they accept exactly the same manifests. Browser-safe:
// nothing here, or in what it imports, reads the disk (site/node.ts adds the folders read from disk).
import { checkManifest, type ManifestCheck } from '../model/check.ts';
import type { DownloadsFolder, ImagesFolder } from '../model/checks/index.ts';
import { documentProblems } from '../documents/check.ts';
import { documentSources } from '../documents/content/index.ts';
import { blockDefinitions } from '../blocks/definitions.ts';

/** The folders the manifest names files in, as listed by the caller; a folder left out is not checked. */
export interface SiteFolders {
  /** The hand-made download files (./downloads): the generated documents need none. */
  downloads?: DownloadsFolder;
  /** The picture files (public/images). */
  images?: ImagesFolder;
}

/** The downloads the build generates (one document source each), so they need no hand-made file. */
const generatedDownloads = Object.keys(documentSources);

/**
 * Every problem of a manifest text, in the order to fix them; once the manifest itself has no error, with what would
 * stop the documents being written. `site` and `manifest` are set when the manifest passed the schema.
 */
export function checkSite(text: string, folders: SiteFolders = {}): ManifestCheck {
  const downloads = folders.downloads && { ...folders.downloads, generated: generatedDownloads };
  const checked = checkManifest(text, { blocks: blockDefinitions, downloads, images: folders.images });
  const clean = checked.manifest !== undefined && checked.problems.every((p) => p.severity !== 'error');
  if (!clean) return checked;
  return { ...checked, problems: [...checked.problems, ...documentProblems(checked.manifest!, checked.source)] };
}
