// `npm run review -- --base <git-ref>`: what the manifest's changes since that ref (default HEAD) do to the site, in
// words and pictures. Markdown on stdout (or --json); the HTML report, images and both files in --out (default
// review/; `--help` lists the options). The two builds stay in DIR/.builds for the next run: a base that has not
// changed (nor the code) is not rebuilt.
// Exit status: 0 when the report was made; 1 with --fail-on-errors when the manifest has lint errors; 2 when the
// review could not run (no git, unknown ref, a build failed).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { manifestPath, shownPath } from '../model/node/load.ts';
import { reportMarkdown } from '../change-review/markdown.ts';
import { review } from '../change-review/review.ts';

const USAGE = `Usage: npm run review -- [options]
  --base REF         the version to compare with (default HEAD)
  --out DIR          where the HTML report, report.md, report.json and images go (default review)
  --json             the report as JSON on stdout instead of Markdown
  --no-pictures      no screenshots
  --fail-on-errors   exit 1 when the manifest has lint errors`;

/** The manifest at a git ref: the same file, or site.manifest.json when SITE_MANIFEST names a file outside the project. */
function baseManifest(ref: string, file: string): string {
  const inProject = relative(process.cwd(), file);
  const path = inProject.startsWith('..') || isAbsolute(inProject) ? 'site.manifest.json' : inProject;
  try {
    return execFileSync('git', ['show', `${ref}:./${path}`], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`Could not read ${shownPath(file)} at "${ref}" from git: ${stderr || (error as Error).message}`, {
      cause: error,
    });
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'HEAD' },
      out: { type: 'string', default: 'review' },
      json: { type: 'boolean', default: false },
      'no-pictures': { type: 'boolean', default: false },
      'fail-on-errors': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const file = manifestPath();
  const report = await review({
    projectRoot: process.cwd(),
    baseName: values.base!,
    baseText: baseManifest(values.base!, file),
    text: readFileSync(file, 'utf8'),
    file: shownPath(file),
    outDir: resolve(values.out!),
    pictures: !values['no-pictures'],
    cacheDir: resolve(values.out!, '.builds'),
  });
  process.stdout.write(
    values.json ? JSON.stringify(report, null, 2) + '\n' : reportMarkdown(report, values.out!.replace(/\/$/, '')),
  );
  return values['fail-on-errors'] && report.lint.errors > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`The review could not run: ${(error as Error).message}`);
  process.exitCode = 2;
}
