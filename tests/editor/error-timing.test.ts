// Problem 4 of issue 24, played as the office manager would: a field's error shows when she leaves the field or tries
// to save, not the moment she adds an item or while she is still typing an address; and it says what to do in words.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openEditor, startFixture, type EditorFixture } from './harness.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

const outline = (page: Page) => page.getByRole('navigation', { name: 'Parts of the site' });
const problemList = (page: Page) => page.getByRole('region', { name: /Problems/ });
/** The form of the selected part (the problem list below it is not part of it). */
const form = (page: Page) => page.locator('form.rjsf');
/** Code notation a person who has never seen JSON would not understand. */
const NOTATION = /\{\s*"|"\s*:\s|\[|\/routes\/|site\.links|navigation\.links/;

test('a half-typed address shows no error until the field is left, then says what to do in words', async () => {
  const { context, page } = await openEditor(fixture);
  await outline(page).getByRole('button', { name: 'Navigation', exact: true }).click();
  await page.getByRole('heading', { name: 'Navigation', exact: true }).waitFor();
  const address = form(page).getByRole('combobox').first();
  await address.fill('');
  await address.pressSequentially('/abo');
  // The check has run (the list below names the address), but the field is still being typed in.
  await problemList(page).getByText('"/abo" leads to no page').waitFor();
  await expect(form(page).innerText()).resolves.not.toContain('leads to no page');
  await address.press('Tab');
  const error = form(page).getByText(/The link "\/abo" leads to no page\./);
  await error.waitFor();
  expect(await error.innerText()).not.toMatch(NOTATION);
  await context.close();
});

test('a new FAQ item shows no error until a save is tried; then each missing text says what to write', async () => {
  const { context, page } = await openEditor(fixture);
  const faqPage = fixtureManifest().routes.find((route) => route.blocks.some((block) => block.type === 'faq'))!;
  await outline(page)
    .getByRole('button', { name: new RegExp(`^${faqPage.path}\\b`) })
    .click();
  await outline(page)
    .getByRole('button', { name: /^FAQ “/ })
    .click();
  await page.getByRole('heading', { name: /^FAQ “/ }).waitFor();
  await form(page)
    .getByRole('button', { name: /^Add\b/ })
    .last()
    .click();
  // The list below has found the new item's empty question; the form does not point at it yet.
  await problemList(page)
    .getByText(/question/i)
    .first()
    .waitFor();
  await expect.poll(() => problemList(page).innerText()).toMatch(/missing/);
  await expect(form(page).innerText()).resolves.not.toMatch(/missing/i);
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish' });
  await dialog.getByRole('alert').filter({ hasText: 'cannot be saved' }).waitFor();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  const missing = form(page).getByText('Write the question.');
  await missing.waitFor();
  expect(await missing.innerText()).not.toMatch(NOTATION);
  await context.close();
});
