// The build-scale bench: a 1,000-route site generated from the live manifest (build-scale-site.ts), built in a copy of
// the project from an empty build cache (cold, as in CI or on a fresh clone), then again with the cache and the
// generated fonts and pictures kept and dist/ removed (warm). Prints the time of each stage of the build, the total and
// the peak memory of the build's processes, and the machine's load average before and after.
// Alone: npx tsx scripts/bench/build-scale.ts [--routes 1000] [--from <project folder>] [--keep]
import { mkdtempSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { SiteManifest } from '../../schema/site.types.ts';
import { scaledManifest } from './build-scale-site.ts';
import { prepareScratch } from '../../change-review/scratch-build.ts';
import { timedBuild, type BuildRun } from './build-scale-run.ts';
import { table } from './table.ts';

/** The cold build's budget for 1,000 routes (issue 27). */
const COLD_BUDGET_MS = 20_000;

const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

export interface BuildScaleOptions {
  /** Routes in the generated site (1,000). */
  routes?: number;
  /** The project whose files are built (this one); its manifest is the one scaled. A git worktree works too. */
  projectRoot?: string;
  /** Leaves the copy on disk and says where. */
  keep?: boolean;
}

export interface BuildScaleFigures {
  routes: number;
  loadAverage: { start: number[]; end: number[] };
  cold: BuildRun;
  warm: BuildRun;
  failures: string[];
}

const seconds = (ms: number | undefined) => (ms === undefined ? '–' : (ms / 1000).toFixed(1));
const loadText = (load: number[]) => load.map((n) => n.toFixed(2)).join(' ');

function report(figures: BuildScaleFigures): string {
  const { cold, warm } = figures;
  const stages = [...new Set([...Object.keys(cold.stages), ...Object.keys(warm.stages)])];
  const known = (run: BuildRun) => Object.values(run.stages).reduce((a, b) => a + b, 0);
  const rows: (string | number)[][] = stages.map((s) => [s, seconds(cold.stages[s]), seconds(warm.stages[s])]);
  rows.push(['other (start-up, writes)', seconds(cold.totalMs - known(cold)), seconds(warm.totalMs - known(warm))]);
  rows.push(['total', seconds(cold.totalMs), seconds(warm.totalMs)]);
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  rows.push(['CPU time (user + system)', seconds(cold.cpuMs), seconds(warm.cpuMs)]);
  rows.push(['peak memory (process tree)', mb(cold.peakRssBytes), mb(warm.peakRssBytes)]);
  const largest = (run: BuildRun) => (run.largestRssBytes === undefined ? '–' : mb(run.largestRssBytes));
  rows.push(['peak memory (largest process)', largest(cold), largest(warm)]);
  return table([`stage (${figures.routes} routes), s`, 'cold', 'warm'], rows);
}

/** Builds the generated site cold, then warm, in a scratch copy; prints and returns the figures. */
export async function buildScaleSection(options: BuildScaleOptions = {}): Promise<BuildScaleFigures> {
  const routes = options.routes ?? 1000;
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'site.manifest.json'), 'utf8')) as SiteManifest;
  const top = mkdtempSync(join(tmpdir(), 'build-scale-'));
  const root = join(top, 'site');
  const cache = join(top, 'cache');
  console.log(`\nBuild at scale: ${routes} routes generated from ${join(projectRoot, 'site.manifest.json')}`);
  const start = loadavg();
  console.log(`Load average at the start: ${loadText(start)}`);
  try {
    prepareScratch(
      projectRoot,
      root,
      JSON.stringify(scaledManifest(manifest, routes), null, 2),
      join(PROJECT_ROOT, 'node_modules'),
    );
    mkdirSync(cache);
    const cold = await timedBuild(root, cache);
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    const warm = await timedBuild(root, cache);
    const end = loadavg();
    const failures =
      routes === 1000 && cold.totalMs > COLD_BUDGET_MS
        ? [`cold build of 1,000 routes: ${seconds(cold.totalMs)} s (budget ${seconds(COLD_BUDGET_MS)} s)`]
        : [];
    const figures: BuildScaleFigures = { routes, loadAverage: { start, end }, cold, warm, failures };
    console.log(`\n${report(figures)}\nLoad average at the end: ${loadText(end)}`);
    return figures;
  } finally {
    if (options.keep) console.log(`The copy is kept in ${top}`);
    else rmSync(top, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { routes: { type: 'string' }, from: { type: 'string' }, keep: { type: 'boolean' } },
  });
  const figures = await buildScaleSection({
    routes: values.routes ? Number(values.routes) : undefined,
    projectRoot: values.from,
    keep: values.keep,
  });
  if (figures.failures.length > 0) {
    console.log(`\nBudget missed: ${figures.failures.join('; ')}`);
    process.exitCode = 1;
  }
}
