// `npm run bench -- --against=REF`: every page of this build beside the same page of REF's build, measured in one run
// (JavaScript per page, and Lighthouse mobile's score, TBT, LCP and CLS, medians of --runs). Both builds are served by
// this project's server code, so only the pages differ, and measured in turns (ref, now, ref, now…) so that whatever
// else loads the machine weighs on both alike. The usual budgets are judged on the current build.
import { loadavg } from 'node:os';
import { manifestSnapshot } from '../../build/state.ts';
import type { Browser } from 'playwright-core';
import {
  COMPARISON_HEADERS,
  comparisonRow,
  loadAverageText,
  medianRun,
  mediansOf,
  summaryLines,
  type BuildFigures,
  type RouteComparison,
} from './against-figures.ts';
import { buildRef } from './against-ref.ts';
import { launchDebuggableChrome, type DebuggableChrome } from './chrome.ts';
import { runLighthouse, type LighthouseSummary } from './lighthouse.ts';
import type { BenchOptions } from './options.ts';
import { measurePage } from './page-js.ts';
import { BUDGET, misses, type BenchRun } from './pages-section.ts';
import { startBenchServer } from './server.ts';
import { table } from './table.ts';

/** One Chromium for Lighthouse, started again if a run fails (a crashed browser must not fail every later run). */
class LighthouseBrowser {
  private chrome?: DebuggableChrome;

  /** One Lighthouse run, retried once (in a fresh browser); the failure's message if the retry fails too. */
  async runOnce(url: string): Promise<LighthouseSummary | string> {
    // When Chromium dies under it, Lighthouse also rejects a promise nobody awaits: that must not end the bench.
    const stray = (reason: unknown) => process.stdout.write(`(Lighthouse: ${(reason as Error)?.message}) `);
    process.on('unhandledRejection', stray);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          this.chrome ??= await launchDebuggableChrome();
          return await runLighthouse(url, this.chrome.port, 1);
        } catch (error) {
          await this.stop();
          if (attempt === 2) return (error as Error).message;
          process.stdout.write(`(failed: ${(error as Error).message}; retrying) `);
        }
      }
    } finally {
      process.off('unhandledRejection', stray);
    }
  }

  async stop(): Promise<void> {
    const chrome = this.chrome;
    this.chrome = undefined;
    await chrome?.stop().catch(() => undefined);
  }
}

const emptyFigures = (missing: boolean): BuildFigures => ({ missing, lighthouse: [], lighthouseFailures: [] });

