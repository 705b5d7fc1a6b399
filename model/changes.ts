// Every difference between two manifests in plain words, grouped by what it means to a visitor (prices, services,
// pages, blocks, navigation, texts, downloads, facts). Pure: the review tool adds where each change shows, from builds.
import { diffArrays, diffWords } from 'diff';
import type { Route, Service, SiteManifest, Tier } from '../schema/site.types.ts';
import type { BlockDefinitions } from './blocks.ts';
import { placeInWords } from './place.ts';
import { formatPrice, headlinePrice, type Money } from './price.ts';

export type ChangeGroup = 'prices' | 'services' | 'pages' | 'blocks' | 'navigation' | 'texts' | 'downloads' | 'facts';

export interface Change {
  group: ChangeGroup;
  /** The change in plain words, e.g. "Quick Scan (Operations Reset Audit): €1,495 → €1,595". */
  text: string;
  /** Where it is: JSON pointer into the new manifest (into the old one for a removal). */
  pointer: string;
  /** For a changed text: a short word-level diff, e.g. "…we reply within [-24-]{+48+} hours…". */
  diff?: string;
}

/** The groups in the order a report shows them. */
export const CHANGE_GROUPS: readonly ChangeGroup[] = ['prices', 'services', 'pages', 'blocks', 'navigation', 'texts', 'downloads', 'facts'];

type Json = unknown;
type Obj = Record<string, Json>;

const isObject = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with keys sorted, so that reordering an object's fields (a reformatted file) is no change. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const same = (a: Json, b: Json): boolean => canonical(a) === canonical(b);

