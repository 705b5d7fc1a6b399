// The changes to services: added, removed, renamed or reordered services, their tiers and add-ons, and their prices.
import type { Service, SiteManifest, Tier } from '../../schema/site.types.ts';
import { formatPrice, headlinePrice, type Money } from '../price.ts';
import type { Collector } from './collector.ts';
import { moved, pairBy } from './pairing.ts';
import { quote } from './words.ts';

const money = (manifest: SiteManifest): Money => ({ locale: manifest.site.locale, currency: manifest.site.currency });

function describeTiers(c: Collector, b: Service, a: Service, oldPointer: string, newPointer: string): void {
  const { pairs, removed, added } = pairBy<Tier>(b.tiers, a.tiers, (tier) => tier.id);
  for (const i of removed)
    c.addRemoval(
      'services',
      `${a.name}: tier ${b.tiers[i]!.name} removed (was ${formatPrice(b.tiers[i]!.price, money(c.before)).text})`,
      `${oldPointer}/tiers/${i}`,
    );
  for (const j of added)
    c.add(
      'services',
      `${a.name}: tier ${a.tiers[j]!.name} added at ${formatPrice(a.tiers[j]!.price, money(c.after)).text}`,
      `${newPointer}/tiers/${j}`,
    );
  if (moved(pairs).size > 0)
    c.add('services', `${a.name}: tiers reordered (${a.tiers.map((t) => t.name).join(', ')})`, `${newPointer}/tiers`);
  for (const pair of pairs) {
    const bt = b.tiers[pair.old]!;
    const at = a.tiers[pair.new]!;
    const tierOld = `${oldPointer}/tiers/${pair.old}`;
    const tierNew = `${newPointer}/tiers/${pair.new}`;
    if (bt.name !== at.name)
      c.add('services', `${a.name}: tier renamed ${quote(bt.name)} → ${quote(at.name)}`, `${tierNew}/name`);
    const oldPrice = formatPrice(bt.price, money(c.before)).text;
    const newPrice = formatPrice(at.price, money(c.after)).text;
    if (oldPrice !== newPrice) c.add('prices', `${at.name} (${a.name}): ${oldPrice} → ${newPrice}`, `${tierNew}/price`);
    if ((bt.highlight ?? false) !== (at.highlight ?? false)) {
      c.add(
        'services',
        `${a.name}: ${at.name} ${at.highlight ? 'is now marked' : 'is no longer marked'} as the most chosen tier`,
        `${tierNew}/highlight`,
      );
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
  for (const k of byPosition.removed)
    c.addRemoval(
      'services',
      `${a.name}: add-on ${quote(before[removed[k]!]!.name)} removed`,
      `${oldPointer}/addOns/${removed[k]}`,
    );
  for (const k of byPosition.added)
    c.add(
      'services',
      `${a.name}: add-on ${quote(after[added[k]!]!.name)} added at ${formatPrice(after[added[k]!]!.price, money(c.after)).text}`,
      `${newPointer}/addOns/${added[k]}`,
    );
  const all = [...pairs, ...byPosition.pairs.map((p) => ({ old: removed[p.old]!, new: added[p.new]! }))];
  for (const pair of all) {
    const bo = before[pair.old]!;
    const ao = after[pair.new]!;
    const at = `${newPointer}/addOns/${pair.new}`;
    if (bo.name !== ao.name)
      c.add('services', `${a.name}: add-on renamed ${quote(bo.name)} → ${quote(ao.name)}`, `${at}/name`);
    const oldPrice = formatPrice(bo.price, money(c.before)).text;
    const newPrice = formatPrice(ao.price, money(c.after)).text;
    if (oldPrice !== newPrice)
      c.add('prices', `${ao.name} (add-on, ${a.name}): ${oldPrice} → ${newPrice}`, `${at}/price`);
    c.walk('texts', { note: bo.note }, { note: ao.note }, `${oldPointer}/addOns/${pair.old}`, at);
  }
}

/** Services are the same service by id, or by name when the id changed. */
function pairServices(before: Service[], after: Service[]) {
  const byId = pairBy<Service>(before, after, (s) => s.id);
  const renamedIds = pairBy(
    byId.removed.map((i) => before[i]!.name),
    byId.added.map((j) => after[j]!.name),
    (name) => name,
  );
  return {
    pairs: [...byId.pairs, ...renamedIds.pairs.map((p) => ({ old: byId.removed[p.old]!, new: byId.added[p.new]! }))],
    removed: renamedIds.removed.map((k) => byId.removed[k]!),
    added: renamedIds.added.map((k) => byId.added[k]!),
  };
}

/** One service that stayed: its name, code, page and headline price, then its tiers, add-ons and texts. */
function describeService(c: Collector, b: Service, a: Service, oldPointer: string, newPointer: string): void {
  if (b.name !== a.name)
    c.add('services', `Service renamed: ${quote(b.name)} → ${quote(a.name)}`, `${newPointer}/name`);
  if (b.id !== a.id) c.add('services', `${a.name}: code ${quote(b.id)} → ${quote(a.id)}`, `${newPointer}/id`);
  if (b.route !== a.route)
    c.add('services', `${a.name}: its page moved ${b.route} → ${a.route}`, `${newPointer}/route`);
  const oldHeadline = headlinePrice(b, money(c.before)).text;
  const newHeadline = headlinePrice(a, money(c.after)).text;
  // The headline is worked out from the tiers; a tier's own price line already tells a tier price change.
  if (b.headlinePrice !== a.headlinePrice && oldHeadline !== newHeadline)
    c.add('prices', `${a.name}, prices summed up as ${oldHeadline} → ${newHeadline}`, `${newPointer}/headlinePrice`);
  describeTiers(c, b, a, oldPointer, newPointer);
  describeAddOns(c, b, a, oldPointer, newPointer);
  const { name: _n, id: _i, route: _r, headlinePrice: _h, tiers: _t, addOns: _a, ...restOld } = b;
  const { name: _n2, id: _i2, route: _r2, headlinePrice: _h2, tiers: _t2, addOns: _a2, ...restNew } = a;
  c.walk('texts', restOld, restNew, oldPointer, newPointer, 'services');
}

export function describeServices(c: Collector): void {
  const before = c.before.services;
  const after = c.after.services;
  const { pairs, removed, added } = pairServices(before, after);
  for (const i of removed)
    c.addRemoval(
      'services',
      `Service ${quote(before[i]!.name)} removed (its page was ${before[i]!.route})`,
      `/services/${i}`,
    );
  for (const j of added) {
    const s = after[j]!;
    c.add(
      'services',
      `Service ${quote(s.name)} added (${headlinePrice(s, money(c.after)).text}, page ${s.route})`,
      `/services/${j}`,
    );
  }
  if (moved(pairs).size > 0)
    c.add('services', `Services reordered: ${after.map((s) => s.name).join(', ')}`, '/services');
  for (const pair of pairs)
    describeService(c, before[pair.old]!, after[pair.new]!, `/services/${pair.old}`, `/services/${pair.new}`);
}