async function statusAndHtml(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

/** Both builds of one route: JavaScript once each (it does not vary between runs), then Lighthouse in turns. */
async function compareRoute(
  browser: Browser,
  lighthouse: LighthouseBrowser | undefined,
  urls: { ref: string; now: string },
  route: string,
  runs: number,
): Promise<RouteComparison> {
  const current = await statusAndHtml(urls.now + route);
  if (current.status !== 200) throw new Error(`${route} answers ${current.status} in the current build.`);
  const comparison: RouteComparison = {
    route,
    hasForm: /<form[\s>]/i.test(current.html),
    ref: emptyFigures((await statusAndHtml(urls.ref + route)).status === 404),
    now: emptyFigures(false),
  };
  const builds = (['ref', 'now'] as const).filter((build) => !comparison[build].missing);
  for (const build of builds) comparison[build].page = await measurePage(browser, urls[build] + route);
  if (!lighthouse) return comparison;
  process.stdout.write(`Lighthouse ${route} (${runs} run${runs === 1 ? '' : 's'} each, ref/now): `);
  for (let index = 0; index < runs; index++) {
    for (const build of builds) {
      const result = await lighthouse.runOnce(urls[build] + route);
      if (typeof result === 'string') comparison[build].lighthouseFailures.push(result);
      else comparison[build].lighthouse.push(result);
      process.stdout.write(
        `${typeof result === 'string' ? 'failed' : result.performance}${build === 'ref' ? '/' : ' '}`,
      );
    }
  }
  console.log('');
  return comparison;
}

/** The usual budgets, judged on the current build of each route, plus the notes on what fell short. */
function judgeCurrent(comparisons: RouteComparison[], run: BenchRun, noindex: (route: string) => boolean): void {
  for (const { route, now } of comparisons) {
    const lh = medianRun(now.lighthouse);
    const missed = misses(now.page!, lh, noindex(route));
    if (now.lighthouseFailures.length > 0 && !lh) missed.push('Lighthouse failed');
    if (missed.length > 0) run.failures.push(`${route}: ${missed.join(', ')}`);
    const notes = [
      ...(lh ? [...lh.failing, ...lh.hints.map((h) => `performance: ${h}`)] : []),
      ...now.lighthouseFailures.map((f) => `Lighthouse run failed: ${f}`),
      ...now.page!.consoleErrors.map((e) => `console error: ${e}`),
    ];
    if (notes.length > 0) console.log(`  ${route} now: ${notes.join('; ')}`);
  }
}

function printComparison(comparisons: RouteComparison[], label: string, load: { start: number[]; end: number[] }) {
  console.log(
    `\n${label} → now. JS: every script of the page at 390 px, gzip. Lighthouse mobile: medians of the runs.\n`,
  );
  console.log(table(COMPARISON_HEADERS, comparisons.map(comparisonRow)));
  const missing = comparisons.filter((c) => c.ref.missing).map((c) => c.route);
  if (missing.length > 0) console.log(`${'—'}: not in the reference build (404): ${missing.join(', ')}`);
  console.log('');
  for (const line of summaryLines(comparisons)) console.log(line);
  console.log(
    `Load average (1, 5, 15 min): ${loadAverageText(load.start)} at the start, ${loadAverageText(load.end)} at the end.`,
  );
}

/** Builds REF, serves it beside the current build (already served at nowUrl), compares every route, and reports. */
export async function againstSection(
  browser: Browser,
  nowUrl: string,
  run: BenchRun,
  options: BenchOptions,
  noindex: (route: string) => boolean,
): Promise<void> {
  const reference = buildRef(options.against!, manifestSnapshot);
  try {
    const refServer = await startBenchServer(reference.clientDir);
    const lighthouse = options.lighthouse ? new LighthouseBrowser() : undefined;
    const comparisons: RouteComparison[] = [];
    const load = { start: loadavg(), end: [] as number[] };
    try {
      console.log(
        `\nServers: reference ${refServer.url}, now ${nowUrl} (both this project's server code and manifest snapshot)\n`,
      );
      for (const route of run.routes)
        comparisons.push(
          await compareRoute(browser, lighthouse, { ref: refServer.url, now: nowUrl }, route, options.runs),
        );
      load.end = loadavg();
    } finally {
      await lighthouse?.stop();
      await refServer.stop();
    }
    const label = `${reference.ref} (${reference.commit.slice(0, 12)})`;
    printComparison(comparisons, label, load);
    console.log(
      `\nBudgets of the current build: Lighthouse mobile performance ≥ ${BUDGET.performance}, accessibility / best practices / SEO = 100, JS ≤ ${BUDGET.jsGzipKb} KB gzip per page, fonts ≤ ${BUDGET.fontKb} KB per page, CLS ${BUDGET.cls}`,
    );
    judgeCurrent(comparisons, run, noindex);
    run.report.budgets = BUDGET;
    run.report.against = {
      ref: reference.ref,
      commit: reference.commit,
      subject: reference.subject,
      runs: options.lighthouse ? options.runs : 0,
      loadAverage: load,
      summary: summaryLines(comparisons),
      routes: comparisons.map((c) => ({ ...c, medians: { ref: mediansOf(c.ref), now: mediansOf(c.now) } })),
    };
  } finally {
    reference.remove();
  }
}
