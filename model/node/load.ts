// The model in Node: reads the manifest file and the downloads folder from disk, checks them, and keeps the
// site while the file is unchanged (so `npm run dev` follows edits).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { checkManifest, type CheckOptions, type ManifestCheck } from '../check.ts';
import { formatProblem, type Problem } from '../problems.ts';
import type { DownloadsFolder } from '../checks/index.ts';
import type { BlockDefinitions } from '../blocks.ts';
import type { Site } from '../site.ts';
import { JsonSyntaxError, parseJsonSource, syntaxProblems } from '../source.ts';
import { validateManifest } from '../validate.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { builtDownloadsDir, documentSourcesDir, downloadsDir, manifestPath } from './paths.ts';

export { builtDownloadsDir, downloadsDir, manifestPath };

/** A file as messages show it: relative to the project when inside it ("site.manifest.json"), else in full. */
export function shownPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/** The file names in a folder (links to files included), or undefined when it does not exist. */
function filesIn(dir: string): string[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() || (entry.isSymbolicLink() && statSync(`${dir}/${entry.name}`, { throwIfNoEntry: false })?.isFile()))
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
}

/**
 * The hand-made files of the downloads folder, and the slugs of the downloads the build generates (one document source
 * each), so a fresh clone, with nothing generated yet, checks clean.
 */
export function readDownloadsFolder(dir = downloadsDir(), sources = documentSourcesDir()): DownloadsFolder {
  const generated = (filesIn(sources) ?? []).filter((name) => name.endsWith('.ts') && name !== 'index.ts').map((name) => name.slice(0, -'.ts'.length));
  return { shown: shownPath(dir), files: filesIn(dir), generated };
}

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

/**
 * The manifest file parsed and checked against the schema, for tools that need its data but not its pages (the server,
 * the downloads generator). Same parser and validator as lint; throws ManifestError when either refuses it.
 */
export function readManifest(file = manifestPath()): SiteManifest {
  const text = readFileSync(file, 'utf8');
  let problems: Problem[];
  try {
    const source = parseJsonSource(text);
    problems = validateManifest(source);
    if (problems.length === 0) return source.value as SiteManifest;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    problems = syntaxProblems(error);
  }
  throw new ManifestError(file, problems);
}

/** Checks a manifest text with the downloads folder on disk. */
export function checkManifestText(text: string, blocks: BlockDefinitions, options: CheckOptions = {}): ManifestCheck {
  return checkManifest(text, { blocks, downloads: readDownloadsFolder(), ...options });
}

let cached: { key: string; site: Site } | undefined;

/** The checked site, re-read when the file changes. Throws ManifestError when the manifest has errors. */
export function loadSiteFile(blocks: BlockDefinitions, file = manifestPath()): Site {
  const stat = statSync(file);
  const key = `${file}|${stat.mtimeMs}|${stat.size}`;
  if (cached?.key === key && cached.site.blocks === blocks) return cached.site;
  const result = checkManifestText(readFileSync(file, 'utf8'), blocks);
  if (result.problems.some((p) => p.severity === 'error') || !result.site) throw new ManifestError(file, result.problems);
  cached = { key, site: result.site };
  return result.site;
}
