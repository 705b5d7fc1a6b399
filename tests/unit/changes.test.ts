// The words-only change engine: each kind of edit to the fixture site's manifest is told in its group, in plain words,
// pointing at the place it was made; reformatting is no change.
import { beforeAll, describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/definitions.ts';
import type { BlockDefinitions } from '../../model/blocks.ts';
import { describeChanges, wordDiff, type Change } from '../../model/changes.ts';
import { fixtureManifest as original } from '../support/fixture-site.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

let blocks: BlockDefinitions;
beforeAll(async () => {
  blocks = blockDefinitions;
});

function changesAfter(edit: (manifest: SiteManifest) => void): Change[] {
  const after = original();
  edit(after);
  return describeChanges(original(), after, blocks);
}

const service = (m: SiteManifest, id: string) => m.services.find((s) => s.id === id)!;
const route = (m: SiteManifest, path: string) => m.routes.find((r) => r.path === path)!;

describe('describeChanges', () => {
  it('finds no change in a reformatted file with its fields in another order', () => {
    const reordered = JSON.parse(JSON.stringify(original(), null, 7)) as SiteManifest;
    reordered.site = Object.fromEntries(Object.entries(reordered.site).reverse()) as SiteManifest['site'];
    expect(describeChanges(original(), reordered, blocks)).toEqual([]);
  });

  it('tells a tier price change with the tier and service names, as the site formats prices', () => {
    const before = original();
    const audit = service(before, 'ops-audit');
    const tierIndex = 0;
    const old = audit.tiers[tierIndex]!.price.amount;
    const changes = changesAfter((m) => {
      service(m, 'ops-audit').tiers[tierIndex]!.price.amount = old + 100;
    });
    const serviceIndex = before.services.indexOf(audit);
    const euros = (amount: number) => `€${amount.toLocaleString('en-IE')}`;
    expect(changes).toContainEqual({
      group: 'prices',
      text: `${audit.tiers[tierIndex]!.name} (${audit.name}): ${euros(old)} → ${euros(old + 100)}`,
      pointer: `/services/${serviceIndex}/tiers/${tierIndex}/price`,
    });
    expect(changes.every((c) => c.group === 'prices')).toBe(true);
  });

  it('tells a renamed service once, in the services group', () => {
    const changes = changesAfter((m) => {
      service(m, 'ops-audit').name = 'Operations Health Audit';
    });
    const { name } = service(original(), 'ops-audit');
    expect(changes).toEqual([
      expect.objectContaining({ group: 'services', text: `Service renamed: “${name}” → “Operations Health Audit”` }),
    ]);
  });

  it('tells a fact with its old and new value and a word diff', () => {
    const changes = changesAfter((m) => {
      m.facts!.find((f) => f.id === 'reply-time')!.value = '48 hours';
    });
    // The fixture's reply time is "24 hours".
    expect(changes).toEqual([
      expect.objectContaining({
        group: 'facts',
        text: "Fact 'reply-time': 24 hours → 48 hours",
        diff: '[-24-]{+48+} hours',
      }),
    ]);
  });

  it('tells a new FAQ item by its question, on its page', () => {
    let path = '';
    const changes = changesAfter((m) => {
      const page = m.routes.find((r) => r.blocks.some((b) => b.type === 'faq'))!;
      path = page.path;
      const faq = page.blocks.find((b) => b.type === 'faq') as { items: { question: string; answer: string }[] };
      faq.items.push({ question: 'Do you work with charities?', answer: 'Yes, at the same prices.' });
    });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.group).toBe('blocks');
    expect(changes[0]!.text).toContain(`page ${path}`);
    expect(changes[0]!.text).toContain('added “Do you work with charities?”');
  });

  it('tells a removed page by its address and points into the old manifest', () => {
    const before = original();
    const index = before.routes.findIndex((r) => r.path === '/insights');
    const changes = changesAfter((m) => {
      m.routes.splice(index, 1);
    });
    const removal = changes.find((c) => c.group === 'pages')!;
    expect(removal.text).toMatch(/^Page \/insights \(.*\) removed$/);
    expect(removal.pointer).toBe(`/routes/${index}`);
    expect(removal.removed).toBe(true);
  });

  it('tells a renamed page as a rename, not as a removal and an addition', () => {
    const changes = changesAfter((m) => {
      route(m, '/insights').path = '/resources';
    });
    expect(changes.filter((c) => c.group === 'pages').map((c) => c.text)).toEqual([
      'Page renamed: /insights → /resources',
    ]);
  });

  it('tells a reordered block as moved, not as edited texts', () => {
    let path = '';
    const changes = changesAfter((m) => {
      const page = m.routes.find((r) => r.blocks.length >= 3)!;
      path = page.path;
      const [first, second] = page.blocks.splice(1, 2);
      page.blocks.splice(1, 0, second!, first!);
    });
    expect(changes.length).toBeGreaterThan(0);
    expect(
      changes.every(
        (c) => c.group === 'blocks' && c.text.startsWith(`${path}: `) && c.text.includes(' moved from block '),
      ),
    ).toBe(true);
  });

  it('tells an added and a removed block by kind and heading', () => {
    const changes = changesAfter((m) => {
      const page = route(m, '/about');
      page.blocks.pop();
      page.blocks.push({ type: 'text', heading: 'Our promise', paragraphs: ['We answer every mail.'] } as never);
    });
    expect(changes.map((c) => c.group)).toEqual(['blocks', 'blocks']);
    expect(
      changes.some(
        (c) => c.text === '/about: Text “Our promise” added as block ' + route(original(), '/about').blocks.length,
      ),
    ).toBe(true);
    expect(changes.some((c) => /^\/about: .* removed \(was block \d+\)$/.test(c.text))).toBe(true);
  });

  it('puts navigation and footer edits in the navigation group', () => {
    const changes = changesAfter((m) => {
      m.navigation.links[0]!.text = 'Our story';
      m.footer.legal.push({ text: 'Accessibility', href: '/about' });
    });
    expect(changes.map((c) => c.group)).toEqual(['navigation', 'navigation']);
    expect(changes[0]!.text).toMatch(/→ “Our story”$/);
    expect(changes[1]!.text).toContain('Accessibility');
  });

  it('gives a changed text a short word diff around the change', () => {
    const changes = changesAfter((m) => {
      service(m, 'ops-audit').summary = service(m, 'ops-audit').summary.replace('money leaks', 'cash leaks');
    });
    expect(changes).toEqual([
      expect.objectContaining({ group: 'texts', pointer: expect.stringMatching(/^\/services\/\d+\/summary$/) }),
    ]);
    expect(changes[0]!.diff).toContain('[-money-]{+cash+}');
    expect(changes[0]!.diff!.length).toBeLessThan(service(original(), 'ops-audit').summary.length);
  });

  it('tells downloads and claims in their own groups', () => {
    const changes = changesAfter((m) => {
      m.downloads[0]!.title = 'Every Service at a Glance';
      m.claims[0]!.value = '99+';
    });
    expect(changes.map((c) => c.group).sort()).toEqual(['downloads', 'facts']);
  });
});

describe('wordDiff', () => {
  it('keeps a few words around the change and cuts the rest', () => {
    const before = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';
    const after = before.replace('eight', 'EIGHT');
    expect(wordDiff(before, after, 2)).toBe('…six seven [-eight-]{+EIGHT+} nine ten…');
  });
});
