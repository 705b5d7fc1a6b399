// The change review against real builds: each kind of manifest edit is told in words, with exactly the pages whose
// rendered words differ (worked out here independently, by rendering every page of both manifests), and no others.
// The base is built once and shared; each case builds its own version in the same scratch folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { review, type ReviewReport } from '../../scripts/review/review.ts';
import { reportMarkdown } from '../../scripts/review/markdown.ts';
import type { ScratchBuild } from '../../scripts/review/scratch-build.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { renderPath, siteOf, textOf } from '../support/render-page.tsx';
import { launchBrowser } from './browser.ts';

const REVIEW_TIMEOUT = 600_000;
const baseText = readFileSync('site.manifest.json', 'utf8');
const base = (): SiteManifest => JSON.parse(baseText) as SiteManifest;
const builds = new Map<string, Promise<ScratchBuild>>();
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'review-test-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

let runs = 0;
function reviewOf(text: string, pictures = false): Promise<ReviewReport> {
  return review({
    projectRoot: process.cwd(),
    baseName: 'the base',
    baseText,
    text,
    file: 'site.manifest.json',
    outDir: join(scratch, `report-${++runs}`),
    pictures,
    builds,
    scratchDir: scratch,
  });
}

const edited = (edit: (m: SiteManifest) => void): string => {
  const manifest = base();
  edit(manifest);
  return JSON.stringify(manifest, null, 2) + '\n';
};

