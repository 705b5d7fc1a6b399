// The draft survives a crash, a conflicting edit on disk is merged without losing either change, undo and redo work,
// the editor is usable by keyboard with labelled controls (axe finds nothing), and saving refuses a draft with errors.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import {
  errorsOf,
  expectNoErrors,
  openEditor,
  openSiteSettings,
  previewText,
  readManifestFile,
  reviewAndSave,
  startFixture,
  type EditorFixture,
} from './harness.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

test('a crash and reload keeps the draft', async () => {
  const { context, page } = await openEditor(fixture);
  await openSiteSettings(page);
  await page.getByLabel('Email').fill('draft@harbourline.example');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('site-editor-draft') ?? ''))
    .toContain('draft@harbourline.example');
  // A crash of the page: it is gone without any chance to save; the same browser profile opens the editor again.
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto(fixture.editor.url);
  await again.getByText('Your unsaved changes from last time were restored.').waitFor();
  await openSiteSettings(again);
  await expect(again.getByLabel('Email').inputValue()).resolves.toBe('draft@harbourline.example');
  expect(readManifestFile(fixture).site.email).not.toBe('draft@harbourline.example');
  await context.close();
});

test('a conflicting edit on disk is merged, keeping both changes', async () => {
  const { context, page } = await openEditor(fixture);
  await openSiteSettings(page);
  await page.getByLabel('Email').fill('merged@harbourline.example');
  await expectNoErrors(page);
  // Someone edits the file by hand meanwhile.
  const text = readFileSync(fixture.manifestFile, 'utf8');
  const firm = readManifestFile(fixture).site.firmName;
  writeFileSync(fixture.manifestFile, text.replace(`"firmName": "${firm}"`, '"firmName": "Harbourline Advisory"'));
  await page.getByRole('button', { name: 'Review and publish' }).click();
  await page
    .getByRole('dialog', { name: 'Review and publish' })
    .getByRole('button', { name: 'Save to site.manifest.json' })
    .click();
  const conflict = page.getByRole('dialog', { name: 'The file changed on disk' });
  await conflict.getByRole('button', { name: 'Merge my changes into the new file' }).click();
  await expect.poll(() => page.getByLabel('Firm name').inputValue()).toBe('Harbourline Advisory');
  await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('merged@harbourline.example');
  const shown = await reviewAndSave(page);
  expect(shown.join('\n')).toContain('merged@harbourline.example');
  expect(shown.join('\n')).not.toContain('Harbourline Advisory');
  const saved = readManifestFile(fixture);
  expect(saved.site).toMatchObject({ firmName: 'Harbourline Advisory', email: 'merged@harbourline.example' });
  await context.close();
});

test('undo and redo cover an edit, and a draft with errors cannot be saved', async () => {
  const { context, page } = await openEditor(fixture);
  await openSiteSettings(page);
  const before = await page.getByLabel('Firm name').inputValue();
  await page.getByLabel('Firm name').fill('');
  await page
    .getByRole('status')
    .filter({ hasText: /^[1-9]\d* errors?/ })
    .waitFor();
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish' });
  await dialog.getByRole('alert').filter({ hasText: 'cannot be saved' }).waitFor();
  await expect(dialog.getByRole('button', { name: 'Save to site.manifest.json' }).isDisabled()).resolves.toBe(true);
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Firm name').inputValue()).resolves.toBe(before);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByLabel('Firm name').inputValue()).resolves.toBe('');
  await page.keyboard.press('Control+z');
  await expect(page.getByLabel('Firm name').inputValue()).resolves.toBe(before);
  await context.close();
});

test('choosing a problem selects its field', async () => {
  const { context, page } = await openEditor(fixture);
  const service = fixtureManifest().services[0]!;
  await page.getByRole('button', { name: service.name, exact: true }).click();
  await page.getByRole('button', { name: `Tier: ${service.tiers[0]!.name}`, exact: true }).click();
  await page.getByRole('textbox', { name: /^Name\b/ }).fill('');
  const problem = page
    .getByRole('region', { name: /Problems/ })
    .getByRole('button', { name: /tier/ })
    .first();
  await problem.waitFor();
  await page.getByRole('button', { name: 'Firm and contact details' }).click();
  await problem.click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field_name');
  await context.close();
});

/** axe's findings on the editor (its preview frame is the site, checked by the site's own tests), a line each. */
async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself rather than gathering each frame's results in a new blank page: the same
  // rules on the same elements (the frame is excluded either way), without a page opened for every run.
  const results = await new AxeBuilder({ page }).exclude('iframe').setLegacyMode(true).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

