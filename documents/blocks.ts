// Blocks several documents share, built from the manifest so prices and contact details never drift from the site.
import type { Block } from './types.ts';
import type { Facts } from './facts.ts';

/** A service's tiers as a table: tier, scope, what is included, price (formatted by the site's price module). */
export function tierTable(facts: Facts, serviceId: string): Block {
  const service = facts.service(serviceId);
  return {
    kind: 'table',
    columns: ['Option', 'Scope', 'Includes', 'Price'],
    widths: [1.25, 1.35, 2.4, 1.1],
    rows: service.tiers.map((tier) => [
      tier.label ? `${tier.label}: ${tier.name}` : tier.name,
      tier.scope ?? '',
      tier.features.join('; '),
      tier.price.text,
    ]),
  };
}

/** The closing "how to reach us" section of every document. */
export function contactBlocks(facts: Facts, serviceId?: string): Block[] {
  const service = serviceId ? facts.service(serviceId) : undefined;
  return [
    { kind: 'heading', text: 'Talk to us' },
    {
      kind: 'paragraph',
      text:
        `Book a ${facts.fact('call-length')} strategy call at ${facts.host}/book or write to ${facts.email}. ` +
        `You receive a custom-scoped, flat-rate proposal within ${facts.fact('proposal-time')}, and execution can start immediately.` +
        (service ? ` Full details of ${service.name}: ${facts.page(service.id)}.` : ''),
    },
  ];
}
