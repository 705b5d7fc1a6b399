import { describe, expect, it } from 'vitest';
import { readManifest, renderBlock, textOf } from '../../tests/support/render-page.tsx';
import type { Service } from '../../schema/site.types.ts';

const ids = readManifest().services.map((s) => s.id);

/** A whole-euro amount as the fixture's locale (en-IE) writes it. */
const euros = (amount: number) => `€${amount.toLocaleString('en-IE')}`;

describe('service-cards block', () => {
  it('shows one card per service, each a named heading with a link to its page', async () => {
    const { html, problems, manifest } = await renderBlock({
      type: 'service-cards',
      heading: 'Our Core Services',
      services: ids,
      buttonText: 'Explore',
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Our Core Services<\/h2>/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(ids.length);
    expect(html.match(/<h3[\s>]/g)).toHaveLength(ids.length);
    expect(html.match(/<a [^>]*>/g)).toHaveLength(ids.length);
    for (const id of ids) {
      const service = manifest.services.find((s) => s.id === id)!;
      expect(html).toContain(`<h3>${service.name.replace('&', '&amp;')}</h3>`);
      // The link reads "Explore <service name>" to a screen reader; "Explore" alone to the eye.
      expect(textOf(html)).toContain(`Explore ${service.name}`);
      expect(html).toMatch(new RegExp(`<a href="${service.route}"[^>]*>Explore<span class="visually-hidden"> `));
    }
  });

  it("shows each service's price worked out from its tiers, and its duration", async () => {
    const manifest = readManifest();
    const service = (id: string) => manifest.services.find((s) => s.id === id)!;
    const [audit, rfp, opsos] = ['ops-audit', 'rfp-support', 'opsos'].map(service);
    rfp!.headlinePrice = 'range';
    opsos!.headlinePrice = 'custom-quote';
    const render = async () =>
      textOf((await renderBlock({ type: 'service-cards', heading: 'S', services: ids }, manifest)).html);
    const lowest = (s: Service) => euros(Math.min(...s.tiers.map((t) => t.price.amount)));
    const highest = (s: Service) => euros(Math.max(...s.tiers.map((t) => t.price.amount)));
    const roadmap = manifest.facts!.find((f) => f.id === 'audit-roadmap-time')!;
    const text = await render();
    expect(text).toContain(`From ${lowest(audit!)}`);
    expect(text).toContain(`${lowest(rfp!)}–${highest(rfp!)}`);
    expect(text).toContain(`Custom quote (indicative from ${lowest(opsos!)})`);
    expect(text).toContain(audit!.duration!.replace('{fact:audit-roadmap-time}', roadmap.value));
    expect(text).toContain(`Learn more ${audit!.name}`);
    for (const tier of rfp!.tiers) tier.price.unit = 'month';
    expect(await render()).toContain(`${lowest(rfp!)}–${highest(rfp!)} per month`);
  });

  it('follows a price changed in the manifest', async () => {
    const manifest = readManifest();
    const audit = manifest.services.find((s) => s.id === 'ops-audit')!;
    const old = Math.min(...audit.tiers.map((t) => t.price.amount));
    audit.tiers[0]!.price.amount = old - 100;
    const { html } = await renderBlock({ type: 'service-cards', heading: 'S', services: ['ops-audit'] }, manifest);
    expect(textOf(html)).toContain(`From ${euros(old - 100)}`);
    expect(textOf(html)).not.toContain(old.toLocaleString('en-IE'));
  });

  it('reports an unknown service at its place and leaves its card out', async () => {
    const { html, problems } = await renderBlock({
      type: 'service-cards',
      heading: 'S',
      services: ['ops-audit', 'ops-audti'],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/services\/1$/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(1);
  });
});
