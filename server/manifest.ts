// The manifest as the server needs it: the snapshot the build saved of the manifest it built the pages from (so the
// pages and /api always agree, whatever happens to the working site.manifest.json), parsed and checked against the
// site's JSON Schema (the same validator as the build), without the page renderer and block components the server
// never uses (renderer/site/load.ts pulls those in).
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { JsonSyntaxError, parseJsonSource } from '../schema/json-source.ts';
import { formatProblem, type Problem } from '../schema/problems.ts';
import { validateManifest } from '../schema/validate.ts';
import type { SiteManifest } from '../schema/site.types.ts';

/** Where the build saves the manifest it built `clientDir` from: next to it (dist/site.manifest.json for dist/client). */
export function manifestSnapshotPath(clientDir: string): string {
  return join(dirname(clientDir), 'site.manifest.json');
}

/** The firm's name and e-mail from the manifest, for defaults read before the server starts (undefined when unreadable:
 * loadManifest then reports what is wrong). */
export function manifestContact(file: string): { firmName: string; email: string } | undefined {
  try {
    const { site } = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
    return typeof site?.email === 'string' && typeof site.firmName === 'string' ? { firmName: site.firmName, email: site.email } : undefined;
  } catch {
    return undefined;
  }
}

export async function loadManifest(file: string): Promise<SiteManifest> {
  const shown = relative(process.cwd(), file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`${shown} is missing: it is the manifest snapshot a build saves next to the site it built. Run \`npm run build\` (or \`npm start\`), or point CLIENT_DIR at a complete build.`);
  }
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
