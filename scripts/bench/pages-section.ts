// The site's budgets per page: JavaScript, fonts, pictures and layout shift measured in Chromium at 390 px, and
// Lighthouse's mobile scores, in one table with each page's verdict.
import type { Browser } from 'playwright-core';
import { launchDebuggableChrome } from './chrome.ts';
import { runLighthouse, type LighthouseSummary } from './lighthouse.ts';
import { measurePage, type PageJs } from './page-js.ts';
import { table } from './table.ts';

export const BUDGET = { jsGzipKb: 90, fontKb: 60, cls: 0, performance: 95, otherCategories: 100 } as const;

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What the sections of one run share: the pages measured, the JSON report, and the budgets missed so far. */
export interface BenchRun {
  routes: string[];
  report: Record<string, unknown>;
  failures: string[];
}

export async function measureAll(
  browser: Browser,
  baseUrl: string,
  routes: string[],
  settleMs?: number,
): Promise<Map<string, PageJs>> {
  const result = new Map<string, PageJs>();
  for (const route of routes) result.set(route, await measurePage(browser, baseUrl + route, 390, settleMs));
  return result;
}

async function lighthouseAll(baseUrl: string, routes: string[], runs: number): Promise<Map<string, LighthouseSummary>> {
  const summaries = new Map<string, LighthouseSummary>();
  const chrome = await launchDebuggableChrome();
  try {
    for (const route of routes) {
      process.stdout.write(`Lighthouse ${route} (${runs} run${runs === 1 ? '' : 's'})… `);
      const summary = await runLighthouse(baseUrl + route, chrome.port, runs);
      summaries.set(route, summary);
      console.log(`performance ${summary.performanceRuns.join('/')}`);
    }
  } finally {
    await chrome.stop();
  }
  return summaries;
}

/** The budgets a page misses (a noindex page's SEO score is not held against it when that is the only reason). */
export function misses(page: PageJs, lh: LighthouseSummary | undefined, noindex: boolean): string[] {
  const missed: string[] = [];
  if (page.gzip / 1024 > BUDGET.jsGzipKb) missed.push('JS');
  if (page.fontBytes / 1024 > BUDGET.fontKb) missed.push('fonts');
  if (Math.max(page.cls, lh?.cls ?? 0) > BUDGET.cls) missed.push('CLS');
  if (!page.hydrated) missed.push('no hydration');
  if (lh) {
    if (lh.performance < BUDGET.performance) missed.push('perf');
    if (lh.accessibility < 100) missed.push('a11y');
    if (lh.bestPractices < 100) missed.push('BP');
    if (lh.seo < 100 && !(noindex && lh.failing.every((f) => f.includes('is-crawlable')))) missed.push('SEO');
  }
  return missed;
}

function budgetRow(
  route: string,
  page: PageJs,
  lh: LighthouseSummary | undefined,
  noindex: boolean,
  missed: string[],
): (string | number)[] {
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
    missed.length === 0 ? 'ok' : `MISS: ${missed.join(', ')}`,
  ];
}

const HEADERS = [
  'route',
  'LH perf (runs)',
  'a11y',
  'BP',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS LH',
  'CLS 390',
  'JS files',
  'JS KB',
  'JS KB gz',
  'font KB',
  'image KB',
  'budget',
];

/** Measures every page (and runs Lighthouse on it unless skipped), prints the budget table and notes what fell short. */
export async function pagesSection(
  browser: Browser,
  baseUrl: string,
  run: BenchRun,
  lighthouseRuns: number | undefined,
  noindex: (route: string) => boolean,
): Promise<void> {
  console.log('Measuring JavaScript and layout shift per page in Chromium (390 px)…');
  const pages = await measureAll(browser, baseUrl, run.routes);
  const lighthouse = lighthouseRuns
    ? await lighthouseAll(baseUrl, run.routes, lighthouseRuns)
    : new Map<string, LighthouseSummary>();
  const rows = run.routes.map((route) => {
    const page = pages.get(route)!;
    const lh = lighthouse.get(route);
    const missed = misses(page, lh, noindex(route));
    if (missed.length > 0) run.failures.push(`${route}: ${missed.join(', ')}`);
    return budgetRow(route, page, lh, noindex(route), missed);
  });
  console.log(
    `\nBudgets: Lighthouse mobile performance ≥ ${BUDGET.performance}, accessibility / best practices / SEO = 100, JS ≤ ${BUDGET.jsGzipKb} KB gzip per page, fonts ≤ ${BUDGET.fontKb} KB per page, CLS ${BUDGET.cls}\n`,
  );
  console.log(table(HEADERS, rows));
  if (run.routes.some(noindex))
    console.log(
      '* noindex by design (thank-you pages): Lighthouse SEO counts "page is blocked from indexing" against it.',
    );
  for (const [route, lh] of lighthouse) {
    const notes = [...lh.failing, ...lh.hints.map((h) => `performance: ${h}`)];
    if (notes.length > 0) console.log(`  ${route}: ${notes.join('; ')}`);
  }
  for (const [route, page] of pages)
    if (page.consoleErrors.length > 0) console.log(`  ${route} console errors: ${page.consoleErrors.join(' | ')}`);
  run.report.pages = Object.fromEntries(
    run.routes.map((r) => [r, { js: pages.get(r), lighthouse: lighthouse.get(r) }]),
  );
}
