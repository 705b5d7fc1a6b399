// Shared by the change-review tests: reviews of edited copies of the manifest against real builds, and the pages whose
// rendered words differ, worked out independently by rendering every page of both manifests without a build.
// The base is the fixture site as the browser tests run against it (tests/e2e/global-setup.ts: this project's code, the
// fixture's manifest, built in a scratch copy); each review builds its own version in the test file's scratch folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { review, type ReviewReport } from '../../change-review/review.ts';
import type { ScratchBuild } from '../../change-review/scratch-build.ts';
import { formatMoney } from '../../model/price.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { editedFixture, fixtureManifest, fixtureText } from '../support/fixture-site.ts';
import { renderPath, siteOf, textOf } from '../support/render-page.tsx';

export const REVIEW_TIMEOUT = 600_000;
export const baseText = fixtureText;
export const base = fixtureManifest;
export const builds = new Map<string, Promise<ScratchBuild>>();
export const scratch = { dir: '', runs: 0 };

/** Call at the top of a test file: a scratch folder for its builds and reports, and the base build. */
export function useScratch(): void {
  beforeAll(() => {
    scratch.dir = mkdtempSync(join(tmpdir(), 'review-test-'));
    builds.set(
      baseText,
      Promise.resolve({
        root: inject('siteRoot'),
        clientDir: inject('clientDir'),
        documentsDir: inject('documentsDir'),
      }),
    );
  });
  afterAll(() => {
    rmSync(scratch.dir, { recursive: true, force: true });
  });
}

/** The report folder of the latest review. */
export const lastReportDir = () => join(scratch.dir, `report-${scratch.runs}`);

export function reviewOf(text: string, pictures = false): Promise<ReviewReport> {
  return review({
    projectRoot: process.cwd(),
    baseName: 'the base',
    baseText,
    text,
    file: 'site.manifest.json',
    outDir: join(scratch.dir, `report-${++scratch.runs}`),
    pictures,
    builds,
    scratchDir: scratch.dir,
  });
}

/** The base with an edit made to it, written out the way the editor writes. */
export const edited = editedFixture;

/** An amount as the base site shows it ("€1,600"). */
export const shownPrice = (amount: number): string =>
  formatMoney(amount, { locale: base().site.locale, currency: base().site.currency });

/** The words of every address (pages and aliases) of a manifest, rendered without a build. */
async function wordsOf(manifest: SiteManifest): Promise<Map<string, string>> {
  const site = await siteOf(manifest);
  const words = new Map<string, string>();
  for (const path of site.pages.keys()) words.set(path, textOf((await renderPath(site, path)).html));
  return words;
}
let baseWords: Promise<Map<string, string>> | undefined;

/** Every address whose words differ between the base and another manifest. */
export async function pagesThatDiffer(afterText: string): Promise<string[]> {
  baseWords ??= wordsOf(base());
  const [before, after] = await Promise.all([baseWords, wordsOf(JSON.parse(afterText) as SiteManifest)]);
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

export const reportedPages = (report: ReviewReport) =>
  report.differences.pages
    .map((p) => p.path)
    .filter((p) => p !== '/404')
    .sort();
