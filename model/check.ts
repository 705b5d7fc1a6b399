// Every problem of a manifest text, in the order an editor should fix them: syntax; then the schema; then, when the
// schema passes, the checks of model/checks and the references found while resolving every page.
import { parseJsonSource, pointerSegments, syntaxProblems, JsonSyntaxError, type JsonSource } from './source.ts';
import { validateManifest } from './validate.ts';
import type { Problem } from './problems.ts';
import { runChecks, type DownloadsFolder, type ImagesFolder } from './checks/index.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import type { BlockDefinitions } from './blocks.ts';
import { createSite, type Site } from './site.ts';
import { resolvePage } from './page.ts';

export interface CheckOptions {
  /** The block types' definitions (resolve steps and hooks). */
  blocks?: BlockDefinitions;
  /** The downloads folder's listing; without it, download files are not checked. */
  downloads?: DownloadsFolder;
  /** The images folder's listing; without it, picture files are not checked. */
  images?: ImagesFolder;
}

export interface ManifestCheck {
  source?: JsonSource;
  manifest?: SiteManifest;
  site?: Site;
  problems: Problem[];
}

/** Problems of these rules cause others (two pages on one address leave links to the other address dangling): listed first. */
const CAUSES = new Set(['paths']);

function byCauseThenPosition(a: Problem, b: Problem): number {
  const rank = (p: Problem) => (CAUSES.has(p.rule ?? '') ? 0 : 1);
  return rank(a) - rank(b) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

/** The value at a JSON pointer of the manifest. */
function valueAt(manifest: unknown, pointer: string): unknown {
  let value = manifest;
  for (const key of pointerSegments(pointer))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/**
 * Resolving meets some mistakes a check already reported: the same place, or a value taken from elsewhere (the
 * contact form leads to a service's missing thank-you page). Those are reported once, where the check found them;
 * a mistake typed at another place (a wrong id in a block's own field) is kept there.
 */
function alreadyReported(checked: Problem[], manifest: unknown): (p: Problem) => boolean {
  const atPlace = new Set(checked.map((p) => `${p.pointer}|${p.code}`));
  const facts = new Set(checked.filter((p) => p.code).map((p) => `${p.code}|${String(p.value)}`));
  return (p) => {
    if (atPlace.has(`${p.pointer}|${p.code}`)) return true;
    const typed = valueAt(manifest, p.pointer);
    return facts.has(`${p.code}|${String(p.value)}`) && !(typeof typed === 'string' && typed.includes(String(p.value)));
  };
}

export function checkManifest(text: string, options: CheckOptions = {}): ManifestCheck {
  let source: JsonSource;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: syntaxProblems(error) };
  }
  const schemaProblems = validateManifest(source, undefined, options.blocks);
  if (schemaProblems.length > 0) return { source, problems: schemaProblems.sort(byCauseThenPosition) };
  const manifest = source.value as SiteManifest;
  const site = createSite(manifest, options.blocks);

  const checked = runChecks(site, source, options.downloads, options.images);

  const resolved: Problem[] = [];
  // A service's own texts are shown by many blocks: resolve them once here, so each problem in them has one place.
  const services = site.context('', resolved);
  for (const service of manifest.services) services.service(service.id);
  for (const entry of site.routes) {
    if (site.pages.get(entry.canonicalPath)?.index !== entry.index) continue; // a second page on the same path (reported by the paths check)
    try {
      resolvePage(site, entry.canonicalPath, resolved);
    } catch (error) {
      resolved.push({
        severity: 'error',
        pointer: `/routes/${entry.index}`,
        place: `page ${entry.canonicalPath}`,
        code: 'page-failed',
        message: `This page could not be prepared: ${(error as Error).message}. This is a problem in the site's code rather than in this file: tell a developer.`,
      });
    }
  }
  const reported = alreadyReported(checked, manifest);
  const references = resolved
    .filter((p) => !reported(p))
    .map((p) => ({ ...p, rule: p.rule ?? 'reference', ...source.positionOf(p.pointer) }));

  const unique = new Map([...checked, ...references].map((p) => [`${p.pointer}|${p.message}`, p]));
  return { source, manifest, site, problems: [...unique.values()].sort(byCauseThenPosition) };
}
