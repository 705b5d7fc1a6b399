// The changes to what the site states: its facts (firm, locale, currency), claims, facts list and downloads.
import type { Collector } from './collector.ts';
import { pairBy } from './pairing.ts';
import type { ChangeGroup } from './types.ts';
import { quote, wordDiff } from './words.ts';

export function describeSite(c: Collector): void {
  const { before, after } = c;
  for (const key of ['locale', 'currency'] as const) {
    if (before.site[key] !== after.site[key])
      c.add(
        'prices',
        `Prices are shown with ${key} ${before.site[key]} → ${after.site[key]} (every price on the site)`,
        `/site/${key}`,
      );
  }
  const { locale: _l, currency: _c, ...beforeRest } = before.site;
  const { locale: _l2, currency: _c2, ...afterRest } = after.site;
  c.walk('facts', beforeRest, afterRest, '/site', '/site');
}

/** A list of items with ids (claims, facts): each told by id, with its value shown by `show`. */
export function describeIdList<T extends { id: string }>(
  c: Collector,
  group: ChangeGroup,
  list: 'claims' | 'facts',
  noun: string,
  show: (item: T) => string,
): void {
  const before = (c.before[list] ?? []) as unknown as T[];
  const after = (c.after[list] ?? []) as unknown as T[];
  const { pairs, removed, added } = pairBy(before, after, (item) => item.id);
  for (const i of removed)
    c.addRemoval(group, `${noun} '${before[i]!.id}' removed (was ${show(before[i]!)})`, `/${list}/${i}`);
  for (const j of added) c.add(group, `${noun} '${after[j]!.id}' added: ${show(after[j]!)}`, `/${list}/${j}`);
  for (const pair of pairs) {
    const b = before[pair.old]!;
    const a = after[pair.new]!;
    if (show(b) !== show(a))
      c.add(group, `${noun} '${a.id}': ${show(b)} → ${show(a)}`, `/${list}/${pair.new}`, wordDiff(show(b), show(a)));
    else c.walk(group, b, a, `/${list}/${pair.old}`, `/${list}/${pair.new}`);
  }
}

export function describeDownloads(c: Collector): void {
  const before = c.before.downloads;
  const after = c.after.downloads;
  const { pairs, removed, added } = pairBy(before, after, (d) => d.slug);
  for (const i of removed) c.addRemoval('downloads', `Download ${quote(before[i]!.title)} removed`, `/downloads/${i}`);
  for (const j of added)
    c.add('downloads', `Download ${quote(after[j]!.title)} added (${after[j]!.file})`, `/downloads/${j}`);
  for (const pair of pairs)
    c.walk('downloads', before[pair.old], after[pair.new], `/downloads/${pair.old}`, `/downloads/${pair.new}`);
}
