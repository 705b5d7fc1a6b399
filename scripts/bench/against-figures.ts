// The figures of `npm run bench -- --against=REF`, side by side: one row per route (the reference build → this one,
// medians of the runs), and the summary lines the islands goals are read from. Pure: no browser, no files.
import type { LighthouseSummary } from './lighthouse.ts';
import type { PageJs } from './page-js.ts';

/** What one build gave for one route. */
export interface BuildFigures {
  /** The route answered 404 in this build (a page the reference did not have yet): nothing else was measured. */
  missing: boolean;
  page?: PageJs;
  /** One summary per Lighthouse run that succeeded, in the order run. */
  lighthouse: LighthouseSummary[];
  /** Why a run failed, after its retry. */
  lighthouseFailures: string[];
}

export interface RouteComparison {
  route: string;
  /** The current build's page has a <form> (its JavaScript goal is the form pages' one). */
  hasForm: boolean;
  ref: BuildFigures;
  now: BuildFigures;
}

export interface Medians {
  jsGzipKb?: number;
  performance?: number;
  tbtMs?: number;
  lcpMs?: number;
  /** The largest layout shift seen, in Lighthouse's runs or at 390 px (it must be 0, so the worst one counts). */
  cls?: number;
}

export const NONE = '—';

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const floor = (value: number | undefined) => (value === undefined ? undefined : Math.floor(value));

export function mediansOf(figures: BuildFigures): Medians {
  if (figures.missing) return {};
  const runs = figures.lighthouse;
  const shifts = [...runs.map((r) => r.cls), ...(figures.page ? [figures.page.cls] : [])];
  return {
    jsGzipKb: figures.page && figures.page.gzip / 1024,
    // Rounded down, so that with an even --runs a route counts as 100 only if both middle runs scored 100.
    performance: floor(median(runs.map((r) => r.performance))),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: shifts.length > 0 ? Math.max(...shifts) : undefined,
  };
}

/** The run with the median performance score, as the usual bench reports it (its budgets are judged on it). */
export function medianRun(runs: LighthouseSummary[]): LighthouseSummary | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** now / ref, when the reference's figure is there and above 0. */
export function ratio(ref: number | undefined, now: number | undefined): number | undefined {
  return ref === undefined || now === undefined || ref === 0 ? undefined : now / ref;
}

const shown = (value: number | undefined, digits: number) => (value === undefined ? NONE : value.toFixed(digits));

export function sideBySide(ref: number | undefined, now: number | undefined, digits = 0): string {
  return `${shown(ref, digits)} → ${shown(now, digits)}`;
}

/** A cell for a figure Lighthouse gives: "failed" for a build whose every run failed. */
function lighthouseCell(comparison: RouteComparison, pick: (m: Medians) => number | undefined): string {
  const failed = (f: BuildFigures) => !f.missing && f.lighthouse.length === 0 && f.lighthouseFailures.length > 0;
  const ref = failed(comparison.ref) ? 'failed' : shown(pick(mediansOf(comparison.ref)), 0);
  const now = failed(comparison.now) ? 'failed' : shown(pick(mediansOf(comparison.now)), 0);
  return `${ref} → ${now}`;
}

export const COMPARISON_HEADERS = [
  'route',
  'JS KB gz ref → now',
  'TBT ms ref → now (now/ref)',
  'LCP ms ref → now',
  'LH perf ref → now',
  'CLS now',
];

export function comparisonRow(comparison: RouteComparison): string[] {
  const ref = mediansOf(comparison.ref);
  const now = mediansOf(comparison.now);
  const tbtRatio = ratio(ref.tbtMs, now.tbtMs);
  return [
    comparison.route + (comparison.hasForm ? ' (form)' : ''),
    sideBySide(ref.jsGzipKb, now.jsGzipKb, 1),
    `${lighthouseCell(comparison, (m) => m.tbtMs)}${tbtRatio === undefined ? '' : ` (${tbtRatio.toFixed(2)})`}`,
    lighthouseCell(comparison, (m) => m.lcpMs),
    lighthouseCell(comparison, (m) => m.performance),
    shown(now.cls, 3),
  ];
}

const routesAt = (comparisons: RouteComparison[], test: (m: Medians) => boolean, build: 'ref' | 'now') =>
  comparisons.filter((c) => test(mediansOf(c[build])));

/** The goals' figures in words: scores of 100 and ≥ 98, the worst TBT ratio, the largest JavaScript now. */
export function summaryLines(comparisons: RouteComparison[]): string[] {
  const lines: string[] = [];
  const scored = (build: 'ref' | 'now') => routesAt(comparisons, (m) => m.performance !== undefined, build).length;
  if (scored('now') > 0) {
    const count = (min: number, build: 'ref' | 'now') =>
      routesAt(comparisons, (m) => (m.performance ?? -1) >= min, build).length;
    lines.push(
      `Lighthouse mobile 100 now on ${count(100, 'now')} of ${comparisons.length} routes, ≥ 98 on ${count(98, 'now')}` +
        ` (reference: 100 on ${count(100, 'ref')}, ≥ 98 on ${count(98, 'ref')} of the ${scored('ref')} it scored).`,
    );
    const ratios = comparisons
      .map((c) => ({ route: c.route, value: ratio(mediansOf(c.ref).tbtMs, mediansOf(c.now).tbtMs) }))
      .filter((r): r is { route: string; value: number } => r.value !== undefined)
      .sort((a, b) => b.value - a.value);
    const zero = routesAt(comparisons, (m) => m.tbtMs === 0, 'ref').map((c) => c.route);
    lines.push(
      (ratios[0] ? `Worst TBT now/ref: ${ratios[0].value.toFixed(2)} on ${ratios[0].route}.` : 'No TBT ratio.') +
        (zero.length > 0 ? ` Reference TBT 0 (no ratio) on ${zero.join(', ')}.` : ''),
    );
  }
  const jsNow = (c: RouteComparison) => mediansOf(c.now).jsGzipKb;
  const withoutForm = comparisons
    .filter((c) => !c.hasForm && jsNow(c) !== undefined)
    .sort((a, b) => jsNow(b)! - jsNow(a)!);
  if (withoutForm[0])
    lines.push(
      `Largest JS now on a page without a form: ${jsNow(withoutForm[0])!.toFixed(1)} KB gzip (${withoutForm[0].route}).`,
    );
  const withForm = comparisons.filter((c) => c.hasForm && jsNow(c) !== undefined);
  if (withForm.length > 0)
    lines.push(
      `JS now on pages with a form: ${withForm.map((c) => `${c.route} ${jsNow(c)!.toFixed(1)} KB`).join(', ')}.`,
    );
  return lines;
}

export function loadAverageText(load: number[]): string {
  return load.map((l) => l.toFixed(2)).join(' ');
}
