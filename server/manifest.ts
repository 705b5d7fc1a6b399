// The manifest as the server needs it: parsed and checked against the site's JSON Schema (the same validator as the
// build), without the page renderer and block components the server never uses (renderer/site/load.ts pulls those in).
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { JsonSyntaxError, parseJsonSource } from '../schema/json-source.ts';
import { formatProblem, type Problem } from '../schema/problems.ts';
import { validateManifest } from '../schema/validate.ts';
import type { SiteManifest } from '../schema/site.types.ts';

/** The manifest file, as the build finds it (SITE_MANIFEST overrides). */
export function serverManifestPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITE_MANIFEST || join(process.cwd(), 'site.manifest.json');
}

export async function loadManifest(file = serverManifestPath()): Promise<SiteManifest> {
  const text = await readFile(file, 'utf8');
  const shown = relative(process.cwd(), file) || file;
  let problems: Problem[];
  try {
    const source = parseJsonSource(text);
    problems = validateManifest(source)
      .filter((p) => p.severity === 'error')
      .map((p) => ({ ...p, ...source.positionOf(p.pointer) }));
    if (problems.length === 0) return source.value as SiteManifest;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    problems = [{ severity: 'error', pointer: '', place: 'the file is not valid JSON', message: error.message, ...error.position }];
  }
  throw new Error(`${shown} has ${problems.length} problem(s); the server cannot start:\n\n${problems.map((p) => formatProblem(shown, p)).join('\n\n')}`);
}
