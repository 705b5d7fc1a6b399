// The change review against real builds: a price change told in words with every page and document that shows it and
// pictured, and what the review says without building (no change, lint errors, exit codes).
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { reportMarkdown } from '../../change-review/markdown.ts';
import { closeContexts, sharedBrowser } from './browser.ts';
import {
  base,
  baseText,
  builds,
  edited,
  lastReportDir,
  pagesThatDiffer,
  reportedPages,
  REVIEW_TIMEOUT,
  reviewOf,
  scratch,
  shownPrice,
  useScratch,
} from './review-helpers.ts';

useScratch();
const stringifyAtStart = JSON.stringify;

/** The base with its first price written as text, which the schema refuses. */
function withPriceAsText(): string {
  const amount = base().services[0]!.tiers[0]!.price.amount;
  const text = baseText.replace(`"amount": ${amount}`, `"amount": "${shownPrice(amount)}"`);
  expect(text).not.toBe(baseText);
  return text;
}

describe('npm run review', () => {
  // A tier shown on one page only, so the pictures stay few; a price shown on many pages is in review-edits.test.ts.
  it(
    'tells a price change with the page and document that show it, and pictures the page with the change outlined',
    { timeout: REVIEW_TIMEOUT },
    async () => {
      const service = base().services.find((s) => s.id === 'ops-audit')!;
      const tier = service.tiers.find((t) => t.id === 'full-teardown')!;
      const newAmount = tier.price.amount + 300;
      const text = edited((m) => {
        m.services.find((s) => s.id === service.id)!.tiers.find((t) => t.id === tier.id)!.price.amount = newAmount;
      });
      const report = await reviewOf(text, true);
      expect(reportedPages(report)).toEqual(await pagesThatDiffer(text));
      expect(reportedPages(report)).toEqual(['/services/ops-audit']);
      expect(report.changes).toHaveLength(1);
      const [line] = report.changes;
      expect(line!.text).toBe(
        `${tier.name} (${service.name}): ${shownPrice(tier.price.amount)} → ${shownPrice(newAmount)}`,
      );
      expect(line!.shown.pages).toEqual(['/services/ops-audit']);
      expect(line!.shown.documents).toContain('Services Overview PDF');
      expect(line!.where).toMatch(/^Shown on \/services\/ops-audit and in the .*Services Overview PDF/);
      // The PDF was read in a worker thread: pdf.js's polyfills did not replace this process's JSON.stringify, which
      // Playwright uses for every message to Chromium.
      expect(JSON.stringify).toBe(stringifyAtStart);

      const pictures = report.pictures.filter((p) => p.path === '/services/ops-audit');
      expect(pictures.map((p) => p.width).sort()).toEqual([1280, 390]);
      for (const picture of pictures) {
        expect(picture.marked).toBeGreaterThan(0);
        const outDir = lastReportDir();
        expect(existsSync(join(outDir, picture.before!)) && existsSync(join(outDir, picture.after!))).toBe(true);
      }

      // The HTML report shows the pictures side by side, named for a screen reader.
      let browser: Browser | undefined;
      try {
        browser = await sharedBrowser();
        const page = await browser.newPage();
        await page.goto(`file://${join(lastReportDir(), 'index.html')}`);
        await expect(page.getByRole('heading', { name: 'Prices' }).isVisible()).resolves.toBe(true);
        for (const side of ['before', 'after']) {
          const image = page.getByRole('img', { name: `/services/ops-audit at 390 px, ${side} the change` });
          await image.scrollIntoViewIfNeeded();
          await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(390);
        }
      } finally {
        await closeContexts(browser);
      }
    },
  );
});

describe('npm run review without a build', () => {
  it('says "no visible change" for a reformatted file', async () => {
    const manifest = base();
    const reformatted = JSON.stringify(
      { ...manifest, site: Object.fromEntries(Object.entries(manifest.site).reverse()) },
      null,
      4,
    );
    const report = await reviewOf(reformatted);
    expect(report.changes).toEqual([]);
    expect(report.noVisibleChange).toBe(true);
    expect(reportMarkdown(report, 'review')).toContain('No visible change');
  });

  it('opens with the lint errors, as npm run lint words them, and builds nothing for an invalid manifest', async () => {
    const text = withPriceAsText();
    const buildsBefore = builds.size;
    const report = await reviewOf(text);
    expect(builds.size).toBe(buildsBefore);
    expect(report.lint.errors).toBeGreaterThan(0);
    const markdown = reportMarkdown(report, 'review');
    const lines = markdown.split('\n');
    expect(lines.slice(0, 6).join('\n')).toMatch(/nothing was built/);
    const lintFile = join(scratch.dir, 'invalid.json');
    writeFileSync(lintFile, text);
    let lintOutput = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/lint.ts', lintFile], { encoding: 'utf8' });
    } catch (error) {
      lintOutput = String((error as { stdout?: string }).stdout);
    }
    const firstProblem = lintOutput.split('\n\n')[0]!.replace(lintFile, 'site.manifest.json');
    expect(markdown.indexOf(firstProblem)).toBeGreaterThan(0);
    expect(markdown.indexOf(firstProblem)).toBeLessThan(markdown.indexOf('```text') + 20);
  });

  it('exits 0 when the report is made, 1 for lint errors with --fail-on-errors, 2 when it cannot run', () => {
    const invalid = join(scratch.dir, 'cli-invalid.json');
    writeFileSync(invalid, withPriceAsText());
    const run = (...args: string[]) => {
      try {
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'scripts/review.ts', '--out', join(scratch.dir, 'cli'), ...args],
          {
            env: { ...process.env, SITE_MANIFEST: invalid },
            stdio: 'pipe',
          },
        );
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run('--no-pictures')).toBe(0);
    expect(run('--no-pictures', '--fail-on-errors')).toBe(1);
    expect(run('--base', 'no-such-ref-anywhere')).toBe(2);
  });
});
