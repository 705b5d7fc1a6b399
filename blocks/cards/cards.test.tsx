import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'cards',
  heading: 'Who We Help',
  intro: 'Teams under pressure.',
  columns: 4,
  items: [
    {
      badge: 'Most common',
      title: 'Scaling founders',
      body: '€1M–€20M revenue and outgrowing the way you run things.',
    },
    {
      title: 'Ops managers',
      body: 'Stuck firefighting.',
      cta: { text: 'Start Maturity Check (free)', href: 'link:maturityCheck' },
    },
    { title: 'Vendors', body: 'Flagged in onboarding.', cta: { text: 'Book a call', href: '/book' } },
  ],
};

const cards = (html: string) => [...html.matchAll(/<article\b[^>]*>([\s\S]*?)<\/article>/g)].map((m) => m[1]!);

describe('cards block', () => {
  it('shows the heading, intro and one card per item, each with its title as a heading', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Who We Help<\/h2>/);
    expect(textOf(html)).toContain('Teams under pressure.');
    const found = cards(html);
    expect(found).toHaveLength(3);
    expect(found.map((c) => /<h3[^>]*>([^<]+)<\/h3>/.exec(c)?.[1])).toEqual([
      'Scaling founders',
      'Ops managers',
      'Vendors',
    ]);
    expect(textOf(found[0]!)).toContain('€1M–€20M revenue and outgrowing the way you run things.');
  });

  it('shows a badge only on the card that has one, before its title', async () => {
    const { html } = await renderBlock(block);
    const [first, second] = cards(html);
    expect(textOf(first!)).toMatch(/^Most common Scaling founders/);
    expect(textOf(second!)).toMatch(/^Ops managers/);
  });

  it('gives a card with a cta a button link to its target, and none to the others', async () => {
    const { html, manifest } = await renderBlock(block);
    const [first, second, third] = cards(html);
    expect(first).not.toContain('<a ');
    expect(second).toContain(
      `<a href="${manifest.site.links['maturityCheck']}" target="_blank" rel="noopener noreferrer"`,
    );
    expect(textOf(second!)).toContain('Start Maturity Check (free)');
    expect(third).toMatch(/<a href="\/book"[^>]*>Book a call<\/a>/);
  });

  it('lays the cards out as a list', async () => {
    const { html } = await renderBlock(block);
    expect(html).toMatch(/<ul[^>]*>\s*<li><article/);
  });
});
