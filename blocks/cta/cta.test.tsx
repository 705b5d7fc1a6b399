import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'cta',
  heading: 'Ready to get control back?',
  body: 'Book a 30-minute strategy call.',
  actions: [
    { text: 'Book Strategy Call', href: '/book' },
    { text: 'Contract Risk Score (free)', href: 'link:contractRiskScore' },
  ],
};

describe('cta block', () => {
  it('shows the heading, the sentence and every button in order', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Ready to get control back\?<\/h2>/);
    expect(textOf(html)).toContain('Book a 30-minute strategy call.');
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe('/book');
    expect(links[1]).toMatch(/^https:\/\//);
  });

  it('opens the outside tool in a new tab, safely', async () => {
    const { html, manifest } = await renderBlock(block);
    const url = manifest.site.links['contractRiskScore']!;
    expect(html).toContain(`<a href="${url}" target="_blank" rel="noopener noreferrer"`);
  });

  it('gives the first button a different look from the others', async () => {
    const { html } = await renderBlock(block);
    const classes = [...html.matchAll(/<a [^>]*class="([^"]+)"/g)].map((m) => m[1]);
    expect(classes).toHaveLength(2);
    expect(classes[0]).not.toBe(classes[1]);
  });

  it('is a dark band by default, with outline buttons meant for a dark background', async () => {
    const secondClass = (html: string) => [...html.matchAll(/<a [^>]*class="([^"]+)"/g)].map((m) => m[1])[1];
    const dark = await renderBlock(block);
    const plain = await renderBlock({ ...block, tone: 'plain' });
    expect(secondClass(dark.html)).not.toBe(secondClass(plain.html));
    expect(dark.html.match(/<section[^>]*class="([^"]+)"/)?.[1]).not.toBe(
      plain.html.match(/<section[^>]*class="([^"]+)"/)?.[1],
    );
  });
});
