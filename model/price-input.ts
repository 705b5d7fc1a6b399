// What a price typed by a person means, decided once for the editor's price field and the lint, so that what the
// field says will be saved is what the file gets. Prices are whole euros: an input becomes the amount it clearly
// means, or it is refused with a note in words. Nothing is ever multiplied by 100 or read as NaN.
import { formatMoney, type Money } from './price.ts';
import type { Issue } from './references.ts';
import { shortText } from './type-messages.ts';

export type EurosReading =
  /** The amount the input means, and how the site will show it ("€3,250"). */
  | { kind: 'amount'; amount: number; shown: string }
  /** Nothing typed: the price is missing, which the required check reports. */
  | { kind: 'empty' }
  /** Not a whole number of euros that can be read one way only: why, and what to type instead. */
  | { kind: 'refused'; refusal: string };

/** The site's money when none is given: the editor's and the fixture's. */
const EUROS: Money = { locale: 'en-IE', currency: 'EUR' };

/** The euro sign or the word, before or after the number. */
const CURRENCY = /^(?:€|eur(?:os?)?\b)\s*|\s*(?:€|eur(?:os?)?)$/gi;

/** Thousands separators, one kind throughout: point, comma, apostrophe or space ("3.250", "1 250 000"). */
const GROUPED = /^[1-9]\d{0,2}([.,'’ ])\d{3}(?:\1\d{3})*$/;

/** A decimal separator and 0–2 digits at the end: "3250.00", "3.250,50", "3250.". */
const DECIMALS = /^(.*\d)([.,])(\d{0,2})$/;

/** Words for amounts such as "3k" or "2 million": a person's shorthand, read as refused, not guessed. */
const MULTIPLIER = /\d\s*(?:k|m|mio|thousand|million)\b/i;

type Whole = { amount: number } | { cents: string; euros: number } | undefined;

/** The euros of digits with or without thousands separators: "3250", "3.250", "3 250", "3,250". */
function wholeDigits(text: string): { amount: number; separator: string } | undefined {
  if (/^\d+$/.test(text)) return { amount: Number(text), separator: '' };
  const grouped = GROUPED.exec(text.replace(/\s/g, ' '));
  return grouped ? { amount: Number(text.replace(/\D/g, '')), separator: grouped[1]! } : undefined;
}

/** A number as typed (currency and outer spaces removed): whole euros, euros with cents, or not a number. */
function readNumber(text: string): Whole {
  const whole = wholeDigits(text);
  if (whole) return { amount: whole.amount };
  const decimals = DECIMALS.exec(text);
  if (!decimals) return undefined;
  const [, before, separator, cents] = decimals as unknown as [string, string, string, string];
  const euros = wholeDigits(before);
  // The decimal mark must differ from the thousands separator: "1.000.00" is not one number.
  if (!euros || euros.separator === separator) return undefined;
  return /^0*$/.test(cents) ? { amount: euros.amount } : { cents, euros: euros.amount };
}

/** The one reading of a typed price: the amount it means, empty, or refused with the reason and what to type. */
export function readEuros(typed: string, money: Money = EUROS): EurosReading {
  const euros = (amount: number) => formatMoney(amount, money);
  const example = (amount: number) => `${amount} for ${euros(amount)}`;
  const trimmed = typed.trim();
  if (trimmed === '') return { kind: 'empty' };
  const bare = trimmed.replace(CURRENCY, '').trim();
  if (/^[-−–]/.test(bare)) {
    const positive = readNumber(bare.slice(1).replace(CURRENCY, '').trim());
    const instead = positive && 'amount' in positive && positive.amount > 0 ? `type ${example(positive.amount)}` : '';
    return {
      kind: 'refused',
      refusal: `A price cannot be below zero${instead ? `: ${instead}` : ''}. For a discount, lower the price itself.`,
    };
  }
  const number = readNumber(bare);
  if (number && 'amount' in number) {
    // Past about 16 digits a number is no longer exact; no price comes near.
    if (!Number.isSafeInteger(number.amount))
      return { kind: 'refused', refusal: 'That number is too long for a price: check how many digits it has.' };
    return { kind: 'amount', amount: number.amount, shown: euros(number.amount) };
  }
  if (number) {
    const { euros: below } = number;
    return {
      kind: 'refused',
      refusal: `Prices are whole euros, without cents: type ${example(below)}, or ${example(below + 1)}.`,
    };
  }
  return { kind: 'refused', refusal: refuseText(bare, example) };
}

/** Why a text that is not a plain number is refused: the number alone, when it is the only one and meant as it is. */
function refuseText(bare: string, example: (amount: number) => string): string {
  const numbers = bare.match(/\d[\d.,'’\s]*\d|\d/g) ?? [];
  const only = numbers.length === 1 && !MULTIPLIER.test(bare) ? readNumber(numbers[0]!.trim()) : undefined;
  if (only && 'amount' in only)
    return `Type only the number: ${example(only.amount)}. Words such as “per month” or “from” are chosen with the price’s other fields.`;
  return `Type the price in whole euros, as digits only, such as ${example(3250)}.`;
}

/**
 * A price in the file that is not a whole number of euros, in the same words the editor's price field uses
 * ("you wrote 3250.5. Prices are whole euros, without cents: …"). Undefined when the value reads as an amount or
 * as empty: the schema's own message says what to write then.
 */
export function explainPriceValue(name: string, typed: string, value: unknown): Issue | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const reading = readEuros(typeof value === 'string' ? value : typed);
  if (reading.kind !== 'refused') return undefined;
  return {
    code: 'not-whole-euros',
    value: typed,
    message: `${name.charAt(0).toUpperCase()}${name.slice(1)} must be a whole number of euros: you wrote ${shortText(typed)}. ${reading.refusal}`,
  };
}
