// Formats prices held as numbers in the manifest. Every price the site shows passes through here.
import type { Price, Service, Tier } from '../schema/site.types.ts';

export interface Money {
  locale: string;
  currency: string;
}

export interface PriceView {
  /** The figure as shown in large type: "€1,495", "€3,000–€6,000", "€2,500+", "+€500". */
  amount: string;
  /** What the price is for, such as "per month"; empty for a one-time fee. */
  unit: string;
  /** "From" for a lowest price, else empty. */
  prefix: string;
  /** The whole price in one line: "From €7,500 per month". */
  text: string;
}

const UNIT_WORDS: Record<NonNullable<Price['unit']>, string> = {
  'one-time': '',
  month: 'per month',
  year: 'per year',
  hour: 'per hour',
  clause: 'per clause',
};

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, money: Money): string {
  const key = `${money.locale}|${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(money.locale, {
      style: 'currency',
      currency: money.currency,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  // A price being typed can be missing from the draft for a moment: the editor's preview shows "€…", never "€NaN".
  if (!Number.isFinite(amount)) return formatter.format(0).replace('0', '…');
  return formatter.format(amount);
}

function join(...parts: string[]): string {
  return parts.filter((p) => p !== '').join(' ');
}

export function formatPrice(price: Price, money: Money): PriceView {
  const figure = formatMoney(price.amount, money);
  let amount = figure;
  if (price.upTo !== undefined) amount = `${figure}–${formatMoney(price.upTo, money)}`;
  if (price.qualifier === 'and-up') amount = `${amount}+`;
  if (price.qualifier === 'add-on') amount = `+${amount}`;
  const prefix = price.qualifier === 'from' ? 'From' : '';
  const unit = UNIT_WORDS[price.unit ?? 'one-time'];
  return { amount, unit, prefix, text: join(prefix, amount, unit) };
}

/** The tiers that share the first tier's unit: a monthly plan beside one-time fees is not part of "from" or a range. */
function comparableTiers(service: Service): Tier[] {
  const unit = service.tiers[0]?.price.unit ?? 'one-time';
  return service.tiers.filter((tier) => (tier.price.unit ?? 'one-time') === unit);
}

/** Sums up a service's tiers in one line for cards and heroes; worked out from the tiers, never typed twice. */
export function headlinePrice(service: Service, money: Money): PriceView {
  const tiers = comparableTiers(service);
  const lowest = tiers.reduce((low, tier) => (tier.price.amount < low.price.amount ? tier : low), tiers[0]!);
  const highest = tiers.reduce(
    (high, tier) => ((tier.price.upTo ?? tier.price.amount) > (high.price.upTo ?? high.price.amount) ? tier : high),
    tiers[0]!,
  );
  const unit = UNIT_WORDS[lowest.price.unit ?? 'one-time'];
  const mode = service.headlinePrice ?? 'from';
  if (mode === 'custom-quote') {
    const from = formatMoney(lowest.price.amount, money);
    return { amount: 'Custom quote', unit: '', prefix: '', text: `Custom quote (indicative from ${from})` };
  }
  const low = formatMoney(lowest.price.amount, money);
  const top = highest.price.upTo ?? highest.price.amount;
  if (mode === 'range' && top !== lowest.price.amount) {
    const plus = highest.price.qualifier === 'and-up' ? '+' : '';
    const amount = `${low}–${formatMoney(top, money)}${plus}`;
    return { amount, unit, prefix: '', text: join(amount, unit) };
  }
  if (tiers.length === 1 && lowest.price.qualifier !== 'from') {
    return formatPrice(lowest.price, money);
  }
  return { amount: low, unit, prefix: 'From', text: join('From', low, unit) };
}
