// The checks that run after the schema passes: things a JSON Schema cannot say, such as "this link leads to a page".
// Each check reports findings with a JSON pointer; this file adds the line, column and the place in words.
import type { SiteManifest } from '../site.types.ts';
import type { Problem } from '../problems.ts';
import type { JsonSource } from '../json-source.ts';
import { placeInWords } from '../place.ts';
import { createSite, type Site } from '../../renderer/site/site.ts';
import type { Check, CheckContext } from './types.ts';
import { anchorsCheck, linksCheck } from './links.ts';
import { defaultDownloadsDir, downloadFilesCheck } from './downloads.ts';
import { pathsCheck } from './paths.ts';
import { seoCheck } from './seo.ts';
import { faqCheck } from './faq.ts';
import { reachCheck } from './reach.ts';

export type { Check, CheckContext, Finding } from './types.ts';

/** Every check, in the order their problems are listed for one place. A new check is added here. */
export const checks: Check[] = [pathsCheck, linksCheck, anchorsCheck, downloadFilesCheck, faqCheck, seoCheck, reachCheck];

export interface CheckOptions {
  /** Where download files are looked for; by default DOWNLOADS_DIR, or ./downloads. */
  downloadsDir?: string;
  site?: Site;
}

/** Runs every check on a manifest that passed the schema. `source` gives line and column; without it they are left out. */
export function runChecks(manifest: SiteManifest, source?: JsonSource, options: CheckOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const ctx: CheckContext = {
    manifest,
    site: options.site ?? createSite(manifest),
    downloadsDir: options.downloadsDir ?? defaultDownloadsDir(),
    lineOf: (pointer) => source?.positionOf(pointer)?.line,
    report(finding) {
      problems.push({ ...finding, place: placeInWords(manifest, finding.pointer), ...source?.positionOf(finding.pointer) });
    },
  };
  for (const check of checks) check.run(ctx);
  return problems;
}
