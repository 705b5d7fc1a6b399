// A tier's price typed the ways people type prices, one input after another, in the real editor in Chromium. Each
// input either becomes the amount it means, echoed ("Will be saved as €3,250") before it is kept, or is refused with a
// note in words while the draft keeps the price it had. Never ×100, never NaN: not in the draft, not in the preview.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatMoney } from '../../model/price.ts';
import { fixtureManifest } from '../support/fixture-site.ts';
import { openEditor, previewText, reviewAndSave, startFixture, type EditorFixture } from './harness.ts';
import { outlineItem } from './scenario-session.ts';

const site = fixtureManifest();
const service = site.services[0]!;
const tier = service.tiers[0]!;
const euros = (amount: number) => formatMoney(amount, { locale: site.site.locale, currency: site.site.currency });

let fixture: EditorFixture;
let page: Page;
beforeAll(async () => {
  fixture = await startFixture();
  ({ page } = await openEditor(fixture));
  await outlineItem(page, service.name).click();
  await outlineItem(page, `Tier: ${tier.name}`).click();
});
afterAll(async () => {
  await fixture?.close();
});

/** The tier's price field: the first field in euros of its form (the second is the top of a range). */
const priceField = (): Locator => page.getByRole('textbox', { name: /in euros$/ }).first();

/** The texts the field points to with aria-describedby whose element matches `selector`. */
async function describedBy(field: Locator, selector: string): Promise<string> {
  return field.evaluate(
    (input, wanted) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((element) => element?.matches(wanted))
        .map((element) => element!.textContent ?? '')
        .join(' ')
        .trim(),
    selector,
  );
}

/** The field's own note: what will be saved, or why what was typed is refused; announced as a status. */
const noteOf = (field: Locator) => describedBy(field, '[role="status"]');

/** The tier's amount in the draft the editor keeps in the browser; undefined when the price has none. */
async function draftAmount(): Promise<unknown> {
  const stored = await page.evaluate(() => localStorage.getItem('site-editor-draft'));
  const draft = stored ? (JSON.parse(stored) as { value: typeof site }) : { value: site };
  return draft.value.services[0]!.tiers[0]!.price.amount;
}

/** Types into the price field key by key, as a person does, after emptying it. */
async function typeInto(field: Locator, typed: string): Promise<void> {
  await field.fill('');
  await field.pressSequentially(typed);
}

/** Sets a known starting price and leaves the field, so each input starts from the same kept amount. */
async function startFrom(amount: number): Promise<Locator> {
  const field = priceField();
  await typeInto(field, String(amount));
  await field.press('Tab');
  await expect.poll(draftAmount).toBe(amount);
  return field;
}

test.each([
  ['3250', 3250],
  ['3.250', 3250],
  ['3,250', 3250],
  ['€3,250', 3250],
  ['3 250', 3250],
  [' 3250 ', 3250],
  ['3250.00', 3250],
  ['3250,00', 3250],
])('%j is echoed as €3,250 before it is kept, and kept as 3250', async (typed, amount) => {
  const field = await startFrom(1000);
  await typeInto(field, typed);
  await expect.poll(() => noteOf(field)).toBe(`Will be saved as ${euros(amount)}`);
  // While the field has focus it shows what was typed; leaving it shows the number that is kept.
  expect(await field.inputValue()).toBe(typed);
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(String(amount));
  await expect.poll(draftAmount).toBe(amount);
  await expect.poll(() => previewText(page)).toContain(euros(amount));
  expect(await previewText(page)).not.toMatch(/NaN|325,000/);
});

test.each([
  ['3250.50', 'Prices are whole euros, without cents: type 3250 for €3,250, or 3251 for €3,251.'],
  ['32,50', 'Prices are whole euros, without cents: type 32 for €32, or 33 for €33.'],
  ['-100', 'A price cannot be below zero: type 100 for €100. For a discount, lower the price itself.'],
  ['about 3k', 'Type the price in whole euros, as digits only, such as 3250 for €3,250.'],
])('%j is refused in words and never stored', async (typed, refusal) => {
  const field = await startFrom(1000);
  await typeInto(field, typed);
  await expect.poll(() => noteOf(field)).toBe(`${refusal} Not saved: the price stays ${euros(1000)}.`);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await draftAmount()).toBe(1000);
  // Leaving the field shows the price that is kept, and the note still says why the typed one was not.
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe('1000');
  expect(await noteOf(field)).toBe(`“${typed}” was not saved. ${refusal} The price stays ${euros(1000)}.`);
  await expect.poll(() => previewText(page)).toContain(euros(1000));
  expect(await previewText(page)).not.toContain('NaN');
});

test('pasted text with the price in it is refused, naming the number to type', async () => {
  const field = await startFrom(1000);
  await field.fill('€3,250 per month');
  await expect
    .poll(() => noteOf(field))
    .toBe(
      'Type only the number: 3250 for €3,250. Words such as “per month” or “from” are chosen with the price’s other ' +
        `fields. Not saved: the price stays ${euros(1000)}.`,
    );
  expect(await draftAmount()).toBe(1000);
  expect(await previewText(page)).not.toContain('NaN');
});

test('an empty price says it is missing once the field is left, not while typing, and the preview shows no NaN', async () => {
  const field = await startFrom(1000);
  await field.fill('');
  expect(await noteOf(field)).toBe('');
  expect(await draftAmount()).toBe(1000);
  expect(await describedBy(field, '[id$="__error"]')).toBe('');
  await field.press('Tab');
  await expect.poll(draftAmount).toBeUndefined();
  // The required check says so in words under the field, once, as the lint would.
  await expect.poll(() => describedBy(field, '[id$="__error"]')).toMatch(/missing/i);
  expect(await describedBy(field, '[id$="__error"]')).not.toMatch(/["{}]/);
  expect(await noteOf(field)).toBe('');
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => previewText(page)).toContain(`${tier.name}`);
  expect(await previewText(page)).not.toContain('NaN');
});

test('the price typed with cents of zero is saved to the file as whole euros', async () => {
  const field = priceField();
  await typeInto(field, '3250.00');
  await field.press('Tab');
  const shown = await reviewAndSave(page);
  expect(shown.join('\n')).toContain(`${euros(tier.price.amount)} → ${euros(3250)}`);
  const saved = JSON.parse(readFileSync(fixture.manifestFile, 'utf8')) as typeof site;
  expect(saved.services[0]!.tiers[0]!.price.amount).toBe(3250);
});
