// Reads site.manifest.json, validates it and builds the site. A manifest with any error never builds.
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseJsonSource, JsonSyntaxError, type JsonSource } from '../../schema/json-source.ts';
import { validateManifest } from '../../schema/validate.ts';
import { formatProblem, type Problem } from '../../schema/problems.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { createSite, type Site } from './site.ts';
import { resolvePage } from './page-data.ts';

export function manifestPath(): string {
  return process.env.SITE_MANIFEST ?? join(process.cwd(), 'site.manifest.json');
}

export class ManifestError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    const shown = relative(process.cwd(), file) || file;
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

/** Every problem of the manifest: syntax, schema, then references on every page (only when the schema passes). */
export async function checkManifest(text: string): Promise<ManifestCheck> {
  let source: JsonSource;
  try {
    source = parseJsonSource(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { problems: [{ severity: 'error', pointer: '', place: 'the file is not valid JSON', message: error.message, ...error.position }] };
  }
  const schemaProblems = validateManifest(source);
  if (schemaProblems.length > 0) return { source, problems: schemaProblems };
  const manifest = source.value as SiteManifest;
  const site = createSite(manifest);
  const problems: Problem[] = [];
  for (const path of site.pages.keys()) await resolvePage(site, path, problems);
  const unique = new Map(problems.map((p) => [`${p.pointer}|${p.message}`, { ...p, ...source.positionOf(p.pointer) }]));
  return { source, manifest, site, problems: [...unique.values()] };
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