function quote(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}”`;
}

/** A value in a few words: a quoted text, a number, yes/no, or the name of a list item. */
function inWords(value: Json): string {
  if (value === undefined) return '(none)';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty list)' : `a list of ${value.length}`;
  if (isObject(value)) {
    const name = ['title', 'name', 'question', 'heading', 'text', 'label', 'id', 'slug', 'path'].map((k) => value[k]).find((v) => typeof v === 'string');
    return typeof name === 'string' ? quote(name, 60) : 'an entry';
  }
  return String(value);
}

const firstWords = (text: string, n: number): string => text.match(new RegExp(`^(?:\\s*\\S+){0,${n}}`))![0];
const lastWords = (text: string, n: number): string => text.match(new RegExp(`(?:\\S+\\s*){0,${n}}$`))![0];

/** A short word-level diff in git's --word-diff style, with a few words of context around each change. */
export function wordDiff(before: string, after: string, context = 5): string {
  const parts = diffWords(before, after);
  return parts
    .map((part, i) => {
      if (part.added) return `{+${part.value}+}`;
      if (part.removed) return `[-${part.value}-]`;
      const words = part.value.trim().split(/\s+/).length;
      const first = i === 0;
      const last = i === parts.length - 1;
      if (first && last) return part.value;
      if (first) return words > context ? `…${lastWords(part.value, context)}` : part.value;
      if (last) return words > context ? `${firstWords(part.value, context)}…` : part.value;
      return words > context * 2 ? `${firstWords(part.value, context)} … ${lastWords(part.value, context)}` : part.value;
    })
    .join('');
}

class Collector {
  readonly changes: Change[] = [];
  constructor(
    readonly before: SiteManifest,
    readonly after: SiteManifest,
    readonly blocks?: BlockDefinitions,
  ) {}

  add(group: ChangeGroup, text: string, pointer: string, diff?: string): void {
    this.changes.push(diff === undefined ? { group, text, pointer } : { group, text, pointer, diff });
  }

  /** Where a pointer is, in words: in the new manifest, or in the old one for something removed. */
  placeNew(pointer: string): string {
    return placeInWords(this.after, pointer, this.blocks);
  }

  placeOld(pointer: string): string {
    return placeInWords(this.before, pointer, this.blocks);
  }

  /**
   * Any two values compared field by field. Texts get a word diff; list items added or removed are told by name
   * (in `structure`'s group), other values as before → after.
   */
  walk(group: ChangeGroup, before: Json, after: Json, oldPointer: string, newPointer: string, structure: ChangeGroup = group): void {
    if (same(before, after)) return;
    if (typeof before === 'string' && typeof after === 'string') {
      const short = before.length <= 50 && after.length <= 50;
      const text = `${this.placeNew(newPointer)}: ${short ? `${quote(before)} → ${quote(after)}` : 'text changed'}`;
      this.add(group, text, newPointer, wordDiff(before, after));
      return;
    }
    if (Array.isArray(before) && Array.isArray(after)) {
      this.walkList(group, before, after, oldPointer, newPointer, structure);
      return;
    }
    if (isObject(before) && isObject(after)) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      for (const key of keys) {
        const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
        const b = before[key];
        const a = after[key];
        if (b === undefined && a !== undefined) this.add(structure, `${this.placeNew(`${newPointer}/${escaped}`)}: added ${inWords(a)}`, `${newPointer}/${escaped}`);
        else if (a === undefined && b !== undefined) this.add(structure, `${this.placeOld(`${oldPointer}/${escaped}`)}: removed ${inWords(b)}`, `${oldPointer}/${escaped}`);
        else this.walk(group, b, a, `${oldPointer}/${escaped}`, `${newPointer}/${escaped}`, structure);
      }
      return;
    }
    const kind = typeof after === 'string' || typeof before === 'string' ? group : structure;
    this.add(kind, `${this.placeNew(newPointer)}: ${inWords(before)} → ${inWords(after)}`, newPointer);
  }

  private walkList(group: ChangeGroup, before: Json[], after: Json[], oldPointer: string, newPointer: string, structure: ChangeGroup): void {
    const parts = diffArrays(before, after, { comparator: same });
    let oldIndex = 0;
    let newIndex = 0;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      const next = parts[i + 1];
      if (part.removed && next?.added) {
        // Items replaced in place are edits of those items, compared field by field; any surplus is added or removed.
        const paired = Math.min(part.value.length, next.value.length);
        for (let k = 0; k < paired; k++) this.walk(group, part.value[k], next.value[k], `${oldPointer}/${oldIndex + k}`, `${newPointer}/${newIndex + k}`, structure);
        for (let k = paired; k < part.value.length; k++) this.removedItem(structure, part.value[k], `${oldPointer}/${oldIndex + k}`);
        for (let k = paired; k < next.value.length; k++) this.addedItem(structure, next.value[k], `${newPointer}/${newIndex + k}`);
        oldIndex += part.value.length;
        newIndex += next.value.length;
        i++;
      } else if (part.removed) {
        part.value.forEach((item, k) => this.removedItem(structure, item, `${oldPointer}/${oldIndex + k}`));
        oldIndex += part.value.length;
      } else if (part.added) {
        part.value.forEach((item, k) => this.addedItem(structure, item, `${newPointer}/${newIndex + k}`));
        newIndex += part.value.length;
      } else {
        oldIndex += part.value.length;
        newIndex += part.value.length;
      }
    }
  }

  private addedItem(group: ChangeGroup, item: Json, pointer: string): void {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    this.add(group, `${this.placeNew(parent)}: added ${inWords(item)}`, pointer);
  }

  private removedItem(group: ChangeGroup, item: Json, pointer: string): void {
    const parent = pointer.slice(0, pointer.lastIndexOf('/'));
    this.add(group, `${this.placeOld(parent)}: removed ${inWords(item)}`, pointer);
  }
}

/** Pairs the items of two lists by a key; what is left on either side was removed or added. */
function pairBy<T>(before: readonly T[], after: readonly T[], key: (item: T) => string | undefined) {
  const pairs: { old: number; new: number }[] = [];
  const taken = new Set<number>();
  const removed: number[] = [];
  before.forEach((item, oldIndex) => {
    const k = key(item);
    const newIndex = after.findIndex((other, j) => !taken.has(j) && k !== undefined && key(other) === k);
    if (newIndex < 0) removed.push(oldIndex);
    else {
      taken.add(newIndex);
      pairs.push({ old: oldIndex, new: newIndex });
    }
  });
  const added = after.map((_, j) => j).filter((j) => !taken.has(j));
  return { pairs, removed, added };
}

/** The pairs whose order changed: those outside the longest run that kept its order. */
function moved(pairs: { old: number; new: number }[]): Set<number> {
  const sorted = [...pairs].sort((a, b) => a.old - b.old);
  const n = sorted.length;
  const length = new Array<number>(n).fill(1);
  const previous = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < i; j++)
      if (sorted[j]!.new < sorted[i]!.new && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
  let end = length.indexOf(Math.max(0, ...length));
  const kept = new Set<number>();
  while (end >= 0) {
    kept.add(sorted[end]!.old);
    end = previous[end]!;
  }
  return new Set(sorted.filter((p) => !kept.has(p.old)).map((p) => p.old));
}

const money = (manifest: SiteManifest): Money => ({ locale: manifest.site.locale, currency: manifest.site.currency });

function describeSite(c: Collector): void {
  const { before, after } = c;
  for (const key of ['locale', 'currency'] as const) {
    if (before.site[key] !== after.site[key]) c.add('prices', `Prices are shown with ${key} ${before.site[key]} → ${after.site[key]} (every price on the site)`, `/site/${key}`);
  }
  const { locale: _l, currency: _c, ...beforeRest } = before.site;
  const { locale: _l2, currency: _c2, ...afterRest } = after.site;
  c.walk('facts', beforeRest, afterRest, '/site', '/site');
}

function describeIdList<T extends { id: string }>(c: Collector, group: ChangeGroup, list: 'claims' | 'facts', noun: string, show: (item: T) => string): void {
  const before = (c.before[list] ?? []) as unknown as T[];
  const after = (c.after[list] ?? []) as unknown as T[];
  const { pairs, removed, added } = pairBy(before, after, (item) => item.id);
  for (const i of removed) c.add(group, `${noun} '${before[i]!.id}' removed (was ${show(before[i]!)})`, `/${list}/${i}`);
  for (const j of added) c.add(group, `${noun} '${after[j]!.id}' added: ${show(after[j]!)}`, `/${list}/${j}`);
  for (const pair of pairs) {
    const b = before[pair.old]!;
    const a = after[pair.new]!;
    if (show(b) !== show(a)) c.add(group, `${noun} '${a.id}': ${show(b)} → ${show(a)}`, `/${list}/${pair.new}`, wordDiff(show(b), show(a)));
    else c.walk(group, b, a, `/${list}/${pair.old}`, `/${list}/${pair.new}`);
  }
}

function describeTiers(c: Collector, b: Service, a: Service, oldPointer: string, newPointer: string): void {
  const { pairs, removed, added } = pairBy<Tier>(b.tiers, a.tiers, (tier) => tier.id);
  for (const i of removed) c.add('services', `${a.name}: tier ${b.tiers[i]!.name} removed (was ${formatPrice(b.tiers[i]!.price, money(c.before)).text})`, `${oldPointer}/tiers/${i}`);
  for (const j of added) c.add('services', `${a.name}: tier ${a.tiers[j]!.name} added at ${formatPrice(a.tiers[j]!.price, money(c.after)).text}`, `${newPointer}/tiers/${j}`);
  if (moved(pairs).size > 0) c.add('services', `${a.name}: tiers reordered (${a.tiers.map((t) => t.name).join(', ')})`, `${newPointer}/tiers`);
  for (const pair of pairs) {
    const bt = b.tiers[pair.old]!;
    const at = a.tiers[pair.new]!;
    const tierOld = `${oldPointer}/tiers/${pair.old}`;
    const tierNew = `${newPointer}/tiers/${pair.new}`;
    if (bt.name !== at.name) c.add('services', `${a.name}: tier renamed ${quote(bt.name)} → ${quote(at.name)}`, `${tierNew}/name`);
    const oldPrice = formatPrice(bt.price, money(c.before)).text;
    const newPrice = formatPrice(at.price, money(c.after)).text;
    if (oldPrice !== newPrice) c.add('prices', `${at.name} (${a.name}): ${oldPrice} → ${newPrice}`, `${tierNew}/price`);
    if ((bt.highlight ?? false) !== (at.highlight ?? false)) {
      c.add('services', `${a.name}: ${at.name} ${at.highlight ? 'is now marked' : 'is no longer marked'} as the most chosen tier`, `${tierNew}/highlight`);
    }
    const { name: _n, price: _p, highlight: _h, ...restOld } = bt;
    const { name: _n2, price: _p2, highlight: _h2, ...restNew } = at;
    c.walk('texts', restOld, restNew, tierOld, tierNew, 'services');
  }
}

function describeAddOns(c: Collector, b: Service, a: Service, oldPointer: string, newPointer: string): void {
  const before = b.addOns ?? [];
  const after = a.addOns ?? [];
  const { pairs, removed, added } = pairBy(before, after, (addOn) => addOn.name);
  const byPosition = pairBy(removed, added, (index) => String(removed.indexOf(index))); // a renamed add-on keeps its place
  for (const k of byPosition.removed) c.add('services', `${a.name}: add-on ${quote(before[removed[k]!]!.name)} removed`, `${oldPointer}/addOns/${removed[k]}`);
  for (const k of byPosition.added) c.add('services', `${a.name}: add-on ${quote(after[added[k]!]!.name)} added at ${formatPrice(after[added[k]!]!.price, money(c.after)).text}`, `${newPointer}/addOns/${added[k]}`);
  const all = [...pairs, ...byPosition.pairs.map((p) => ({ old: removed[p.old]!, new: added[p.new]! }))];
  for (const pair of all) {
    const bo = before[pair.old]!;
    const ao = after[pair.new]!;
    const at = `${newPointer}/addOns/${pair.new}`;
    if (bo.name !== ao.name) c.add('services', `${a.name}: add-on renamed ${quote(bo.name)} → ${quote(ao.name)}`, `${at}/name`);
    const oldPrice = formatPrice(bo.price, money(c.before)).text;
    const newPrice = formatPrice(ao.price, money(c.after)).text;
    if (oldPrice !== newPrice) c.add('prices', `${ao.name} (add-on, ${a.name}): ${oldPrice} → ${newPrice}`, `${at}/price`);
    c.walk('texts', { note: bo.note }, { note: ao.note }, `${oldPointer}/addOns/${pair.old}`, at);
  }
}

function describeServices(c: Collector): void {
  const before = c.before.services;
  const after = c.after.services;
  const byId = pairBy<Service>(before, after, (s) => s.id);
  // A service whose id changed but whose name stayed is the same service.
  const renamedIds = pairBy(
    byId.removed.map((i) => before[i]!.name),
    byId.added.map((j) => after[j]!.name),
    (name) => name,
  );
  const pairs = [...byId.pairs, ...renamedIds.pairs.map((p) => ({ old: byId.removed[p.old]!, new: byId.added[p.new]! }))];
  for (const k of renamedIds.removed) {
    const s = before[byId.removed[k]!]!;
    c.add('services', `Service ${quote(s.name)} removed (its page was ${s.route})`, `/services/${byId.removed[k]}`);
  }
  for (const k of renamedIds.added) {
    const s = after[byId.added[k]!]!;
    c.add('services', `Service ${quote(s.name)} added (${headlinePrice(s, money(c.after)).text}, page ${s.route})`, `/services/${byId.added[k]}`);
  }
  if (moved(pairs).size > 0) c.add('services', `Services reordered: ${after.map((s) => s.name).join(', ')}`, '/services');
  for (const pair of pairs) {
    const b = before[pair.old]!;
    const a = after[pair.new]!;
    const oldPointer = `/services/${pair.old}`;
    const newPointer = `/services/${pair.new}`;
    if (b.name !== a.name) c.add('services', `Service renamed: ${quote(b.name)} → ${quote(a.name)}`, `${newPointer}/name`);
    if (b.id !== a.id) c.add('services', `${a.name}: code ${quote(b.id)} → ${quote(a.id)}`, `${newPointer}/id`);
    if (b.route !== a.route) c.add('services', `${a.name}: its page moved ${b.route} → ${a.route}`, `${newPointer}/route`);
    const oldHeadline = headlinePrice(b, money(c.before)).text;
    const newHeadline = headlinePrice(a, money(c.after)).text;
    // The headline is worked out from the tiers; a tier's own price line already tells a tier price change.
    if (b.headlinePrice !== a.headlinePrice && oldHeadline !== newHeadline) c.add('prices', `${a.name}, prices summed up as ${oldHeadline} → ${newHeadline}`, `${newPointer}/headlinePrice`);
    describeTiers(c, b, a, oldPointer, newPointer);
    describeAddOns(c, b, a, oldPointer, newPointer);
    const { name: _n, id: _i, route: _r, headlinePrice: _h, tiers: _t, addOns: _a, ...restOld } = b;
    const { name: _n2, id: _i2, route: _r2, headlinePrice: _h2, tiers: _t2, addOns: _a2, ...restNew } = a;
    c.walk('texts', restOld, restNew, oldPointer, newPointer, 'services');
  }
}

function describeDownloads(c: Collector): void {
  const before = c.before.downloads;
  const after = c.after.downloads;
  const { pairs, removed, added } = pairBy(before, after, (d) => d.slug);
  for (const i of removed) c.add('downloads', `Download ${quote(before[i]!.title)} removed`, `/downloads/${i}`);
  for (const j of added) c.add('downloads', `Download ${quote(after[j]!.title)} added (${after[j]!.file})`, `/downloads/${j}`);
  for (const pair of pairs) c.walk('downloads', before[pair.old], after[pair.new], `/downloads/${pair.old}`, `/downloads/${pair.new}`);
}

/** A block in words: its kind and its heading, such as "FAQ block “Common questions”". */
function blockName(block: Obj): string {
  const kind = String(block.type ?? 'unknown').replace(/-/g, ' ');
  const heading = ['heading', 'title', 'eyebrow'].map((k) => block[k]).find((v) => typeof v === 'string');
  const label = kind === 'faq' ? 'FAQ' : kind === 'cta' ? 'call-to-action' : kind;
  return `${label} block${typeof heading === 'string' ? ` ${quote(heading, 50)}` : ''}`;
}

function describeBlocks(c: Collector, path: string, before: Obj[], after: Obj[], oldPointer: string, newPointer: string): void {
  const exact = pairBy(before, after, canonical);
  const leftOld = exact.removed.map((i) => before[i]!);
  const leftNew = exact.added.map((j) => after[j]!);
  // Edited blocks are paired by anchor, else by type in order (the n-th hero with the n-th hero).
  const byAnchor = pairBy(leftOld, leftNew, (b) => (typeof b.anchor === 'string' ? `${b.type}@${b.anchor}` : undefined));
  const restOld = byAnchor.removed.map((i) => leftOld[i]!);
  const restNew = byAnchor.added.map((j) => leftNew[j]!);
  const occurrence = (list: Obj[]) => list.map((block, k) => `${block.type}#${list.slice(0, k + 1).filter((b) => b.type === block.type).length}`);
  const typed = pairBy(occurrence(restOld), occurrence(restNew), (key) => key);
  const index = (list: Obj[], block: Obj) => list.indexOf(block);
  const pairs = [
    ...exact.pairs,
    ...byAnchor.pairs.map((p) => ({ old: index(before, leftOld[p.old]!), new: index(after, leftNew[p.new]!) })),
    ...typed.pairs.map((p) => ({ old: index(before, restOld[p.old]!), new: index(after, restNew[p.new]!) })),
  ];
  for (const k of typed.removed) {
    const i = index(before, restOld[k]!);
    c.add('blocks', `${path}: ${blockName(before[i]!)} removed (was block ${i + 1})`, `${oldPointer}/blocks/${i}`);
  }
  for (const k of typed.added) {
    const j = index(after, restNew[k]!);
    c.add('blocks', `${path}: ${blockName(after[j]!)} added as block ${j + 1}`, `${newPointer}/blocks/${j}`);
  }
  const shifted = moved(pairs);
  for (const pair of pairs.sort((a, b) => a.new - b.new)) {
    if (shifted.has(pair.old)) c.add('blocks', `${path}: ${blockName(after[pair.new]!)} moved from block ${pair.old + 1} to block ${pair.new + 1}`, `${newPointer}/blocks/${pair.new}`);
    c.walk('texts', before[pair.old], after[pair.new], `${oldPointer}/blocks/${pair.old}`, `${newPointer}/blocks/${pair.new}`, 'blocks');
  }
}

