// Every difference between two manifests in plain words, grouped by what it means to a visitor (prices, services,
// pages, blocks, navigation, texts, downloads, facts). Pure: the review tool adds where each change shows, from builds.
// The parts are in model/changes/: how values are compared and worded, how list items are paired, and one file per
// part of the manifest.
import type { SiteManifest } from '../schema/site.types.ts';
import type { BlockDefinitions } from './blocks.ts';
import { Collector } from './changes/collector.ts';
import { describeDownloads, describeIdList, describeSite } from './changes/facts.ts';
import { describeRoutes } from './changes/pages.ts';
import { describeServices } from './changes/services.ts';
import { CHANGE_GROUPS, type Change } from './changes/types.ts';

export { CHANGE_GROUPS, type Change, type ChangeGroup } from './changes/types.ts';
export { wordDiff } from './changes/words.ts';

/**
 * Every difference between two manifests, in plain words, in report order (by group, then as found).
 * Reformatting or reordering an object's fields is no change.
 */
export function describeChanges(before: SiteManifest, after: SiteManifest, blocks?: BlockDefinitions): Change[] {
  const c = new Collector(before, after, blocks);
  describeSite(c);
  describeIdList<{ id: string; value: string; label: string }>(
    c,
    'facts',
    'claims',
    'Claim',
    (claim) => `${claim.value} ${claim.label}`,
  );
  describeIdList<{ id: string; value: string }>(c, 'facts', 'facts', 'Fact', (fact) => fact.value);
  c.walk('texts', before.comparison, after.comparison, '/comparison', '/comparison', 'blocks');
  describeServices(c);
  describeDownloads(c);
  c.walk('navigation', before.navigation, after.navigation, '/navigation', '/navigation');
  c.walk('navigation', before.footer, after.footer, '/footer', '/footer');
  describeRoutes(c);
  const order = (change: Change) => CHANGE_GROUPS.indexOf(change.group);
  return c.changes
    .map((change, i) => ({ change, i }))
    .sort((x, y) => order(x.change) - order(y.change) || x.i - y.i)
    .map(({ change }) => change);
}
