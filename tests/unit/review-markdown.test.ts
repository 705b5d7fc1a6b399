// The review's Markdown fits a pull-request comment however many changes there are, and reads lint errors first.
import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMIT, reportMarkdown } from '../../change-review/markdown.ts';
import type { ReviewReport } from '../../change-review/review.ts';

const emptyReport = (): ReviewReport => ({
  base: 'main',
  file: 'site.manifest.json',
  lint: { errors: 0, warnings: 0, text: '' },
  changes: [],
  differences: { pages: [], documents: [], sitemap: [] },
  pictures: [],
  noVisibleChange: true,
  publishing: '',
  seconds: 1,
  timings: { build: 0, compare: 0, pictures: 0 },
});

describe('the review in Markdown', () => {
  it('stays under the comment limit and says where the rest is', () => {
    const report = emptyReport();
    report.noVisibleChange = false;
    const shown = { pages: ['/'], aliases: {}, documents: [], sitemap: false, everyPage: false };
    report.changes = Array.from({ length: 3000 }, (_, i) => ({
      group: 'texts' as const,
      text: `page / › block ${i} › heading: text changed`,
      pointer: `/routes/0/blocks/${i}`,
      diff: `…a [-b-]{+c+} d…`,
      shown,
      where: 'Shown on /.',
    }));
    const markdown = reportMarkdown(report, 'review');
    expect(markdown.length).toBeLessThan(MARKDOWN_LIMIT);
    expect(markdown).toContain('the rest is in the HTML report');
  });

  it('opens with the lint errors when the manifest has any', () => {
    const report = emptyReport();
    report.lint = {
      errors: 1,
      warnings: 0,
      text: "site.manifest.json:12:5  error  service 'ops-audit' › price\n    Write the price as a number.",
    };
    const lines = reportMarkdown(report, 'review').split('\n');
    expect(lines[2]).toMatch(/errors: nothing was built/);
    expect(lines.indexOf('### Lint errors')).toBeLessThan(8);
  });
});
