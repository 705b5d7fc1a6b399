// The editor in its users' words: the common forms (a service, a hero, an FAQ, the firm's details) label their fields
// for people, their help has no code notation, ids wait under "Advanced", and a placeholder is inserted by what it means
// and shown as a chip with that meaning.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureManifest } from '../support/fixture-site.ts';
import { openEditor, startFixture, type EditorFixture } from './harness.ts';
import { outlineItem } from './scenario-session.ts';

const site = fixtureManifest();
const service = site.services[0]!;
let fixture: EditorFixture;

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

const notations = [
  /[{}[\]$_`]/,
  /"[^"]*"\s*:/,
  /\b[a-z]+[A-Z]\w*/,
  /\b(link|service|download):\S/i,
  /\b(id|href|src|slug|json|cta)\b/i,
  /[A-Za-z]-\d/,
];

/** Every label, list heading and help text the open form shows, in the words a person reads. */
async function formWords(page: Page): Promise<string[]> {
  const form = page.locator('form').first();
  await form.waitFor();
  return form
    .locator('label:not(.placeholder-menu):visible, legend:visible, summary:visible, .field-description:visible')
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()).filter(Boolean));
}

async function expectPlainWords(page: Page): Promise<void> {
  const words = await formWords(page);
  expect(words.length).toBeGreaterThan(3);
  const offending = words.filter((text) => notations.some((notation) => notation.test(text)));
  expect(offending).toEqual([]);
}

async function open(path: string | RegExp, block?: RegExp): Promise<Page> {
  const { page } = await openEditor(fixture);
  await outlineItem(page, path).click();
  if (block) await outlineItem(page, block).click();
  return page;
}

test("a service's form says Name, numbers its tiers, and keeps its short name under Advanced", async () => {
  const page = await open(service.name);
  await page
    .getByRole('textbox', { name: /^Name\*?$/ })
    .first()
    .waitFor();
  await page
    .getByRole('group', { name: /^Tier 1\*?$/ })
    .first()
    .waitFor();
  expect(await page.getByRole('group', { name: /^Tiers-\d/ }).count()).toBe(0);
  const shortName = page.getByLabel(/^Short name used in links\*?$/);
  await expect(shortName.isVisible()).resolves.toBe(false);
  // The service's own Advanced part closes its form, after its tiers' (each tier has its own short name).
  await page.getByText('Advanced', { exact: true }).last().click();
  await expect(shortName.inputValue()).resolves.toBe(service.id);
  await expectPlainWords(page);
});

test('a hero block form speaks of headings, buttons and where they link to', async () => {
  const page = await open(/^\/services\/opsos/, /^Hero/);
  await page.getByRole('textbox', { name: 'Small heading above' }).waitFor();
  await page.getByRole('group', { name: 'Primary button' }).waitFor();
  await page
    .getByRole('group', { name: 'Primary button' })
    .getByRole('combobox', { name: /^Link to/ })
    .waitFor();
  await expectPlainWords(page);
});

test('the FAQ form numbers its questions, each with a question and an answer', async () => {
  const page = await open(/^\/services\/opsos/, /^FAQ “/);
  await page.getByRole('group', { name: /^Questions\*?$/ }).waitFor();
  const first = page.getByRole('group', { name: /^Question 1\*?$/ });
  await first.getByRole('textbox', { name: /^Question\*?$/ }).waitFor();
  await first.getByRole('textbox', { name: /^Answer\*?$/ }).waitFor();
  await expectPlainWords(page);
});

test("the firm's details are labelled in words, not as code", async () => {
  const page = await open('Firm and contact details');
  await page.getByRole('textbox', { name: /^Firm name\*?$/ }).waitFor();
  await page.getByRole('textbox', { name: /^Email address\*?$/ }).waitFor();
  await page.getByLabel(/^Language and region\*?$/).waitFor();
  await page.getByRole('group', { name: /^Outside websites\*?$/ }).waitFor();
  await expectPlainWords(page);
});

test("the Insert menu offers the firm's name by its meaning, and the text then shows it as a chip", async () => {
  const page = await open(/^\/services\/opsos/, /^Hero/);
  const title = page.getByRole('textbox', { name: /^Title\*?$/ });
  await title.fill('Welcome to ');
  const field = page.locator('.page-text').filter({ has: title });
  const menu = field.getByRole('combobox', { name: 'Insert a name, price or fact into this text' });
  const offered = await menu.locator('option').allTextContents();
  expect(offered).toContain("Firm's name");
  expect(offered).toContain(`Price of ${service.tiers.at(-1)!.name}`);
  expect(offered.filter((label) => /[{}]/.test(label))).toEqual([]);
  await menu.selectOption({ label: "Firm's name" });
  await expect.poll(() => title.inputValue()).toBe('Welcome to {firm}');
  const shownAs = field.getByRole('paragraph').filter({ hasText: /^Shown as:/ });
  await shownAs.waitFor();
  await shownAs.getByText("Firm's name", { exact: true }).waitFor();
  expect(await shownAs.textContent()).not.toMatch(/[{}]/);
});
