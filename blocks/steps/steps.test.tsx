import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const method = {
  type: 'steps',
  heading: 'Our Method',
  items: [
    { title: 'Audit', body: 'Five days to map what really happens.' },
    { title: 'Build', body: 'Systems built inside your tools.', points: ['SOPs', 'Dashboards'] },
    { title: 'Run', body: 'Embedded for 30-90 days.' },
    { title: 'Hand Off', body: 'Your team owns it.' },
  ],
};

const stepItems = (html: string) => {
  const ol = /<ol\b[^>]*>([\s\S]*)<\/ol>/.exec(html)![1]!;
  return ol.split(/<li\b[^>]*>(?=<(?:div|span))/).slice(1);
};

describe('steps block', () => {
  it('shows the steps in order as a numbered list with big two-digit numbers', async () => {
    const { html, problems } = await renderBlock(method);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Our Method<\/h2>/);
    const titles = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Audit', 'Build', 'Run', 'Hand Off']);
    expect(stepItems(html)).toHaveLength(4);
    expect(textOf(html)).toMatch(
      /01 Audit Five days to map what really happens\. 02 Build Systems built inside your tools\. SOPs Dashboards 03 Run .* 04 Hand Off/,
    );
  });

  it("lists a step's points under its text, and only for that step", async () => {
    const { html } = await renderBlock(method);
    const [audit, build] = stepItems(html);
    expect(audit).not.toContain('<ul');
    expect(build).toMatch(/<ul[^>]*><li>SOPs<\/li><li>Dashboards<\/li><\/ul>/);
  });

  it('stacks long numbered sections one under another, in the same order', async () => {
    const sections = Array.from({ length: 7 }, (_, i) => ({
      title: `Section ${i + 1}`,
      body: `Body ${i + 1}.`,
      points: [`Point ${i + 1}`],
    }));
    const { html: stacked } = await renderBlock({
      type: 'steps',
      heading: 'Trust',
      layout: 'stacked',
      items: sections,
    });
    const { html: grid } = await renderBlock({ type: 'steps', heading: 'Trust', items: sections });
    expect(stepItems(stacked)).toHaveLength(7);
    expect(textOf(stacked)).toContain('07 Section 7 Body 7. Point 7');
    const olClass = (html: string) => /<ol[^>]*class="([^"]+)"/.exec(html)![1];
    expect(olClass(stacked)).not.toBe(olClass(grid));
  });
});