/** Every address (pages and aliases) whose words differ between two manifests, rendered without a build. */
async function pagesThatDiffer(afterText: string): Promise<string[]> {
  const render = async (manifest: SiteManifest) => {
    const site = await siteOf(manifest);
    const words = new Map<string, string>();
    for (const path of site.pages.keys()) words.set(path, textOf((await renderPath(site, path)).html));
    return words;
  };
  const [before, after] = await Promise.all([render(base()), render(JSON.parse(afterText) as SiteManifest)]);
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

const reportedPages = (report: ReviewReport) => report.differences.pages.map((p) => p.path).filter((p) => p !== '/404').sort();

describe('npm run review', () => {
  it('tells a price change with every page and document that shows it, and pictures them with the change outlined', { timeout: REVIEW_TIMEOUT }, async () => {
    const text = edited((m) => {
      m.services.find((s) => s.id === 'ops-audit')!.tiers.find((t) => t.id === 'quick-scan')!.price.amount = 1595;
    });
    const report = await reviewOf(text, true);
    const expected = await pagesThatDiffer(text);
    expect(reportedPages(report)).toEqual(expected);
    expect(report.changes).toHaveLength(1);
    const [line] = report.changes;
    expect(line!.text).toBe('Quick Scan (Operations Reset Audit): €1,495 → €1,595');
    expect([...line!.shown.pages].sort()).toEqual(expected);
    expect(line!.shown.documents).toContain('Services Overview PDF');
    expect(line!.where).toMatch(/^Shown on \/, .*\/services, .*\/services\/ops-audit.* and in the .*Services Overview PDF/);

    const pictures = report.pictures.filter((p) => p.path === '/services/ops-audit');
    expect(pictures.map((p) => p.width).sort()).toEqual([1280, 390]);
    for (const picture of pictures) {
      expect(picture.marked).toBeGreaterThan(0);
      const outDir = join(scratch, `report-${runs}`);
      expect(existsSync(join(outDir, picture.before!)) && existsSync(join(outDir, picture.after!))).toBe(true);
    }

    // The HTML report shows the pictures side by side, named for a screen reader.
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const page = await browser.newPage();
      await page.goto(`file://${join(scratch, `report-${runs}`, 'index.html')}`);
      await expect(page.getByRole('heading', { name: 'Prices' }).isVisible()).resolves.toBe(true);
      for (const side of ['before', 'after']) {
        const image = page.getByRole('img', { name: `/services/ops-audit at 390 px, ${side} the change` });
        await image.scrollIntoViewIfNeeded();
        await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(390);
      }
    } finally {
      await browser?.close();
    }
  });

  it('tells a new FAQ item on its page and no other', { timeout: REVIEW_TIMEOUT }, async () => {
    let path = '';
    const text = edited((m) => {
      const route = m.routes.find((r) => r.blocks.some((b) => b.type === 'faq') && !r.aliases)!;
      path = route.path;
      (route.blocks.find((b) => b.type === 'faq') as { items: unknown[] }).items.push({ question: 'Do you work with charities?', answer: 'Yes, at the same prices.' });
    });
    const report = await reviewOf(text);
    expect(reportedPages(report)).toEqual(await pagesThatDiffer(text));
    expect(reportedPages(report)).toEqual([path]);
    expect(report.changes.map((c) => c.group)).toEqual(['blocks']);
    expect(report.changes[0]!.text).toContain('“Do you work with charities?”');
    expect(report.changes[0]!.where).toBe(`Shown on ${path}.`);
  });

  it('tells a removed page, with the sitemap and the links that led to it', { timeout: REVIEW_TIMEOUT }, async () => {
    const text = edited((m) => {
      m.routes = m.routes.filter((r) => r.path !== '/trust') as SiteManifest['routes'];
      m.navigation.links = m.navigation.links.filter((l) => l.href !== '/trust');
      m.footer.company = m.footer.company.filter((l) => l.href !== '/trust');
    });
    const report = await reviewOf(text);
    expect(reportedPages(report)).toEqual(await pagesThatDiffer(text));
    expect(report.differences.pages).toContainEqual({ path: '/trust', status: 'removed', aspects: [] });
    expect(report.differences.sitemap).toEqual([expect.stringMatching(/^− https?:\/\/.*\/trust$/)]);
    const removal = report.changes.find((c) => c.group === 'pages')!;
    expect(removal.text).toMatch(/^Page \/trust \(.*\) removed$/);
    expect(removal.where).toBe('Shown on /trust and in the sitemap.');
    expect(report.changes.filter((c) => c.group === 'navigation').every((c) => c.where === 'Shown on every page.')).toBe(true);
  });

  it('tells a reordered block on its page only', { timeout: REVIEW_TIMEOUT }, async () => {
    const text = edited((m) => {
      const route = m.routes.find((r) => r.path === '/trust')!;
      route.blocks.splice(1, 0, route.blocks.splice(2, 1)[0]!);
    });
    const report = await reviewOf(text);
    expect(reportedPages(report)).toEqual(['/trust']);
    expect(reportedPages(report)).toEqual(await pagesThatDiffer(text));
    expect(report.changes.length).toBeGreaterThan(0);
    for (const change of report.changes) {
      expect(change.text).toMatch(/^\/trust: .* moved from block \d+ to block \d+$/);
      expect(change.where).toBe('Shown on /trust.');
    }
  });

  it('tells a renamed service with the pages and documents that name it', { timeout: REVIEW_TIMEOUT }, async () => {
    const text = edited((m) => {
      m.services.find((s) => s.id === 'contract-review')!.name = 'Contract Risk Review';
    });
    const report = await reviewOf(text);
    const expected = await pagesThatDiffer(text);
    expect(reportedPages(report)).toEqual(expected);
    expect(report.changes).toEqual([expect.objectContaining({ group: 'services', text: expect.stringMatching(/^Service renamed: “.*” → “Contract Risk Review”$/) })]);
    expect([...report.changes[0]!.shown.pages].sort()).toEqual(expected);
    expect(report.changes[0]!.shown.documents.length).toBeGreaterThan(0);
  });

  it('tells a changed fact on every page that says it', { timeout: REVIEW_TIMEOUT }, async () => {
    const text = edited((m) => {
      m.facts!.find((f) => f.id === 'reply-time')!.value = '12 hours';
    });
    const report = await reviewOf(text);
    const expected = await pagesThatDiffer(text);
    expect(expected.length).toBeGreaterThan(1);
    expect(reportedPages(report)).toEqual(expected);
    expect(report.changes).toEqual([expect.objectContaining({ group: 'facts', text: "Fact 'reply-time': 24 hours → 12 hours", diff: '[-24-]{+12+} hours' })]);
    expect([...report.changes[0]!.shown.pages].sort()).toEqual(expected);
  });

  it('tells a navigation change as shown on every page', { timeout: REVIEW_TIMEOUT }, async () => {
    const text = edited((m) => {
      m.navigation.links.find((l) => l.href === '/trust')!.text = 'Trust & proof';
    });
    const report = await reviewOf(text);
    expect(reportedPages(report)).toEqual(await pagesThatDiffer(text));
    expect(report.changes).toEqual([expect.objectContaining({ group: 'navigation', where: 'Shown on every page.' })]);
    expect(report.changes[0]!.text).toMatch(/“Trust” → “Trust & proof”$/);
  });

  it('says "no visible change" for a reformatted file', async () => {
    const manifest = base();
    const reformatted = JSON.stringify({ ...manifest, site: Object.fromEntries(Object.entries(manifest.site).reverse()) }, null, 4);
    const report = await reviewOf(reformatted);
    expect(report.changes).toEqual([]);
    expect(report.noVisibleChange).toBe(true);
    expect(reportMarkdown(report, 'review')).toContain('No visible change');
  });

  it('opens with the lint errors, as npm run lint words them, and builds nothing for an invalid manifest', async () => {
    const text = baseText.replace('"amount": 1495', '"amount": "€1,495"');
    const buildsBefore = builds.size;
    const report = await reviewOf(text);
    expect(builds.size).toBe(buildsBefore);
    expect(report.lint.errors).toBeGreaterThan(0);
    const markdown = reportMarkdown(report, 'review');
    const lines = markdown.split('\n');
    expect(lines.slice(0, 6).join('\n')).toMatch(/nothing was built/);
    const lintFile = join(scratch, 'invalid.json');
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
    const invalid = join(scratch, 'cli-invalid.json');
    writeFileSync(invalid, baseText.replace('"amount": 1495', '"amount": "€1,495"'));
    const run = (...args: string[]) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'scripts/review/cli.ts', '--out', join(scratch, 'cli'), ...args], {
          env: { ...process.env, SITE_MANIFEST: invalid },
          stdio: 'pipe',
        });
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
