// The change review's figure: reviewing a one-price change, both builds and the pictures included, in seconds
// (budget 60 s on this machine). The review builds in its own scratch folders; dist/ is left alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestPath } from '../../model/node/paths.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { review } from '../../change-review/review.ts';
import type { BenchRun } from './pages-section.ts';
import { table } from './table.ts';

export const REVIEW_BUDGET_SECONDS = 60;

export interface ReviewFigure {
  seconds: number;
  timings: { build: number; compare: number; pictures: number };
  pages: number;
  pictures: number;
}

export async function benchReview(): Promise<ReviewFigure> {
  const baseText = readFileSync(manifestPath(), 'utf8');
  const manifest = JSON.parse(baseText) as SiteManifest;
  const tier = manifest.services[0]!.tiers[0]!;
  tier.price.amount += 100;
  const outDir = mkdtempSync(join(tmpdir(), 'bench-review-'));
  try {
    const report = await review({
      projectRoot: process.cwd(),
      baseName: 'the current manifest',
      baseText,
      text: JSON.stringify(manifest, null, 2),
      file: 'site.manifest.json',
      outDir,
    });
    if (report.changes.length !== 1)
      throw new Error(`The review bench expected one change, got ${report.changes.length}.`);
    return {
      seconds: report.seconds,
      timings: report.timings,
      pages: report.differences.pages.length,
      pictures: report.pictures.length * 2,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The change review section: its own figure, measured apart from the site's budgets. */
export async function reviewSection(run: Pick<BenchRun, 'report' | 'failures'>): Promise<void> {
  console.log(
    '\nChange review: a one-price change reviewed (two scratch builds, comparison, pictures at 390 and 1280 px)…',
  );
  const figure = await benchReview();
  const { build, compare, pictures } = figure.timings;
  const budget = figure.seconds <= REVIEW_BUDGET_SECONDS ? 'ok' : `MISS: > ${REVIEW_BUDGET_SECONDS} s`;
  console.log(
    table(
      ['review', 'total s', 'builds s', 'compare s', 'pictures s', 'pages', 'images', 'budget'],
      [['one price', figure.seconds, build, compare, pictures, figure.pages, figure.pictures, budget]],
    ),
  );
  if (figure.seconds > REVIEW_BUDGET_SECONDS) run.failures.push(`change review: ${figure.seconds} s`);
  run.report.review = figure;
}
