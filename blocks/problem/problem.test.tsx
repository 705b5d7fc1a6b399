import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'problem',
  eyebrow: 'The problem',
  heading: 'Growth has outpaced the way you operate',
  intro: 'Short of a system.',
  points: [
    {
      title: 'Everything routes through the founder',
      body: 'Decisions queue up behind one calendar.',
    },
    {
      title: 'Tools multiply',
      body: 'Seven tools, three versions of the truth.',
    },
    { title: 'No owner', body: 'Work falls between teams.' },
  ],
  closing: 'Every month it waits, the fix gets more expensive.',
};

describe('problem block', () => {
  it('shows the heading, intro and every point as a titled item of a list', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Growth has outpaced the way you operate<\/h2>/);
    expect(textOf(html)).toContain('Short of a system.');
    expect(html.match(/<li[\s>]/g)).toHaveLength(3);
    expect(html.match(/<h3[^>]*>/g)).toHaveLength(3);
    expect(html).toMatch(/<h3[^>]*>Tools multiply<\/h3>\s*<p[^>]*>Seven tools, three versions of the truth\.<\/p>/);
  });

  it('ends with the closing line, after the points', async () => {
    const { html } = await renderBlock(block);
    const text = textOf(html);
    expect(text.indexOf('Every month it waits')).toBeGreaterThan(text.indexOf('Work falls between teams.'));
  });

  it('fills placeholders in the points', async () => {
    const { html, manifest } = await renderBlock({
      ...block,
      points: [{ title: 'Why {firm}', body: 'Audit: {price:ops-audit}.' }],
      closing: undefined,
    });
    expect(textOf(html)).toContain(`Why ${manifest.site.firmName}`);
    expect(textOf(html)).toMatch(/Audit: From €[\d,]+\./);
    expect(textOf(html)).not.toContain('Every month it waits');
  });
});
