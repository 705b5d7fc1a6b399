import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'testimonials',
  heading: 'What clients say',
  items: [
    {
      quote: 'He found in five days what we had argued about for a year.',
      name: 'Founder & CEO',
      role: 'B2B SaaS, 60 FTE',
    },
    { quote: 'Our audit passed first time.', name: 'Delivery Head' },
  ],
};

const figures = (html: string) => [...html.matchAll(/<figure\b[^>]*>([\s\S]*?)<\/figure>/g)].map((m) => m[1]!);

describe('testimonials block', () => {
  it('shows the heading and one quote card per item', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>What clients say<\/h2>/);
    expect(figures(html)).toHaveLength(2);
  });

  it('puts the quote, in typographic quote marks, in a blockquote and the person in its caption', async () => {
    const { html } = await renderBlock(block);
    const [first, second] = figures(html);
    const quote = /<blockquote\b[^>]*>([\s\S]*?)<\/blockquote>/.exec(first!)![1]!;
    expect(textOf(quote)).toBe('\u201CHe found in five days what we had argued about for a year.\u201D');
    const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/.exec(first!)![1]!;
    expect(textOf(caption)).toBe('Founder & CEO B2B SaaS, 60 FTE');
    expect(textOf(/<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/.exec(second!)![1]!)).toBe('Delivery Head');
  });
});
