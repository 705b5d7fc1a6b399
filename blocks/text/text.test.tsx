import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'text',
  eyebrow: 'Our Difference',
  heading: 'We do the work',
  paragraphs: ['Most advisers hand you a deck. We hand you a working system.', '{firm} works inside your own tools.'],
  points: ['Inside your tools', 'Flat-rate'],
};

describe('text block', () => {
  it('shows the eyebrow, the heading and each paragraph in order', async () => {
    const { html, problems, manifest } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>We do the work<\/h2>/);
    expect(textOf(html)).toMatch(/^Our Difference We do the work/);
    const paragraphs = [...html.matchAll(/<p\b[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(paragraphs).toEqual([
      'Most advisers hand you a deck. We hand you a working system.',
      `${manifest.site.firmName} works inside your own tools.`,
    ]);
  });

  it('lists the key points after the prose, each with a check icon hidden from screen readers', async () => {
    const { html } = await renderBlock(block);
    const list = /<ul\b[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1]!;
    expect(textOf(list)).toBe('Inside your tools Flat-rate');
    expect([...list.matchAll(/<li><svg[^>]*aria-hidden="true"/g)]).toHaveLength(2);
    expect(html.indexOf('working system')).toBeLessThan(html.indexOf('Inside your tools'));
  });

  it('shows no list when there are no points', async () => {
    const { html } = await renderBlock({ type: 'text', heading: 'Plain', paragraphs: ['Just prose.'] });
    expect(html).not.toContain('<ul');
    expect(textOf(html)).toBe('Plain Just prose.');
  });
});
