// Ten kinds of everyday edit, made to a copy of any manifest: each picks its target from what the manifest holds (never
// a name, price or count typed here), as a person in the editor would. The smoke stage must pass on the result.
import { createSite } from '../../model/site.ts';
import type { SiteManifest, Tier } from '../../schema/site.types.ts';

type Manifest = SiteManifest;

/** `wanted`, or `wanted` with the first number that makes it new: the edits also fit a manifest that had them before. */
function unused(wanted: string, taken: Iterable<string>, numbered: (n: number) => string): string {
  const used = new Set(taken);
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!used.has(numbered(n))) return numbered(n);
}
const pricedTiers = (m: Manifest) =>
  m.services
    .flatMap((s) => s.tiers.map((t) => ({ service: s, tier: t })))
    .filter(({ tier }) => typeof tier.price.amount === 'number');

function changePrice(m: Manifest): string {
  const { service, tier } = pricedTiers(m)[0]!;
  tier.price.amount = (tier.price.amount as number) + 250;
  return `${service.id} › ${tier.id}: price ${tier.price.amount}`;
}

function renameTierAndService(m: Manifest): string {
  const service = m.services.at(-1)!;
  const tier = service.tiers[0]!;
  tier.name = `${tier.name} Plus`;
  service.name = `${service.name} Programme`;
  return `${service.id}: renamed to "${service.name}", tier ${tier.id} to "${tier.name}"`;
}

function shrinkAndGrowLists(m: Manifest): string {
  const shrunk = m.services.flatMap((s) => s.tiers).find((t) => (t.features?.length ?? 0) > 1)!;
  shrunk.features!.pop();
  const grown = m.services[0]!.tiers.at(-1)!;
  grown.features = [...(grown.features ?? []), 'A written summary of every decision, sent the same day'];
  return `tier ${shrunk.id} lost its last feature; tier ${grown.id} gained one`;
}

function addFaqItem(m: Manifest): string {
  const answer = 'Yes. Tell us a week ahead and we agree a restart date in writing.';
  for (const route of m.routes) {
    const faq = route.blocks.find((b) => b.type === 'faq');
    if (faq && 'items' in faq) {
      const items = faq.items as { question: string; answer: string }[];
      const asked = items.map((i) => i.question);
      items.push({
        question: unused('Can we pause an engagement?', asked, (n) => `Can we pause an engagement ${n} times?`),
        answer,
      });
      return `${route.path}: FAQ item added`;
    }
  }
  const item = { question: 'Can we pause an engagement?', answer };
  m.routes[0]!.blocks.push({
    type: 'faq',
    heading: 'Questions',
    items: [item],
  } as Manifest['routes'][number]['blocks'][number]);
  return `${m.routes[0]!.path}: FAQ block added`;
}

function changeFact(m: Manifest): string {
  const fact = (m.facts ?? [])[0];
  if (!fact) return 'no fact to change';
  fact.value = `${fact.value} (updated)`;
  return `fact ${fact.id}: "${fact.value}"`;
}

function swapBlocks(m: Manifest): string {
  const route = [...m.routes].sort((a, b) => b.blocks.length - a.blocks.length)[0]!;
  const blocks = route.blocks;
  [blocks[1], blocks[2]] = [blocks[2]!, blocks[1]!];
  return `${route.path}: blocks 2 and 3 swapped`;
}

function addTier(m: Manifest): string {
  const { service, tier } = pricedTiers(m).at(-1)!;
  const id = unused(
    `${tier.id}-extended`,
    service.tiers.map((t) => t.id),
    (n) => `${tier.id}-extended-${n}`,
  );
  const added: Tier = { ...structuredClone(tier), id, name: `${tier.name} Extended`, highlight: false };
  added.price = { ...added.price, amount: (tier.price.amount as number) + 1000 };
  service.tiers.push(added);
  return `${service.id}: tier ${added.id} added`;
}

function rewordSummary(m: Manifest): string {
  const service = m.services[0]!;
  service.summary = `${service.summary} Every step is agreed with you before it starts.`;
  return `${service.id}: summary reworded`;
}

function changeNavigation(m: Manifest): string {
  const links = m.navigation.links;
  if (links.length < 2) return `navigation: link "${(links[0]!.text = `${links[0]!.text} (new)`)}" renamed`;
  return `navigation: link "${links.pop()!.text}" removed`;
}

/** A new page: the blocks of the shortest page (not the home page), at a new address, linked from the footer. */
function addPage(m: Manifest): string {
  const source = [...m.routes].filter((r) => r.path !== '/').sort((a, b) => a.blocks.length - b.blocks.length)[0]!;
  const path = unused('/smoke-test-added-page', createSite(m).pages.keys(), (n) => `/smoke-test-added-page-${n}`);
  m.routes.push({
    ...structuredClone(source),
    path,
    title: 'A page added in the editor | {firm}',
    description: 'A page added by the smoke test.',
  });
  delete m.routes.at(-1)!.aliases;
  m.footer.company.push({ text: 'Added page', href: path });
  return `page ${path} added`;
}

export const EDITS: { kind: string; edit: (m: Manifest) => string }[] = [
  { kind: 'a price', edit: changePrice },
  { kind: 'names', edit: renameTierAndService },
  { kind: 'lists grown and shrunk', edit: shrinkAndGrowLists },
  { kind: 'a FAQ item added', edit: addFaqItem },
  { kind: 'a fact changed', edit: changeFact },
  { kind: 'two blocks swapped', edit: swapBlocks },
  { kind: 'a tier added', edit: addTier },
  { kind: 'a summary reworded', edit: rewordSummary },
  { kind: 'a navigation link removed', edit: changeNavigation },
  { kind: 'a page added', edit: addPage },
];