function describeRoutes(c: Collector): void {
  const before = c.before.routes;
  const after = c.after.routes;
  const byPath = pairBy<Route>(before, after, (r) => r.path);
  // A page whose address changed but whose title or content stayed is the same page, renamed.
  const renamed = pairBy(
    byPath.removed.map((i) => before[i]!),
    byPath.added.map((j) => after[j]!),
    (r) => r.title,
  );
  const sameBlocks = pairBy(
    renamed.removed.map((k) => before[byPath.removed[k]!]!),
    renamed.added.map((k) => after[byPath.added[k]!]!),
    (r) => canonical(r.blocks),
  );
  const renamedPairs = [
    ...renamed.pairs.map((p) => ({ old: byPath.removed[p.old]!, new: byPath.added[p.new]! })),
    ...sameBlocks.pairs.map((p) => ({ old: byPath.removed[renamed.removed[p.old]!]!, new: byPath.added[renamed.added[p.new]!]! })),
  ];
  for (const k of sameBlocks.removed) {
    const i = byPath.removed[renamed.removed[k]!]!;
    c.add('pages', `Page ${before[i]!.path} (${quote(before[i]!.title, 50)}) removed`, `/routes/${i}`);
  }
  for (const k of sameBlocks.added) {
    const j = byPath.added[renamed.added[k]!]!;
    c.add('pages', `Page ${after[j]!.path} (${quote(after[j]!.title, 50)}) added, with ${after[j]!.blocks.length} block${after[j]!.blocks.length === 1 ? '' : 's'}`, `/routes/${j}`);
  }
  for (const pair of renamedPairs) c.add('pages', `Page renamed: ${before[pair.old]!.path} → ${after[pair.new]!.path}`, `/routes/${pair.new}/path`);
  for (const pair of [...byPath.pairs, ...renamedPairs]) {
    const b = before[pair.old]!;
    const a = after[pair.new]!;
    const oldPointer = `/routes/${pair.old}`;
    const newPointer = `/routes/${pair.new}`;
    c.walk('pages', { aliases: b.aliases ?? [] }, { aliases: a.aliases ?? [] }, oldPointer, newPointer);
    c.walk('texts', { title: b.title, description: b.description }, { title: a.title, description: a.description }, oldPointer, newPointer);
    describeBlocks(c, a.path, b.blocks as unknown as Obj[], a.blocks as unknown as Obj[], oldPointer, newPointer);
  }
}

/**
 * Every difference between two manifests, in plain words, in report order (by group, then as found).
 * Reformatting or reordering an object's fields is no change.
 */
export function describeChanges(before: SiteManifest, after: SiteManifest, blocks?: BlockDefinitions): Change[] {
  const c = new Collector(before, after, blocks);
  describeSite(c);
  describeIdList<{ id: string; value: string; label: string }>(c, 'facts', 'claims', 'Claim', (claim) => `${claim.value} ${claim.label}`);
  describeIdList<{ id: string; value: string }>(c, 'facts', 'facts', 'Fact', (fact) => fact.value);
  c.walk('texts', before.comparison, after.comparison, '/comparison', '/comparison', 'blocks');
  describeServices(c);
  describeDownloads(c);
  c.walk('navigation', before.navigation, after.navigation, '/navigation', '/navigation');
  c.walk('navigation', before.footer, after.footer, '/footer', '/footer');
  describeRoutes(c);
  const order = (change: Change) => CHANGE_GROUPS.indexOf(change.group);
  return c.changes.map((change, i) => ({ change, i })).sort((x, y) => order(x.change) - order(y.change) || x.i - y.i).map(({ change }) => change);
}
