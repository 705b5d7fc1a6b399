// Every problem of a manifest text, in the order an editor should fix them: syntax; then the schema; then, when the
// schema passes, the checks of model/checks and the references found while resolving every page.
import { parseJsonSource, JsonSyntaxError, type JsonSource } from './source.ts';
import { validateManifest } from './validate.ts';
import type { Problem } from './problems.ts';
import { runChecks, type DownloadsFolder } from './checks/index.ts';
import { linkUses } from './links.ts';
import { didYouMean } from './suggest.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import type { BlockDefinitions } from './blocks.ts';
import { createSite, type Site } from './site.ts';
import { resolvePage } from './page.ts';

export interface CheckOptions {
  /** The block types' definitions (resolve steps and hooks). */
  blocks?: BlockDefinitions;
  /** The downloads folder's listing; without it, download files are not checked. */
  downloads?: DownloadsFolder;
}

export interface ManifestCheck {
  source?: JsonSource;
  manifest?: SiteManifest;
  site?: Site;
  problems: Problem[];
}

/**
 * A reference problem found while resolving pages ("There is no service 'x'. Services are: a, b, …") says
 * "Did you mean 'y'?" instead of listing every name when one name is close.
 */
function withSuggestion(message: string): string {
  const match = /^(There is no (?:\w+ )+'([^']+)'[^.]*\.) [\w ]+ are: (.*)\.$/.exec(message);
  if (!match || /Did you mean/.test(message)) return message;
  const hint = didYouMean(match[2]!, match[3]!.split(', '));
  return hint ? `${match[1]}${hint}` : message;
}

function byPosition(a: Problem, b: Problem): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

export function checkManifest(text: string, options: CheckOptions = {}): ManifestCheck {
  let source: JsonSource;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: [{ severity: 'error', rule: 'syntax', pointer: '', place: 'the file is not valid JSON', message: error.message, ...error.position }] };
  }
  const schemaProblems = validateManifest(source, undefined, options.blocks);
  if (schemaProblems.length > 0) return { source, problems: schemaProblems.sort(byPosition) };
  const manifest = source.value as SiteManifest;
  const site = createSite(manifest, options.blocks);

  const checked = runChecks(site, source, options.downloads);

  const resolved: Problem[] = [];
  for (const entry of site.routes) {
    if (site.pages.get(entry.canonicalPath)?.index !== entry.index) continue; // a second page on the same path (reported by the paths check)
    try {
      resolvePage(site, entry.canonicalPath, resolved);
    } catch (error) {
      resolved.push({
        severity: 'error',
        pointer: `/routes/${entry.index}`,
        place: `page ${entry.canonicalPath}`,
        message: `This page could not be prepared: ${(error as Error).message}. This is a problem in the site's code rather than in this file: tell a developer.`,
      });
    }
  }
  // The links check explains every "href" more precisely than resolving does; keep one message per link.
  const hrefs = new Set(linkUses(manifest).map((use) => use.pointer));
  const references = resolved
    .filter((p) => !hrefs.has(p.pointer))
    .map((p) => ({ ...p, rule: p.rule ?? 'reference', message: withSuggestion(p.message), ...source.positionOf(p.pointer) }));

  const unique = new Map([...checked, ...references].map((p) => [`${p.pointer}|${p.message}`, p]));
  return { source, manifest, site, problems: [...unique.values()].sort(byPosition) };
}
