// The checks that run after the schema passes: things a JSON Schema cannot say, such as "this link leads to a page".
// Each check reports findings with a JSON pointer; this file adds the line, column and the place in words.
import type { Problem } from '../problems.ts';
import type { JsonSource } from '../source.ts';
import { placeInWords } from '../place.ts';
import type { Site } from '../site.ts';
import type { Check, CheckContext, DownloadsFolder, ImagesFolder } from './types.ts';
import { anchorsCheck, linksCheck } from './links.ts';
import { downloadFilesCheck } from './downloads.ts';
import { imageFilesCheck } from './images.ts';
import { pathsCheck } from './paths.ts';
import { seoCheck } from './seo.ts';
import { blockChecks } from './blocks.ts';
import { reachCheck } from './reach.ts';
import { literalsCheck } from './literals.ts';
import { hostLimitsCheck } from './host-limits.ts';

export type { Check, DownloadsFolder, ImagesFolder } from './types.ts';

/** Every check, in the order their problems are listed for one place. A new check is added here. */
export const checks: Check[] = [
  pathsCheck,
  linksCheck,
  anchorsCheck,
  downloadFilesCheck,
  imageFilesCheck,
  blockChecks,
  seoCheck,
  reachCheck,
  literalsCheck,
  hostLimitsCheck,
];

/** Runs every check on a site whose manifest passed the schema. `source` gives line and column; without it they are left out. */
export function runChecks(
  site: Site,
  source?: JsonSource,
  downloads?: DownloadsFolder,
  images?: ImagesFolder,
): Problem[] {
  const { manifest } = site;
  const problems: Problem[] = [];
  const ctx: CheckContext = {
    manifest,
    site,
    downloads,
    images,
    lineOf: (pointer) => source?.positionOf(pointer)?.line,
    report(finding) {
      problems.push({
        ...finding,
        place: placeInWords(manifest, finding.pointer, site.blocks),
        ...source?.positionOf(finding.pointer),
      });
    },
  };
  for (const check of checks) check.run(ctx);
  return problems;
}
