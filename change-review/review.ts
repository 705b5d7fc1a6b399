// The change review: lint the new manifest, tell every change in words, build both versions in scratch folders to
// find exactly which pages and documents show differently, picture those pages, and write the reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkSiteText } from '../site/node.ts';
import { blockDefinitions } from '../blocks/definitions.ts';
import type { BlockDefinitions } from '../model/blocks.ts';
import { describeChanges, type Change } from '../model/changes.ts';
import { publishSpeed } from '../model/publishing.ts';
import { countProblems, formatProblem } from '../model/problems.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import type { Differences } from './compare.ts';
import { reportHtml } from './html.ts';
import { reportMarkdown } from './markdown.ts';
import type { PagePictures } from './pictures.ts';
import type { ScratchBuild } from './scratch-build.ts';
import type { Shown } from './where.ts';

export interface ReviewOptions {
  /** The project whose code builds both versions. */
  projectRoot: string;
  /** What the base is called in the report, such as "main" or "HEAD". */
  baseName: string;
  baseText: string;
  /** The manifest under review, and its name as lint messages show it. */
  text: string;
  file: string;
  /** Report folder (HTML, JSON, Markdown and images). */
  outDir: string;
  /** Take screenshots (default true). */
  pictures?: boolean;
  /** Builds already made, by manifest text (lets tests build a shared base once). */
  builds?: Map<string, Promise<ScratchBuild>>;
  /** Where scratch builds go (default a fresh temp folder, removed afterwards unless builds are shared). */
  scratchDir?: string;
  /** Keep the two builds here for the next review (the CLI uses <out>/.builds): an unchanged base is not rebuilt. */
  cacheDir?: string;
}

export interface ReviewLine extends Change {
  shown: Shown;
  /** "Shown on /, /services and in the Services Overview PDF." */
  where: string;
}

export interface ReviewReport {
  base: string;
  file: string;
  /** The new manifest's problems as `npm run lint` words them; with errors, nothing was built. */
  lint: { errors: number; warnings: number; text: string };
  changes: ReviewLine[];
  differences: Differences;
  pictures: PagePictures[];
  /** No page, document or sitemap entry shows differently. */
  noVisibleChange: boolean;
  /** How the editor would publish this change, and why (model/publishing.ts); empty when nothing changed. */
  publishing: string;
  seconds: number;
  /** Seconds spent building both versions, comparing them, and taking pictures. */
  timings: { build: number; compare: number; pictures: number };
}

const NO_DIFFERENCES: Differences = { pages: [], documents: [], sitemap: [] };

function lintText(file: string, problems: ReturnType<typeof checkSiteText>['problems']): string {
  const sorted = [
    ...problems.filter((p) => p.severity === 'error'),
    ...problems.filter((p) => p.severity === 'warning'),
  ];
  return [...sorted.map((p) => formatProblem(file, p)), `${file}: ${countProblems(problems)}.`].join('\n\n');
}

export async function review(options: ReviewOptions): Promise<ReviewReport> {
  const started = performance.now();
  rmSync(join(options.outDir, 'images'), { recursive: true, force: true });
  const { problems, manifest } = checkSiteText(options.text);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const report: ReviewReport = {
    base: options.baseName,
    file: options.file,
    lint: {
      errors,
      warnings: problems.length - errors,
      text: problems.length > 0 ? lintText(options.file, problems) : '',
    },
    changes: [],
    differences: NO_DIFFERENCES,
    pictures: [],
    noVisibleChange: true,
    publishing: '',
    seconds: 0,
    timings: { build: 0, compare: 0, pictures: 0 },
  };
  if (errors === 0 && manifest) {
    const before = JSON.parse(options.baseText) as SiteManifest;
    const changes = describeChanges(before, manifest, blockDefinitions);
    if (changes.length > 0) report.publishing = publishSpeed(changes).summary;
    // Equal manifests build equal sites: with no change in the data there is nothing to build.
    if (changes.length > 0) await compareVersions(options, report, changes, before, manifest, blockDefinitions);
  }
  report.seconds = Math.round((performance.now() - started) / 100) / 10;
  writeReports(options.outDir, report);
  return report;
}

