// Services Overview: generated entirely from the manifest's services, so it always shows what the site shows.
// Every price goes through model/price.ts (via the site's ServiceView).
import type { Block, DocumentSource } from '../types.ts';
import type { Facts } from '../facts.ts';
import { contactBlocks } from '../blocks.ts';

/** The headline line printed for a service; tests look for it in the PDF. */
export function headlineLine(facts: Facts, serviceId: string): string {
  return `Headline price: ${facts.headline(serviceId)}`;
}

export default function servicesOverview(facts: Facts): DocumentSource {
  const download = facts.download('services-overview');
  const claims = facts.manifest.claims;
  const blocks: Block[] = [
    { kind: 'heading', text: 'Who we are' },
    { kind: 'paragraph', text: facts.description },
    {
      kind: 'paragraph',
      text: 'We are operators, not consultants: one senior operator with a back-office team, working inside your own tools, with no proprietary software and no lock-in. Every engagement is scoped in advance and priced as a flat rate, and we leave when it is fixed.',
    },
    {
      kind: 'table',
      columns: ['Figure', 'What it means'],
      widths: [1, 4],
      rows: claims.map((claim) => [claim.value, claim.label]),
    },
    { kind: 'heading', text: 'How every engagement runs', level: 2 },
    {
      kind: 'numbered',
      items: [
        'Audit: we map how work really flows today: team structure, processes, metrics and tools.',
        'Build: we fix the causes, writing processes, roles and reporting directly into your stack.',
        'Run: we embed for 30 to 90 days and run the new system with your team until it holds under pressure.',
        'Hand off: your people own it, with documentation, owners and measures in place. Then we leave.',
      ],
    },
    { kind: 'heading', text: 'Services at a glance' },
    {
      kind: 'table',
      columns: ['Service', 'Headline price', 'Timing'],
      widths: [2, 1.6, 2.4],
      rows: facts.services.map((s) => [s.name, s.headline.text, s.duration ?? '']),
    },
  ];
  for (const service of facts.services) {
    // Keep a service's heading, introduction and the start of its price table on one page.
    blocks.push({ kind: 'heading', text: service.name, keepWith: 250 });
    blocks.push({ kind: 'paragraph', text: service.tagline });
    blocks.push({ kind: 'paragraph', text: service.summary });
    blocks.push({
      kind: 'paragraph',
      lead: headlineLine(facts, service.id),
      text: service.duration ? `· ${service.duration}` : '',
    });
    blocks.push({
      kind: 'table',
      columns: ['Option', 'Scope', 'Includes', 'Price'],
      widths: [1.25, 1.3, 2.45, 1.15],
      rows: service.tiers.map((tier) => [
        tier.label ? `${tier.label}: ${tier.name}` : tier.name,
        tier.scope ?? '',
        tier.features.join('; '),
        tier.price.text,
      ]),
    });
    if (service.addOns.length > 0) {
      blocks.push({
        kind: 'table',
        columns: ['Add-on', 'Note', 'Price'],
        widths: [2.2, 2.8, 1.15],
        rows: service.addOns.map((addOn) => [addOn.name, addOn.note ?? '', addOn.price.text]),
      });
    }
    if (service.terms.length > 0) blocks.push({ kind: 'bullets', items: service.terms });
    blocks.push({ kind: 'paragraph', lead: 'More:', text: facts.page(service.id) });
  }
  blocks.push(
    { kind: 'heading', text: 'Pricing notes' },
    {
      kind: 'bullets',
      items: [
        `All prices are in ${facts.manifest.site.currency === 'EUR' ? 'euro' : facts.manifest.site.currency}, flat-rate and agreed in writing before work starts.`,
        '"From" marks the lowest price of a service; the proposal fixes the exact figure for your scope.',
        'Add-ons are optional and charged on top of the option they extend.',
      ],
    },
    { kind: 'heading', text: 'Next steps', level: 2 },
    {
      kind: 'numbered',
      items: [
        `Book a ${facts.fact('call-length')} strategy call.`,
        `Receive a custom-scoped proposal within ${facts.fact('proposal-time')}.`,
        'Start execution immediately.',
      ],
    },
    ...contactBlocks(facts),
  );
  return {
    title: download.title,
    subtitle: `${facts.firm} services, tiers and prices. ${download.description ?? ''}`.trim(),
    audience: 'Founders, general managers, delivery heads and procurement teams comparing options before a first call.',
    blocks,
  };
}
