// The side-by-side figures of `npm run bench -- --against=REF`: medians, the table's cells and the summary lines.
import { describe, expect, it } from 'vitest';
import {
  comparisonRow,
  median,
  medianRun,
  mediansOf,
  summaryLines,
  type BuildFigures,
  type RouteComparison,
} from '../../scripts/bench/against-figures.ts';
import type { LighthouseSummary } from '../../scripts/bench/lighthouse.ts';
import type { PageJs } from '../../scripts/bench/page-js.ts';
import { parseBenchArgs } from '../../scripts/bench/options.ts';

const lighthouseRun = (performance: number, tbtMs: number, lcpMs: number, cls = 0): LighthouseSummary => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  performanceRuns: [performance],
  lcpMs,
  tbtMs,
  cls,
  failing: [],
  hints: [],
});

const page = (gzipKb: number, cls = 0) =>
  ({
    gzip: gzipKb * 1024,
    cls,
    files: [],
    raw: 0,
    hydrated: true,
    consoleErrors: [],
    fontBytes: 0,
    imageBytes: 0,
  }) as PageJs;

const built = (gzipKb: number, runs: LighthouseSummary[]): BuildFigures => ({
  missing: false,
  page: page(gzipKb),
  lighthouse: runs,
  lighthouseFailures: [],
});

describe('bench --against', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeUndefined();
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 200, 300])).toBe(250);
  });

  it('counts a score of 100 over an even number of runs only if both middle runs scored 100', () => {
    expect(mediansOf(built(20, [lighthouseRun(100, 0, 1), lighthouseRun(99, 0, 1)])).performance).toBe(99);
  });

  it('judges the budgets on the run with the median score', () => {
    expect(medianRun([lighthouseRun(99, 0, 1), lighthouseRun(90, 0, 2), lighthouseRun(95, 0, 3)])?.lcpMs).toBe(3);
  });

  it('shows each figure reference → now, with the TBT ratio and the worst layout shift', () => {
    const comparison: RouteComparison = {
      route: '/book',
      hasForm: true,
      ref: built(77.04, [lighthouseRun(85, 800, 2500), lighthouseRun(88, 600, 2400), lighthouseRun(90, 400, 2300)]),
      now: built(40.96, [
        lighthouseRun(100, 100, 1200),
        lighthouseRun(99, 50, 1300, 0.002),
        lighthouseRun(100, 0, 1100),
      ]),
    };
    expect(comparisonRow(comparison)).toEqual([
      '/book (form)',
      '77.0 → 41.0',
      '600 → 50 (0.08)',
      '2400 → 1200',
      '88 → 100',
      '0.002',
    ]);
  });

  it('marks a page the reference did not have, and Lighthouse runs that all failed', () => {
    const comparison: RouteComparison = {
      route: '/new',
      hasForm: false,
      ref: { missing: true, lighthouse: [], lighthouseFailures: [] },
      now: { missing: false, page: page(12), lighthouse: [], lighthouseFailures: ['NO_NAVSTART', 'NO_NAVSTART'] },
    };
    expect(comparisonRow(comparison)).toEqual(['/new', '— → 12.0', '— → failed', '— → failed', '— → failed', '0.000']);
  });

  it('sums up scores, the worst TBT ratio and the largest JavaScript with and without a form', () => {
    const comparisons: RouteComparison[] = [
      {
        route: '/',
        hasForm: false,
        ref: built(68, [lighthouseRun(90, 400, 2000)]),
        now: built(15, [lighthouseRun(100, 40, 1000)]),
      },
      {
        route: '/about',
        hasForm: false,
        ref: built(67, [lighthouseRun(92, 0, 2000)]),
        now: built(18, [lighthouseRun(98, 20, 1000)]),
      },
      {
        route: '/book',
        hasForm: true,
        ref: built(77, [lighthouseRun(85, 800, 2000)]),
        now: built(41, [lighthouseRun(99, 200, 1000)]),
      },
    ];
    expect(summaryLines(comparisons)).toEqual([
      'Lighthouse mobile 100 now on 1 of 3 routes, ≥ 98 on 3 (reference: 100 on 0, ≥ 98 on 0 of the 3 it scored).',
      'Worst TBT now/ref: 0.25 on /book. Reference TBT 0 (no ratio) on /about.',
      'Largest JS now on a page without a form: 18.0 KB gzip (/about).',
      'JS now on pages with a form: /book 41.0 KB.',
    ]);
  });

  it('reads the ref with or without "="', () => {
    expect(parseBenchArgs(['--against', 'cdae037', '--runs=1']).against).toBe('cdae037');
    expect(parseBenchArgs(['--against=main']).against).toBe('main');
    expect(parseBenchArgs([]).against).toBeUndefined();
  });
});
