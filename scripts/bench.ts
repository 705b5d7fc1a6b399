// `npm run bench`: performance budgets of every page, measured on the real build served by the real server
// (`npm run bench -- --help` lists the options).
//
//   Lighthouse (mobile preset, median of --runs, default 3): performance ≥ 95; accessibility, best practices, SEO 100
//   JavaScript per page (every JS response during load and hydration, gzip-compressed): ≤ 90 KB
//   Cumulative layout shift: 0
//   autocannon, 50 connections: GET / on the site server and on nginx serving the same folder (ratio ≥ 0.8), and
//   POST /api/contact (requests/s, p99 latency); refusing the worst inquiry bodies (≤ 10× a normal refusal);
//   1,000 inquiries to a local SMTP peer (≤ 10 s)
//   Against a git ref (--against=REF): each page beside REF's build of it, in one run (JS gzip, Lighthouse's score,
//   TBT, LCP, CLS; medians of --runs), REF built in a temporary git worktree, in place of the pages table
//   Where the JavaScript comes from: per page, per dependency (a source-mapped build in .bench/)
//   The change review: a one-price change reviewed, builds and pictures included (≤ 60 s)
//   The editor online (--only-admin): sign-in and save latency, the local editor's save as the reference
//   The build at scale (--only-build-scale): a generated 1,000-route site, cold and warm, per stage (cold ≤ 20 s)
//   Publishing (--only-publish): click → live for a price and an FAQ change (≤ 60 s), rollback → live (≤ 10 s), no
//   visitor's request failed meanwhile; on a copy of the project with the live manifest
//   The cluster (--cluster): 10,000 inquiries through nginx to two API processes over one PostgreSQL, one killed every
//   few seconds and PostgreSQL restarted once; inquiries/s and mails/s beside one process; each 202 mailed exactly once
import { writeFileSync } from 'node:fs';
import { build } from './build.ts';
import { buildState, clientDir } from '../build/state.ts';
import { loadSite } from '../site/node.ts';
import { againstSection } from './bench/against.ts';
import { analysisSection, variantsSection } from './bench/attribution-section.ts';
import { parseBenchArgs, skippedFigures, USAGE, verdict, type BenchOptions } from './bench/options.ts';
import { launchMeasuringBrowser } from './bench/page-js.ts';
import { BUDGET, pagesSection, type BenchRun } from './bench/pages-section.ts';
import { reviewSection } from './bench/review.ts';
import { adminSection } from './bench/admin.ts';
import { publishSection } from './bench/publish.ts';
import { buildScaleSection } from './bench/build-scale.ts';
import { clusterSection } from './bench/cluster-section.ts';
import { serverFigures } from './bench/server-figures.ts';
import { startBenchServer } from './bench/server.ts';

function writeJson(options: BenchOptions, report: Record<string, unknown>): void {
  if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
}

async function benchReviewOnly(options: BenchOptions): Promise<void> {
  const run: BenchRun = { routes: [], report: { date: new Date().toISOString() }, failures: [] };
  await reviewSection(run);
  console.log(
    run.failures.length === 0
      ? '\nThe review is within its budget.'
      : `\nBudgets missed:\n  ${run.failures.join('\n  ')}`,
  );
  writeJson(options, { ...run.report, failures: run.failures });
}

async function benchServerOnly(options: BenchOptions): Promise<void> {
  const server = await startBenchServer(clientDir);
  let figures;
  try {
    figures = await serverFigures(clientDir, server.url);
  } finally {
    await server.stop();
  }
  console.log(
    figures.failures.length === 0
      ? '\nAll server budgets met.'
      : `\nBudgets missed:\n  ${figures.failures.join('\n  ')}`,
  );
  writeJson(options, { date: new Date().toISOString(), server: figures });
}

export async function bench(options: BenchOptions): Promise<void> {
  if (options.onlyReview) return benchReviewOnly(options);
  if (options.onlyBuildScale) {
    writeJson(options, { date: new Date().toISOString(), buildScale: await buildScaleSection() });
    return;
  }
  if (options.onlyPublish) {
    writeJson(options, { date: new Date().toISOString(), publish: await publishSection() });
    return;
  }
  if (options.cluster) {
    writeJson(options, { date: new Date().toISOString(), cluster: await clusterSection() });
    return;
  }
  if (options.rebuild || buildState() !== 'current') {
    console.log(options.rebuild ? 'Building (--build)…' : 'No current build: building first…');
    await build();
  }
  if (options.serverOnly) return benchServerOnly(options);
  if (options.onlyAdmin) {
    writeJson(options, { date: new Date().toISOString(), admin: await adminSection() });
    return;
  }
  const site = await loadSite();
  const routes = options.routes ?? site.routes.map((r) => r.canonicalPath);
  const run: BenchRun = { routes, report: { date: new Date().toISOString(), budgets: BUDGET }, failures: [] };
  const noindex = (route: string) => site.pages.get(route)?.noindex === true;

  const server = await startBenchServer(clientDir);
  const browser = await launchMeasuringBrowser();
  try {
    try {
      console.log(`\nServer: ${server.url}  (dist/client, CONTACT_RATE_LIMIT=0)\n`);
      if (options.against) await againstSection(browser, server.url, run, options, noindex);
      else await pagesSection(browser, server.url, run, options.lighthouse ? options.runs : undefined, noindex);
      if (options.load) {
        const figures = await serverFigures(clientDir, server.url);
        run.failures.push(...figures.failures);
        run.report.server = figures;
      }
    } finally {
      await server.stop();
    }
    if (options.analysis) await analysisSection(browser, run);
    await variantsSection(browser, run, options);
  } finally {
    await browser.close();
  }

  if (options.review) await reviewSection(run);
  console.log(`\n${verdict(run.failures, options)}`);
  writeJson(options, { ...run.report, failures: run.failures, skipped: skippedFigures(options) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
  } else {
    try {
      await bench(parseBenchArgs(argv));
    } catch (error) {
      console.error(`\nThe benchmark stopped: ${(error as Error).message}`);
      process.exit(1);
    }
  }
}
