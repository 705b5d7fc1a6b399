// The first screen's last two complaints: the footer's lists each say what they add (four identical "Add item" buttons
// made it easy to add to the wrong list), and an FAQ's text boxes use the form's width (they were 95–170 px wide at
// 1280 px, beside a column of item buttons).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openEditor, startFixture, type EditorFixture } from './harness.ts';

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

test("the footer's lists each say what they add, and no two say the same", async () => {
  const { context, page } = await openEditor(fixture);
  await page
    .getByRole('navigation', { name: 'Parts of the site' })
    .getByRole('button', { name: 'Footer', exact: true })
    .click();
  const adds = await page
    .locator('form.rjsf')
    .getByRole('button', { name: /^Add / })
    .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
  expect(adds.length).toBeGreaterThanOrEqual(3);
  expect(new Set(adds).size).toBe(adds.length);
  expect(adds).not.toContain('Add item');
  await context.close();
});

test('an FAQ question and answer are as wide as the form, at 1280 and 390 px', async () => {
  for (const width of [1280, 390]) {
    const { context, page } = await openEditor(fixture, width);
    await page.getByRole('button', { name: /^FAQ/ }).first().click();
    const question = page.getByRole('group', { name: /^Question 1/ });
    const form = await page.locator('form.rjsf').boundingBox();
    for (const label of [/^Question\*?$/, /^Answer\*?$/]) {
      const box = await question.getByRole('textbox', { name: label }).boundingBox();
      // The item's own frame and padding take a little; the text box takes the rest.
      expect(box!.width).toBeGreaterThan(form!.width * 0.75);
    }
    await context.close();
  }
});

test('a choice reads in words, not as the value the file keeps', async () => {
  const { context, page } = await openEditor(fixture);
  await page.getByRole('button', { name: /^FAQ/ }).first().click();
  const style = page.getByRole('combobox', { name: /^Colour style/ });
  const options = await style.locator('option').evaluateAll((list) => list.map((o) => o.textContent ?? ''));
  expect(options).toEqual(expect.arrayContaining(['Plain (white)', 'Light grey (to set it apart)', 'Dark (navy)']));
  expect(options).not.toContain('alt');
  await style.selectOption({ label: 'Dark (navy)' });
  await expect
    .poll(() => style.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
    .toBe('Dark (navy)');
  await context.close();
});
