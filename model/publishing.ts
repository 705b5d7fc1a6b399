// Which changes go live at once and which wait for a publisher: the one rule behind the editor's Publish button, the
// server that enforces it, `npm run lint` and `npm run review`, which explain it. A correction of words should not need
// ceremony; anything a visitor pays for or finds the site by does.
import type { Change, ChangeGroup } from './changes.ts';

export type PublishSpeed = 'at-once' | 'review';

export interface PublishDecision {
  speed: PublishSpeed;
  /** Why it needs a publisher, one line per kind of change with an example ("It changes a price: …"); empty at once. */
  reasons: string[];
  /** The decision in one sentence. */
  summary: string;
}

/** What each group of changes means for publishing, in words. Texts and facts always publish at once. */
const NEEDS_A_PUBLISHER: Partial<Record<ChangeGroup, string>> = {
  prices: 'It changes a price',
  services: 'It changes a service or a tier',
  pages: 'It adds, removes or renames a page, or changes its other addresses',
  blocks: 'It adds, removes or changes the settings of a block',
  navigation: 'It changes the navigation or the footer',
  downloads: 'It changes a download',
};

/** The rule as a list, for the guide and for lint's explanation. */
export const PUBLISH_RULE = {
  atOnce:
    'texts (words anywhere on the site), facts and claims, items added to or removed from a list such as an FAQ, and the order of blocks on a page',
  review:
    'prices, services and tiers, pages added, removed or renamed, blocks added or removed, navigation and footer, downloads',
} as const;

/** A change that publishes at once: words, facts, a list item (an FAQ question) or a block moved on its page. */
function isSmall(change: Change): boolean {
  if (change.group === 'texts' || change.group === 'facts') return true;
  return change.group === 'blocks' && change.shape !== undefined;
}

export function publishSpeed(changes: readonly Change[]): PublishDecision {
  const large = changes.filter((change) => !isSmall(change));
  if (large.length === 0)
    return {
      speed: 'at-once',
      reasons: [],
      summary:
        changes.length === 0
          ? 'Nothing changed.'
          : 'Goes live at once: it changes only texts, facts, list items or the order of blocks.',
    };
  const seen = new Map<ChangeGroup, Change>();
  for (const change of large) if (!seen.has(change.group)) seen.set(change.group, change);
  const reasons = [...seen].map(([group, first]) => {
    const more = large.filter((change) => change.group === group).length - 1;
    const example = more > 0 ? `${first.text} (and ${more} more)` : first.text;
    return `${NEEDS_A_PUBLISHER[group] ?? 'It changes the site’s structure'}: ${example}.`;
  });
  return { speed: 'review', reasons, summary: `Needs a publisher’s approval. ${reasons.join(' ')}` };
}
