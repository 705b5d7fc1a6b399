// The two speeds of publishing: what goes live at once and what waits for a publisher, decided from the change alone.
import { describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { describeChanges } from '../../model/changes.ts';
import { publishSpeed } from '../../model/publishing.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

type Blocks = Record<string, unknown>[];

function decide(change: (manifest: SiteManifest) => void) {
  const before = fixtureManifest();
  const after = fixtureManifest();
  change(after);
  return publishSpeed(describeChanges(before, after, blockDefinitions));
}

const faqItems = (manifest: SiteManifest) => {
  const page = manifest.routes.find((route) => (route.blocks as unknown as Blocks).some((b) => b.type === 'faq'))!;
  const faq = (page.blocks as unknown as Blocks).find((block) => block.type === 'faq')!;
  return faq.items as { question: string; answer: string }[];
};

describe('publishSpeed', () => {
  it('publishes a corrected text, an FAQ answer, a fact and a new FAQ question at once', () => {
    const decision = decide((manifest) => {
      manifest.routes[0]!.title = `${manifest.routes[0]!.title} today`;
      faqItems(manifest)[0]!.answer += ' We confirm it in writing.';
      faqItems(manifest).push({ question: 'Do you travel?', answer: 'Yes, across Ireland and the UK.' });
      manifest.facts![0]!.value = '12 hours';
    });
    expect(decision).toEqual({ speed: 'at-once', reasons: [], summary: expect.stringMatching(/^Goes live at once/) });
  });

  it('publishes blocks moved on a page at once', () => {
    const decision = decide((manifest) => {
      const blocks = manifest.routes[0]!.blocks;
      blocks.push(blocks.shift()!);
    });
    expect(decision.speed).toBe('at-once');
  });

  it('holds a price change for a publisher and says which price', () => {
    const decision = decide((manifest) => {
      manifest.services[0]!.tiers[0]!.price = { amount: 1700 };
    });
    expect(decision.speed).toBe('review');
    expect(decision.reasons).toEqual([expect.stringMatching(/^It changes a price: .*Quick Scan.*1,?600.*1,?700/)]);
  });

  it('holds pages added, navigation, downloads and blocks added, one reason per kind', () => {
    const decision = decide((manifest) => {
      manifest.routes.push({ ...manifest.routes[1]!, path: '/new-page', title: 'A new page' });
      manifest.navigation.links.reverse();
      manifest.downloads.pop();
      manifest.routes[0]!.blocks.push(manifest.routes[0]!.blocks[0]!);
    });
    expect(decision.speed).toBe('review');
    const kinds = decision.reasons.map((reason) => reason.split(':')[0]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'It adds, removes or renames a page, or changes its other addresses',
        'It changes the navigation or the footer',
        'It changes a download',
        'It adds, removes or changes the settings of a block',
      ]),
    );
  });

  it('says when nothing changed', () => {
    expect(decide(() => undefined).summary).toBe('Nothing changed.');
  });
});