async function compareVersions(
  options: ReviewOptions,
  report: ReviewReport,
  changes: Change[],
  before: SiteManifest,
  after: SiteManifest,
  blocks: BlockDefinitions,
): Promise<void> {
  // Loaded only when there is something to compare (they bring pdf.js, Playwright and the server), so a review that stops
  // at lint errors or finds no change answers at once.
  const [
    { compareBuilds },
    { takePictures },
    { readRendered, scanBuild },
    { buildKey, buildScratch, cachedBuild },
    { serveBuild },
    { shownInWords, whereShown },
  ] = await Promise.all([
    import('./compare.ts'),
    import('./pictures.ts'),
    import('./rendered.ts'),
    import('./scratch-build.ts'),
    import('./serve.ts'),
    import('./where.ts'),
  ]);
  const scratch = options.scratchDir ?? (options.cacheDir ? '' : mkdtempSync(join(tmpdir(), 'site-review-')));
  const buildOf = versionBuilder(options, scratch, { buildKey, buildScratch, cachedBuild });
  try {
    const seconds = lapTimer();
    // One after the other: on a small machine two builds at once are no faster, and each needs the memory.
    const beforeBuild = await buildOf(options.baseText);
    const afterBuild = await buildOf(options.text);
    report.timings.build = seconds();
    const beforeFiles = scanBuild(beforeBuild.clientDir, beforeBuild.documentsDir, before);
    const afterFiles = scanBuild(afterBuild.clientDir, afterBuild.documentsDir, after);
    const beforeRendered = await readRendered(beforeFiles, afterFiles);
    const afterRendered = await readRendered(afterFiles, beforeFiles);
    const differences = compareBuilds(beforeRendered, afterRendered);
    const shown = whereShown(
      changes,
      { manifest: before, rendered: beforeRendered },
      { manifest: after, rendered: afterRendered },
      differences,
      blocks,
    );
    report.changes = changes.map((change, i) => ({ ...change, shown: shown[i]!, where: shownInWords(shown[i]!) }));
    report.differences = differences;
    report.noVisibleChange =
      differences.pages.length === 0 && differences.documents.length === 0 && differences.sitemap.length === 0;
    report.timings.compare = seconds();
    if (options.pictures !== false && differences.pages.length > 0) {
      const aliases = new Set([...before.routes, ...after.routes].flatMap((route) => route.aliases ?? []));
      const pictured = differences.pages.filter((page) => !aliases.has(page.path) && page.path !== '/404');
      const [beforeServer, afterServer] = await Promise.all([serveBuild(beforeBuild), serveBuild(afterBuild)]);
      try {
        report.pictures = await takePictures(pictured, beforeServer.url, afterServer.url, options.outDir);
      } finally {
        await Promise.all([beforeServer.stop(), afterServer.stop()]);
      }
      report.timings.pictures = seconds();
    }
  } finally {
    if (scratch && !options.scratchDir && !options.builds) rmSync(scratch, { recursive: true, force: true });
  }
}

/** Builds each manifest text once: from the cache folder when there is one, else in a fresh scratch folder. */
function versionBuilder(
  options: ReviewOptions,
  scratch: string,
  {
    buildKey,
    buildScratch,
    cachedBuild,
  }: Pick<typeof import('./scratch-build.ts'), 'buildKey' | 'buildScratch' | 'cachedBuild'>,
): (text: string) => Promise<ScratchBuild> {
  const builds = options.builds ?? new Map<string, Promise<ScratchBuild>>();
  const keep = options.cacheDir
    ? [buildKey(options.projectRoot, options.baseText), buildKey(options.projectRoot, options.text)]
    : [];
  return (text) => {
    let build = builds.get(text);
    if (!build) {
      build = options.cacheDir
        ? cachedBuild(options.projectRoot, options.cacheDir, text, keep)
        : buildScratch(options.projectRoot, mkdtempSync(join(scratch, 'version-')), text);
      builds.set(text, build);
    }
    return build;
  };
}

/** Each call answers the seconds (to a tenth) since the previous call, or since the timer was made. */
function lapTimer(): () => number {
  let lap = performance.now();
  return () => {
    const now = performance.now();
    const spent = Math.round((now - lap) / 100) / 10;
    lap = now;
    return spent;
  };
}

function writeReports(outDir: string, report: ReviewReport): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'report.json'), JSON.stringify(report, null, 2) + '\n');
  writeFileSync(join(outDir, 'report.md'), reportMarkdown(report, '.'));
  writeFileSync(join(outDir, 'index.html'), reportHtml(report));
}
