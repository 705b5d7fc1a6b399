// Words the review's reports share.
import type { ChangeGroup } from '../model/changes.ts';

export const GROUP_TITLES: Record<ChangeGroup, string> = {
  prices: 'Prices',
  services: 'Services and tiers',
  pages: 'Pages',
  blocks: 'Blocks',
  navigation: 'Navigation and footer',
  texts: 'Texts',
  downloads: 'Downloads',
  facts: 'Facts and claims',
};

export const NO_VISIBLE_CHANGE = 'No visible change: no page, document or sitemap entry differs.';

export const STATUS_WORDS = { added: 'new page', removed: 'removed', changed: 'changed' } as const;
