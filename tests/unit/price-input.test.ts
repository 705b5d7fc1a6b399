// A price as a person types it: each input becomes the amount it means, echoed as the site shows it, or is refused
// with a note in words. Never ×100, never NaN; the lint says the same for a price in the file.
import { describe, expect, it } from 'vitest';
import { readEuros } from '../../model/price-input.ts';
import { formatPrice } from '../../model/price.ts';
import { edited, lint } from '../fixtures/lint/fixture.ts';

const money = { locale: 'en-IE', currency: 'EUR' };

describe('a typed price', () => {
  it.each([
    ['3250', 3250],
    ['3.250', 3250],
    ['3,250', 3250],
    ['€3,250', 3250],
    ['€ 3.250', 3250],
    ['3 250', 3250],
    ["3'250", 3250],
    ['3\u00a0250', 3250],
    [' 3250 ', 3250],
    ['3250.00', 3250],
    ['3250,00', 3250],
    ['3250.0', 3250],
    ['3250.', 3250],
    ['3.250,00', 3250],
    ['3,250.00', 3250],
    ['3250 EUR', 3250],
    ['1,250,000', 1250000],
    ['0', 0],
  ])('%j is %d, echoed as the site shows it', (typed, amount) => {
    expect(readEuros(typed)).toEqual({ kind: 'amount', amount, shown: formatPrice({ amount }, money).amount });
  });

  it('an empty field or only spaces is empty, for the required check to report', () => {
    expect(readEuros('')).toEqual({ kind: 'empty' });
    expect(readEuros('   ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['3250.50', 'Prices are whole euros, without cents: type 3250 for €3,250, or 3251 for €3,251.'],
    ['3250.5', 'Prices are whole euros, without cents: type 3250 for €3,250, or 3251 for €3,251.'],
    ['32,50', 'Prices are whole euros, without cents: type 32 for €32, or 33 for €33.'],
    ['-100', 'A price cannot be below zero: type 100 for €100. For a discount, lower the price itself.'],
    ['−€1,500', 'A price cannot be below zero: type 1500 for €1,500. For a discount, lower the price itself.'],
    [
      '€3,250 per month',
      'Type only the number: 3250 for €3,250. Words such as “per month” or “from” are chosen with the price’s other fields.',
    ],
    [
      'from 3250',
      'Type only the number: 3250 for €3,250. Words such as “per month” or “from” are chosen with the price’s other fields.',
    ],
    ['about 3k', 'Type the price in whole euros, as digits only, such as 3250 for €3,250.'],
    ['3250.000', 'Type the price in whole euros, as digits only, such as 3250 for €3,250.'],
    ['1.000.00', 'Type the price in whole euros, as digits only, such as 3250 for €3,250.'],
    ['3.250,000', 'Type the price in whole euros, as digits only, such as 3250 for €3,250.'],
    ['1 2 3', 'Type the price in whole euros, as digits only, such as 3250 for €3,250.'],
    ['99999999999999999999', 'That number is too long for a price: check how many digits it has.'],
  ])('%j is refused in words', (typed, refusal) => {
    expect(readEuros(typed)).toEqual({ kind: 'refused', refusal });
  });

  it('no input is read as NaN or as a hundred times the price', () => {
    for (const typed of ['3250.00', '3250,00', 'NaN', 'Infinity', '1e5', '0x10', '3250.00.00', '.', ',', '€']) {
      const reading = readEuros(typed);
      if (reading.kind === 'amount') {
        expect(Number.isSafeInteger(reading.amount), typed).toBe(true);
        expect(reading.amount, typed).toBeLessThanOrEqual(3250);
      }
    }
  });

  it('a price missing from a draft is shown as €…, never €NaN', () => {
    expect(formatPrice({ amount: undefined as unknown as number }, money).amount).toBe('€…');
  });

  it('shows the amount in the site’s own money', () => {
    const german = { locale: 'de-DE', currency: 'EUR' };
    expect(readEuros('3250', german)).toMatchObject({ shown: formatPrice({ amount: 3250 }, german).amount });
    expect(formatPrice({ amount: 3250 }, german).amount).toMatch(/^3\.250\s€$/);
  });
});

describe('the lint says the same for a price in the file', () => {
  const setAmount = (amount: unknown) => edited((m) => (m.services[0].tiers[1].price.amount = amount));

  it('a price with cents is refused in the editor’s words, at its place', async () => {
    const [p, ...rest] = await lint(setAmount(3250.5));
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      code: 'not-whole-euros',
      place: "service 'audit' › tier 'Full Teardown' › price › amount",
    });
    expect(p!.message).toMatch(
      /^Amount must be a whole number of euros: you wrote 3250\.5\. Prices are whole euros, without cents: type 3250 for €3,250, or 3251 for €3,251\.$/i,
    );
  });

  it('a price with words is refused with the number alone to type', async () => {
    const [p] = await lint(setAmount('€3,250 per month'));
    expect(p!.message).toContain('Type only the number: 3250 for €3,250.');
  });

  it('a price below zero says it must be 0 or more', async () => {
    const [p] = await lint(setAmount(-1));
    expect(p).toMatchObject({ place: "service 'audit' › tier 'Full Teardown' › price › amount" });
    expect(p!.message).toMatch(/must be 0 or more: you wrote -1\.$/);
  });
});
