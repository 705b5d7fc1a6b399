// The model in Node: reads the manifest file, and lists the hand-made downloads and the images folder from disk for the
// checks (site/node.ts joins them with the project's blocks and documents).
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { formatProblem, type Problem } from '../problems.ts';
import type { DownloadsFolder, ImagesFolder } from '../checks/index.ts';
import { JsonSyntaxError, parseJsonSource, syntaxProblems } from '../source.ts';
import { validateManifest } from '../validate.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { handMadeDownloadsDir, manifestPath } from './paths.ts';

export { manifestPath };

/** A file as messages show it: relative to the project when inside it ("site.manifest.json"), else in full. */
export function shownPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : file;
}

/** The file names in a folder (links to files included), or undefined when it does not exist. */
function filesIn(dir: string): string[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() ||
          (entry.isSymbolicLink() && statSync(`${dir}/${entry.name}`, { throwIfNoEntry: false })?.isFile()),
      )
      .map((entry) => entry.name);
  } catch {
    return undefined;
  }
}

/** The hand-made download files (./downloads). Which downloads are generated instead is the documents' to say. */
export function readHandMadeDownloads(dir = handMadeDownloadsDir()): DownloadsFolder {
  return { shown: shownPath(dir), files: filesIn(dir) };
}

/**
 * Every file under the images folder (public/images), by its path inside it, or undefined when it does not exist; with
 * the text of each SVG file, which lint checks is safe to serve.
 */
export function readImagesFolder(dir = join(process.cwd(), 'public', 'images')): ImagesFolder {
  let files: string[] | undefined;
  try {
    files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  } catch {
    return { shown: shownPath(dir), files: undefined };
  }
  const svgs = files.filter((name) => name.toLowerCase().endsWith('.svg'));
  return {
    shown: shownPath(dir),
    files,
    svgTexts: Object.fromEntries(svgs.map((name) => [name, readFileSync(join(dir, name), 'utf8')])),
  };
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
