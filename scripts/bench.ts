// `npm run bench`: performance budgets of every page, measured on the real build served by the real server.
//
//   Lighthouse (mobile preset, median of --runs, default 3): performance ≥ 95; accessibility, best practices, SEO 100
//   JavaScript per page (every JS response during load and hydration, gzip-compressed): ≤ 90 KB
//   Cumulative layout shift: 0
//   autocannon, 50 connections: GET / on the site server and on nginx serving the same folder (ratio ≥ 0.8), and
//   POST /api/contact (requests/s, p99 latency); refusing the worst inquiry bodies (≤ 10× a normal refusal);
//   1,000 inquiries to a local SMTP peer (≤ 10 s)
//   Where the JavaScript comes from: per page, per dependency (a source-mapped build in .bench/)
//
// Options: --routes=/,/book   --runs=1   --build (rebuild first)   --skip-lighthouse   --skip-load   --skip-analysis
//          --server-only (only the load, validation and mail figures: no browser)
//          --compare-preact=DIR (DIR/node_modules holds preact and preact-render-to-string: variant builds with react
//          aliased to preact/compat in the browser only, then for pre-rendering too; JS per page and clean hydration)
//          --compare-server-routing (a variant with Vike's server routing; with both, also preact + server routing)
//          --json=FILE (all figures as JSON)
//          --only-review (just the change review's figure: a one-price change reviewed, builds and pictures included,
//          ≤ 60 s)   --skip-review
// Variant builds go to .bench/<name>/client.
// Run it alone (`flock /tmp/site-build.lock npm run bench`): other work on the machine skews Lighthouse's CPU figures.
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { build } from './build.ts';
import { buildState, clientDir } from './build-state.ts';
import { loadSite } from '../blocks/load.ts';
import { startBenchServer } from './bench/server.ts';
import { launchDebuggableChrome } from './bench/chrome.ts';
import { runLighthouse, type LighthouseSummary } from './bench/lighthouse.ts';
import { launchMeasuringBrowser, measurePage, type PageJs } from './bench/page-js.ts';
import { serverFigures } from './bench/server-figures.ts';
import { table } from './bench/table.ts';
import { analysisBuild, attribute, type Attribution, type ChunkParts, type Variant } from './bench/analysis.ts';
import { benchReview, REVIEW_BUDGET_SECONDS } from './bench/review.ts';

export const BUDGET = { jsGzipKb: 90, fontKb: 60, cls: 0, performance: 95, otherCategories: 100 } as const;

