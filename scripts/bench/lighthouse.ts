// Lighthouse with its default (mobile) preset: simulated slow 4G and a 4x slower CPU on a phone-sized screen. Each page
// runs several times; the run with the median performance score is reported (its other scores and metrics with it).
import lighthouse from 'lighthouse';
import type { Result as LhResult } from 'lighthouse';

export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** All runs' performance scores, to show the spread. */
  performanceRuns: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in the non-performance categories, with their titles (why a score is not 100). */
  failing: string[];
  /** Opportunities and diagnostics Lighthouse flags for performance. */
  hints: string[];
}

const score = (lhr: LhResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

export async function runLighthouse(url: string, port: number, runs: number): Promise<LighthouseSummary> {
  const results: LhResult[] = [];
  // Lighthouse's trace recording fails now and then (NO_NAVSTART): such a run is repeated, up to three times in all.
  let failures = 0;
  while (results.length < runs) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const error = !result ? 'Lighthouse returned nothing' : result.lhr.runtimeError?.message;
    if (error) {
      if (++failures >= 3) throw new Error(`Lighthouse failed on ${url}: ${error}`);
      continue;
    }
    results.push(result!.lhr);
  }
  const byPerformance = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of median.categories[id]?.auditRefs ?? []) {
      const audit = median.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  const hints = (Object.values(median.audits) as LhResult['audits'][string][])
    .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 50)
    .map((a) => `${a.id}: ${a.displayValue ?? ''}`.trim());
  return {
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    seo: score(median, 'seo'),
    performanceRuns: results.map((r) => score(r, 'performance')),
    lcpMs: Math.round(median.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(median.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: median.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
    hints,
  };
}
