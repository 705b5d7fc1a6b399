// Reads site.manifest.json, validates it and builds the site. A manifest with any error never builds.
import { readFileSync, statSync } from 'node:fs';
import { parseJsonSource, JsonSyntaxError, type JsonSource } from '../../schema/json-source.ts';
import { validateManifest } from '../../schema/validate.ts';
import { countProblems, formatProblem, shownPath, type Problem } from '../../schema/problems.ts';
import { runChecks } from '../../schema/checks/index.ts';
import { linkUses } from '../../schema/checks/model.ts';
import { didYouMean } from '../../schema/checks/suggest.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { manifestPath } from './manifest-path.ts';
import { createSite, type Site } from './site.ts';
import { resolvePage } from './page-data.ts';

export { manifestPath };

export class ManifestError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    const shown = shownPath(file);
    const errors = problems.filter((p) => p.severity === 'error');
    super(
      `${shown} has ${errors.length} problem${errors.length === 1 ? '' : 's'}:\n\n` +
        errors.map((p) => formatProblem(shown, p)).join('\n\n') +
        '\n\nFix these and save; `npm run lint` checks the file again.',
    );
    this.name = 'ManifestError';
  }
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

/**
 * Every problem of the manifest: syntax; then the schema; then, when the schema passes, the checks of schema/checks
 * and the references found while resolving every page. Sorted by position in the file.
 */
export async function checkManifest(text: string): Promise<ManifestCheck> {
  let source: JsonSource;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: [{ severity: 'error', rule: 'syntax', pointer: '', place: 'the file is not valid JSON', message: error.message, ...error.position }] };
  }
  const schemaProblems = validateManifest(source);
  if (schemaProblems.length > 0) return { source, problems: schemaProblems.sort(byPosition) };
  const manifest = source.value as SiteManifest;
  const site = createSite(manifest);

  const checked = runChecks(manifest, source, { site });

  const resolved: Problem[] = [];
  for (const entry of site.routes) {
    if (site.pages.get(entry.canonicalPath)?.index !== entry.index) continue; // a second page on the same path (reported by the paths check)
    try {
      await resolvePage(site, entry.canonicalPath, resolved);
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

/** "2 errors, 1 warning" for a list of problems. */
export function summary(problems: Problem[]): string {
  return countProblems(problems);
}

let cached: { key: string; site: Site } | undefined;

/** The validated site, re-read when the file changes (so `npm run dev` follows edits). Throws ManifestError. */
export async function loadSite(file = manifestPath()): Promise<Site> {
  const stat = statSync(file);
  const key = `${file}|${stat.mtimeMs}|${stat.size}`;
  if (cached?.key === key) return cached.site;
  const result = await checkManifest(readFileSync(file, 'utf8'));
  if (result.problems.some((p) => p.severity === 'error') || !result.site) throw new ManifestError(file, result.problems);
  cached = { key, site: result.site };
  return result.site;
}
