import { describe, expect, it } from 'vitest';
import { readManifest, renderBlock, textOf } from '../../tests/support/render-page.tsx';
import type { Service, SiteManifest } from '../../schema/site.types.ts';

/** The HTML of the tier card whose heading is `name`. */
function card(html: string, name: string): string {
  const start = html.indexOf(`<h3>${name}</h3>`);
  expect(start).toBeGreaterThan(-1);
  const open = html.lastIndexOf('<li', start);
  return html.slice(open, html.indexOf('</ul>', start) + 5);
}

/** A whole-euro amount as the fixture's locale (en-IE) writes it. */
const euros = (amount: number) => `€${amount.toLocaleString('en-IE')}`;

const serviceOf = (manifest: SiteManifest, id: string): Service => manifest.services.find((s) => s.id === id)!;

describe('tiers block', () => {
  it('shows one card per tier with its label, name, price, scope, features and button', async () => {
    const { html, problems, manifest } = await renderBlock({
      type: 'tiers',
      heading: 'Choose your audit depth',
      service: 'ops-audit',
      cta: { text: 'Book Audit Call', href: '/book' },
    });
    const tiers = serviceOf(manifest, 'ops-audit').tiers;
    const first = tiers[0]!;
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Choose your audit depth<\/h2>/);
    expect(html.match(/<h3>/g)).toHaveLength(tiers.length);
    const firstCard = textOf(card(html, first.name));
    expect(firstCard).toContain(`${first.label} ${first.name} ${euros(first.price.amount)} ${first.scope}`);
    expect(firstCard).toContain(first.features![1]!);
    expect(
      html.match(/<a href="\/book"[^>]*>Book Audit Call<span class="visually-hidden">: [^<]+<\/span><\/a>/g),
    ).toHaveLength(tiers.length);
  });

  it('takes each price from the manifest, so changing it there changes the card', async () => {
    const manifest = readManifest();
    const first = serviceOf(manifest, 'ops-audit').tiers[0]!;
    const old = first.price.amount;
    first.price.amount = old + 100;
    const { html } = await renderBlock({ type: 'tiers', heading: 'Tiers', service: 'ops-audit' }, manifest);
    expect(textOf(card(html, first.name))).toContain(euros(old + 100));
    expect(html).not.toContain(old.toLocaleString('en-IE'));
  });

  it('marks the highlighted tier, and only that one, as most chosen', async () => {
    const { html, manifest } = await renderBlock({
      type: 'tiers',
      heading: 'Tiers',
      service: 'ops-audit',
    });
    const tiers = serviceOf(manifest, 'ops-audit').tiers;
    const highlighted = tiers.filter((t) => t.highlight);
    const plain = tiers.find((t) => !t.highlight)!;
    expect(highlighted).toHaveLength(1);
    expect(html.match(/Most chosen/g)).toHaveLength(1);
    expect(textOf(card(html, highlighted[0]!.name))).toContain('Most chosen');
    expect(textOf(card(html, plain.name))).not.toContain('Most chosen');
  });

  it('shows units and qualifiers as the manifest states them', async () => {
    const manifest = readManifest();
    const [from, monthly, andUp] = serviceOf(manifest, 'rfp-support').tiers;
    from!.price.qualifier = 'from';
    monthly!.price.unit = 'month';
    andUp!.price.qualifier = 'and-up';
    const { html } = await renderBlock({ type: 'tiers', heading: 'Tiers', service: 'rfp-support' }, manifest);
    expect(textOf(card(html, from!.name))).toContain(`From ${euros(from!.price.amount)}`);
    expect(textOf(card(html, monthly!.name))).toContain(`${euros(monthly!.price.amount)} per month`);
    expect(textOf(card(html, andUp!.name))).toContain(`${euros(andUp!.price.amount)}+`);
  });
});

describe('tiers block: add-ons and terms', () => {
  it("lists the service's add-ons with their notes and prices, unless told not to", async () => {
    const manifest = readManifest();
    const [install, hotline] = serviceOf(manifest, 'opsos').addOns!;
    install!.price.qualifier = 'add-on';
    const { html } = await renderBlock(
      {
        type: 'tiers',
        heading: 'Tiers',
        service: 'opsos',
        note: 'All prices exclude VAT.',
      },
      manifest,
    );
    const text = textOf(html);
    expect(html).toMatch(/<h3>Add-ons<\/h3>/);
    expect(text).toContain(`${install!.name} ${install!.note} +${euros(install!.price.amount)}`);
    expect(text).toContain(`${hotline!.name} ${hotline!.note} ${euros(hotline!.price.amount)} per month`);
    expect(text.endsWith('All prices exclude VAT.')).toBe(true);
    const hidden = await renderBlock(
      { type: 'tiers', heading: 'Tiers', service: 'opsos', showAddOns: false },
      manifest,
    );
    expect(textOf(hidden.html)).not.toContain('Add-ons');
    expect(textOf(hidden.html)).not.toContain(install!.name);
  });

  it('shows terms, unless told not to', async () => {
    const { html, manifest } = await renderBlock({
      type: 'tiers',
      heading: 'Tiers',
      service: 'opsos',
    });
    const opsos = serviceOf(manifest, 'opsos');
    expect(opsos.terms!.length).toBeGreaterThan(0);
    expect(html).toMatch(/<h3>Terms<\/h3>/);
    for (const term of opsos.terms!) expect(textOf(html)).toContain(term);
    const hidden = await renderBlock({
      type: 'tiers',
      heading: 'Tiers',
      service: 'opsos',
      showTerms: false,
    });
    expect(hidden.html).not.toContain('<h3>Terms</h3>');
    expect(textOf(hidden.html)).not.toContain(opsos.terms![0]!);
  });
});

describe('tiers block: quotes and problems', () => {
  it('says that prices are indicative for a custom-quote service, and only then', async () => {
    const manifest = readManifest();
    const rfp = serviceOf(manifest, 'rfp-support');
    rfp.headlinePrice = 'custom-quote';
    const custom = await renderBlock({ type: 'tiers', heading: 'Tiers', service: 'rfp-support' }, manifest);
    expect(textOf(custom.html)).toContain('Custom quote · indicative prices');
    expect(textOf(card(custom.html, rfp.tiers[0]!.name))).toContain(euros(rfp.tiers[0]!.price.amount));
    const fixed = await renderBlock({
      type: 'tiers',
      heading: 'Tiers',
      service: 'ops-audit',
    });
    expect(textOf(fixed.html)).not.toContain('indicative');
  });

  it('reports an unknown service at its place', async () => {
    const { html, problems } = await renderBlock({
      type: 'tiers',
      heading: 'Tiers',
      service: 'ops-adit',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/service$/);
    expect(html).toMatch(/<h2[^>]*>Tiers<\/h2>/);
  });
});