test("axe finds no violations at 390, 1280 and 1440 px, with a block's form and with a dialog open", async () => {
  // One page, opened at the narrowest width and then widened: the editor's layout is CSS alone (nothing reads the
  // window's width), so a resized page is laid out as one opened at that width, without loading the editor and axe
  // again for each width. Each width's findings are gathered, and all are asserted together.
  const { context, page } = await openEditor(fixture, 390);
  await page.getByRole('button', { name: /^\/services\/opsos/ }).click();
  await page.getByRole('button', { name: /^FAQ “/ }).click();
  await page.getByRole('heading', { name: /^FAQ “/ }).waitFor();
  const found: Record<number, { form: string[]; dialog: string[] }> = {};
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const form = await axeViolations(page);
    await page.getByRole('button', { name: 'Add block after' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a block' });
    await dialog.waitFor();
    found[width] = { form, dialog: await axeViolations(page) };
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  const none = { form: [], dialog: [] };
  expect(found).toEqual({ 390: none, 1280: none, 1440: none });
  await context.close();
});

test('adds a page from a copy, adds a block from the menu of types, drags a block, and saves a manifest that lints clean', async () => {
  const { context, page } = await openEditor(fixture);
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByLabel('Page title').fill('Careers');
  await dialog.getByLabel('Start from').selectOption({ label: 'A copy of /terms' });
  await dialog.getByRole('button', { name: 'Add page' }).click();
  await page.getByRole('heading', { name: /^\/careers — Careers/ }).waitFor();
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Add a block' });
  await menu.getByRole('button', { name: 'FAQ' }).click();
  // A new block starts empty: the person writes its heading and first question.
  await page.getByRole('heading', { name: 'FAQ', exact: true }).waitFor();
  await page.getByLabel(/^Heading/).fill('Working with us');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.locator('#field_items_0_question').fill('Do you hire remotely?');
  await page.locator('#field_items_0_answer').fill('Yes, across the EU.');
  await expect.poll(() => previewText(page)).toMatch(/Do you hire remotely/);
  await expectNoErrors(page); // the outline is settled (no "needs attention" marks moving entries) before dragging
  const nav = page.getByRole('navigation', { name: 'Parts of the site' });
  const first = nav.getByRole('button', { name: /^Hero “/ });
  await nav.getByRole('button', { name: /^FAQ “/ }).dragTo(first);
  await page.getByText('Block moved to position 1.').waitFor();
  await reviewAndSave(page);
  const saved = readManifestFile(fixture);
  const careers = saved.routes.find((r) => r.path === '/careers')!;
  const copied = saved.routes.find((r) => r.path === '/terms')!;
  expect(careers.blocks.map((b) => b.type)).toEqual(['faq', ...copied.blocks.map((b) => b.type)]);
  expect(await errorsOf(fixture, saved)).toEqual([]);
  await context.close();
});

test('a hand edit on disk while the editor is open shows up: loaded when there is no draft, offered for merging when there is', async () => {
  // An editor of its own that asks for the file's version every 100 ms instead of every 3 s, so that noticing each
  // hand edit takes a moment, not seconds; what it does once it notices is the same.
  const watched = await startFixture({ diskCheckMs: 100 });
  onTestFinished(() => watched.close());
  const { page } = await openEditor(watched);
  await openSiteSettings(page);
  const text = readFileSync(watched.manifestFile, 'utf8');
  const firm = readManifestFile(watched).site.firmName;
  writeFileSync(watched.manifestFile, text.replace(`"firmName": "${firm}"`, '"firmName": "Harbourline Hand-Edited"'));
  await expect
    .poll(() => page.getByLabel('Firm name').inputValue(), { timeout: 10_000 })
    .toBe('Harbourline Hand-Edited');
  await page.getByLabel('Email').fill('draft-open@harbourline.example');
  writeFileSync(
    watched.manifestFile,
    readFileSync(watched.manifestFile, 'utf8').replace(
      '"firmName": "Harbourline Hand-Edited"',
      '"firmName": "Harbourline Again"',
    ),
  );
  await page
    .getByRole('alert')
    .filter({ hasText: 'changed on disk' })
    .getByRole('button', { name: 'Merge or reload…' })
    .click();
  await page
    .getByRole('dialog', { name: 'The file changed on disk' })
    .getByRole('button', { name: 'Merge my changes into the new file' })
    .click();
  await expect.poll(() => page.getByLabel('Firm name').inputValue()).toBe('Harbourline Again');
  await expect(page.getByLabel('Email').inputValue()).resolves.toBe('draft-open@harbourline.example');
});
