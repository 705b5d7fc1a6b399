import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';
import { createSite } from '../../model/site.ts';

describe('cross-links block', () => {
  it("links to each related service's page with its name, tagline and price", async () => {
    const { html, problems, manifest } = await renderBlock({
      type: 'cross-links',
      heading: 'Not sure if this is the right fit?',
      services: ['rfp-support', 'opsos'],
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Not sure if this is the right fit\?<\/h2>/);
    expect(html.match(/<a [^>]*>/g)).toHaveLength(2);
    const texts = createSite(manifest).context('', []);
    const [rfp, opsos] = ['rfp-support', 'opsos'].map((id) => manifest.services.find((s) => s.id === id)!);
    for (const service of [rfp!, opsos!]) {
      expect(html).toMatch(new RegExp(`<h3><a href="${service.route}">${service.name.replace('&', '&amp;')}`));
      expect(textOf(html)).toContain(texts.text(service.tagline));
    }
    const euros = (amount: number) => `€${amount.toLocaleString('en-IE')}`;
    const lowest = Math.min(...rfp!.tiers.map((t) => t.price.amount));
    expect(textOf(html)).toContain(`From ${euros(lowest)}`);
    expect(textOf(html)).toContain(`${euros(opsos!.tiers[0]!.price.amount)} per year`);
  });

  it('adds its button when given one', async () => {
    const { html } = await renderBlock({
      type: 'cross-links',
      heading: 'More',
      services: ['ops-audit'],
      cta: { text: 'Book a triage call', href: '/book' },
    });
    expect(html).toMatch(/<a href="\/book"[^>]*>Book a triage call<\/a>/);
    expect(html.match(/<a [^>]*>/g)).toHaveLength(2);
  });

  it('asks "Not sure if this is the right fit?" when no heading is given', async () => {
    const { html } = await renderBlock({
      type: 'cross-links',
      services: ['ops-audit'],
    });
    expect(html).toMatch(/<h2[^>]*>Not sure if this is the right fit\?<\/h2>/);
  });

  it('reports an unknown service at its place', async () => {
    const { problems } = await renderBlock({
      type: 'cross-links',
      heading: 'More',
      services: ['opsos', 'ops'],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/services\/1$/);
  });
});
