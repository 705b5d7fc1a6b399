// The manifest as the server needs it: parsed and checked against the site's JSON Schema (the same validator as the
// build), without the page renderer and block components the server never uses (renderer/site/load.ts pulls those in).
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { manifestPath } from '../renderer/site/manifest-path.ts';
import { JsonSyntaxError, parseJsonSource } from '../schema/json-source.ts';
import { formatProblem, type Problem } from '../schema/problems.ts';
import { validateManifest } from '../schema/validate.ts';
import type { SiteManifest } from '../schema/site.types.ts';

/** The firm's name and e-mail from the manifest, for defaults read before the server starts (undefined when unreadable:
 * loadManifest then reports what is wrong). */
export function manifestContact(file = manifestPath()): { firmName: string; email: string } | undefined {
  try {
    const { site } = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
    return typeof site?.email === 'string' && typeof site.firmName === 'string' ? { firmName: site.firmName, email: site.email } : undefined;
  } catch {
    return undefined;
  }
}

export async function loadManifest(file = manifestPath()): Promise<SiteManifest> {
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