interface Options {
  routes?: string[];
  runs: number;
  rebuild: boolean;
  lighthouse: boolean;
  load: boolean;
  analysis: boolean;
  serverOnly: boolean;
  comparePreact?: string;
  compareServerRouting: boolean;
  json?: string;
  review: boolean;
  onlyReview: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const flag = (name: string) => argv.includes(`--${name}`);
  return {
    routes: value('routes')?.split(',').filter(Boolean),
    runs: Number(value('runs') ?? 3),
    rebuild: flag('build'),
    lighthouse: !flag('skip-lighthouse'),
    load: !flag('skip-load'),
    analysis: !flag('skip-analysis'),
    serverOnly: flag('server-only'),
    comparePreact: value('compare-preact'),
    compareServerRouting: flag('compare-server-routing'),
    json: value('json'),
    review: !flag('skip-review'),
    onlyReview: flag('only-review'),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The figures a run left out, by its --skip-* options. */
function skippedFigures(options: Options): string[] {
  return [
    ...(options.lighthouse ? [] : ['Lighthouse performance, accessibility, best practices, SEO and its CLS (--skip-lighthouse)']),
    ...(options.load ? [] : ['load (--skip-load)']),
    ...(options.analysis ? [] : ['where the JavaScript comes from (--skip-analysis)']),
    ...(options.review ? [] : ['the change review (--skip-review)']),
  ];
}

/** The last line: whether the budgets were met, judged only on the figures this run measured, and what it skipped. */
function verdict(failures: string[], options: Options): string {
  const skipped = skippedFigures(options);
  const judged = options.lighthouse ? 'All budgets met.' : 'Budgets met for what was measured (JavaScript per page, layout shift at 390 px, hydration).';
  const result = failures.length === 0 ? judged : `Budgets missed:\n  ${failures.join('\n  ')}`;
  return skipped.length === 0 ? result : `Skipped, so not judged: ${skipped.join('; ')}.\n${result}`;
}

async function measureAll(browser: Browser, baseUrl: string, routes: string[], settleMs?: number): Promise<Map<string, PageJs>> {
  const result = new Map<string, PageJs>();
  for (const route of routes) result.set(route, await measurePage(browser, baseUrl + route, 390, settleMs));
  return result;
}

async function attributionFor(dir: string, pages: Map<string, PageJs>): Promise<Map<string, Attribution>> {
  const cache = new Map<string, ChunkParts>();
  return new Map([...pages].map(([route, page]) => [route, attribute(dir, page.files.map((f) => f.path), cache)]));
}

const FAMILIES = ['react + react-dom', 'preact (compat)', 'vike', 'emotion', 'radix', 'final-form', 'notistack', 'app: renderer & schema', 'app: blocks', 'other packages', 'glue (unmapped)'];

function attributionTable(pages: Map<string, PageJs>, attributions: Map<string, Attribution>): string {
  const present = FAMILIES.filter((f) => [...attributions.values()].some((a) => a.families.has(f)));
  return table(
    ['route', 'total gz', ...present],
    [...attributions].map(([route, a]) => [route, kb(pages.get(route)!.gzip), ...present.map((f) => (a.families.has(f) ? kb(a.families.get(f)!.gzip) : '-'))]),
  );
}

/** The change review section: its own figure, measured apart from the site's budgets. */
async function reviewSection(report: Record<string, unknown>, failures: string[]): Promise<void> {
  console.log('\nChange review: a one-price change reviewed (two scratch builds, comparison, pictures at 390 and 1280 px)…');
  const figure = await benchReview();
  const { build, compare, pictures } = figure.timings;
  console.log(
    table(
      ['review', 'total s', 'builds s', 'compare s', 'pictures s', 'pages', 'images', 'budget'],
      [['one price', figure.seconds, build, compare, pictures, figure.pages, figure.pictures, figure.seconds <= REVIEW_BUDGET_SECONDS ? 'ok' : `MISS: > ${REVIEW_BUDGET_SECONDS} s`]],
    ),
  );
  if (figure.seconds > REVIEW_BUDGET_SECONDS) failures.push(`change review: ${figure.seconds} s`);
  report.review = figure;
}

export async function bench(options: Options): Promise<void> {
  if (options.onlyReview) {
    const report: Record<string, unknown> = { date: new Date().toISOString() };
    const failures: string[] = [];
    await reviewSection(report, failures);
    console.log(failures.length === 0 ? '\nThe review is within its budget.' : `\nBudgets missed:\n  ${failures.join('\n  ')}`);
    report.failures = failures;
    if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
    return;
  }
  if (options.rebuild || buildState() !== 'current') {
    console.log(options.rebuild ? 'Building (--build)…' : 'No current build: building first…');
    await build();
  }
  if (options.serverOnly) return benchServerOnly(options);
  const site = await loadSite();
  const routes = options.routes ?? site.routes.map((r) => r.canonicalPath);
  const report: Record<string, unknown> = { date: new Date().toISOString(), budgets: BUDGET };
  const failures: string[] = [];

  const server = await startBenchServer(clientDir);
  const browser = await launchMeasuringBrowser();
  try {
    console.log(`\nServer: ${server.url}  (dist/client, CONTACT_RATE_LIMIT=0)\n`);
    console.log('Measuring JavaScript and layout shift per page in Chromium (390 px)…');
    const pages = await measureAll(browser, server.url, routes);

    const lighthouse = new Map<string, LighthouseSummary>();
    if (options.lighthouse) {
      const chrome = await launchDebuggableChrome();
      try {
        for (const route of routes) {
          process.stdout.write(`Lighthouse ${route} (${options.runs} run${options.runs === 1 ? '' : 's'})… `);
          const summary = await runLighthouse(server.url + route, chrome.port, options.runs);
          lighthouse.set(route, summary);
          console.log(`performance ${summary.performanceRuns.join('/')}`);
        }
      } finally {
        await chrome.stop();
      }
    }

    const rows = routes.map((route) => {
      const page = pages.get(route)!;
      const lh = lighthouse.get(route);
      const noindex = site.pages.get(route)?.noindex === true;
      const misses: string[] = [];
      if (page.gzip / 1024 > BUDGET.jsGzipKb) misses.push('JS');
      if (page.fontBytes / 1024 > BUDGET.fontKb) misses.push('fonts');
      if (Math.max(page.cls, lh?.cls ?? 0) > BUDGET.cls) misses.push('CLS');
      if (!page.hydrated) misses.push('no hydration');
      if (lh) {
        if (lh.performance < BUDGET.performance) misses.push('perf');
        if (lh.accessibility < 100) misses.push('a11y');
        if (lh.bestPractices < 100) misses.push('BP');
        if (lh.seo < 100 && !(noindex && lh.failing.every((f) => f.includes('is-crawlable')))) misses.push('SEO');
      }
      if (misses.length > 0) failures.push(`${route}: ${misses.join(', ')}`);
      return [
        route,
        lh ? `${lh.performance} (${lh.performanceRuns.join('/')})` : '-',
        lh ? lh.accessibility : '-',
        lh ? lh.bestPractices : '-',
        lh ? `${lh.seo}${noindex && lh.seo < 100 ? '*' : ''}` : '-',
        lh ? lh.lcpMs : '-',
        lh ? lh.tbtMs : '-',
        lh ? lh.cls.toFixed(3) : '-',
        page.cls.toFixed(3),
        page.files.length,
        kb(page.raw),
        kb(page.gzip),
        kb(page.fontBytes),
        kb(page.imageBytes),
        misses.length === 0 ? 'ok' : `MISS: ${misses.join(', ')}`,
      ];
    });
    console.log(`\nBudgets: Lighthouse mobile performance ≥ ${BUDGET.performance}, accessibility / best practices / SEO = 100, JS ≤ ${BUDGET.jsGzipKb} KB gzip per page, fonts ≤ ${BUDGET.fontKb} KB per page, CLS ${BUDGET.cls}\n`);
    console.log(
      table(['route', 'LH perf (runs)', 'a11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS LH', 'CLS 390', 'JS files', 'JS KB', 'JS KB gz', 'font KB', 'image KB', 'budget'], rows),
    );
    if (routes.some((route) => site.pages.get(route)?.noindex)) console.log('* noindex by design (thank-you pages): Lighthouse SEO counts "page is blocked from indexing" against it.');
    for (const [route, lh] of lighthouse) {
      const notes = [...lh.failing, ...lh.hints.map((h) => `performance: ${h}`)];
      if (notes.length > 0) console.log(`  ${route}: ${notes.join('; ')}`);
    }
    for (const [route, page] of pages) if (page.consoleErrors.length > 0) console.log(`  ${route} console errors: ${page.consoleErrors.join(' | ')}`);
    report.pages = Object.fromEntries(routes.map((r) => [r, { js: pages.get(r), lighthouse: lighthouse.get(r) }]));

    if (options.load) {
      const figures = await serverFigures(clientDir, server.url);
      failures.push(...figures.failures);
      report.server = figures;
    }
  } finally {
    await server.stop();
  }

  try {
    if (options.analysis) {
      console.log('\nWhere the JavaScript comes from (source-mapped build in .bench/analysis; KB gzip of each part alone)…');
      const dir = await analysisBuild('analysis');
      const analysisServer = await startBenchServer(dir);
      try {
        const pages = await measureAll(browser, analysisServer.url, routes, 300);
        const attributions = await attributionFor(dir, pages);
        console.log(attributionTable(pages, attributions));
        const first = attributions.get(routes[0]!);
        if (first) {
          const top = [...first.packages].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 14);
          console.log(`\nLargest parts on ${routes[0]} (KB gzip alone / raw): ${top.map(([p, s]) => `${p} ${kb(s.gzip)}/${kb(s.raw)}`).join(', ')}`);
        }
        report.attribution = Object.fromEntries(
          [...attributions].map(([r, a]) => [r, { families: Object.fromEntries(a.families), packages: Object.fromEntries(a.packages) }]),
        );
      } finally {
        await analysisServer.stop();
      }
    }

    const variants: [string, string, Variant][] = [];
    if (options.comparePreact) variants.push(['preact', `react/react-dom aliased to preact/compat in the browser bundle (preact from ${options.comparePreact})`, { preactDir: options.comparePreact }]);
    if (options.compareServerRouting) variants.push(['server-routing', "Vike's server routing (clientRouting: false)", { serverRouting: true }]);
    if (options.comparePreact) variants.push(['preact-ssr', 'preact/compat in the browser and for pre-rendering', { preactDir: options.comparePreact, preactSsr: true }]);
    if (options.comparePreact && options.compareServerRouting) variants.push(['preact+server-routing', 'preact/compat in the browser with server routing', { preactDir: options.comparePreact, serverRouting: true }]);
    report.variants = {};
    for (const [name, title, variant] of variants) {
      console.log(`\nVariant ${name}: ${title}…`);
      const dir = await analysisBuild(name, variant);
      const variantServer = await startBenchServer(dir);
      try {
        const pages = await measureAll(browser, variantServer.url, routes, 300);
        const attributions = await attributionFor(dir, pages);
        console.log(attributionTable(pages, attributions));
        const broken = [...pages].filter(([, p]) => !p.hydrated || p.consoleErrors.length > 0);
        console.log(
          broken.length === 0
            ? 'Every page hydrated without console errors.'
            : broken.map(([r, p]) => `  ${r}: ${p.hydrated ? 'hydrated' : 'DID NOT HYDRATE'}; ${p.consoleErrors.join(' | ').slice(0, 300)}`).join('\n'),
        );
        (report.variants as Record<string, unknown>)[name] = Object.fromEntries(
          [...pages].map(([r, p]) => [r, { gzip: p.gzip, hydrated: p.hydrated, consoleErrors: p.consoleErrors, families: Object.fromEntries(attributions.get(r)!.families) }]),
        );
      } finally {
        await variantServer.stop();
      }
    }
  } finally {
    await browser.close();
  }

  if (options.review) await reviewSection(report, failures);
  console.log(`
${verdict(failures, options)}`);
  report.failures = failures;
  report.skipped = skippedFigures(options);
  if (options.json) writeFileSync(options.json, JSON.stringify(report, null, 2));
}

async function benchServerOnly(options: Options): Promise<void> {
  const server = await startBenchServer(clientDir);
  let figures;
  try {
    figures = await serverFigures(clientDir, server.url);
  } finally {
    await server.stop();
  }
  console.log(figures.failures.length === 0 ? '\nAll server budgets met.' : `\nBudgets missed:\n  ${figures.failures.join('\n  ')}`);
  if (options.json) writeFileSync(options.json, JSON.stringify({ date: new Date().toISOString(), server: figures }, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await bench(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(`\nThe benchmark stopped: ${(error as Error).message}`);
    process.exit(1);
  }
}
