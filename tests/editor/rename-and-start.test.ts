// Problems 3 and 10 of issue 24, played as the office manager would: the first screen asks what to change and each
// task leads where it says; renaming a service renames its form label and offers to update the texts that typed the
// old name; the short name used in addresses is kept under Advanced; a save changes only the line that was edited.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { SiteManifest } from '../../schema/site.types.ts';
import { editedFixture, fixtureManifest } from '../support/fixture-site.ts';
import {
  openEditor,
  previewText,
  readManifestFile,
  reviewAndSave,
  startFixture,
  type EditorFixture,
} from './harness.ts';

const site = fixtureManifest();
const service = site.services.find((s) => s.id === 'ops-audit')!;
const tier = service.tiers[0]!;
const servicePage = site.routes.findIndex((r) => r.path === service.route);
const aboutPage = site.routes.findIndex((r) => r.path === '/about');
/** A block of /about whose keys the file holds in another order than its schema's ("layout" and "tone" first). */
const steps = site.routes[aboutPage]!.blocks.findIndex((b) => b.type === 'steps');

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
  // Texts that typed the service's and a tier's names, as people write them before they know placeholders.
  writeFileSync(
    fixture.manifestFile,
    editedFixture((m: SiteManifest) => {
      const hero = m.routes[servicePage]!.blocks[0] as { subtitle?: string };
      hero.subtitle = `The ${service.name} finds what slows your team down.`;
      m.services[0]!.tiers[1]!.features![0] = `Everything in the ${service.name} kick-off, and the ${tier.name}`;
      m.services[0]!.summary = `${service.name}: five days, one roadmap.`;
    }),
  );
});
afterAll(async () => {
  await fixture?.close();
});

const outline = (page: Page) => page.getByRole('navigation', { name: 'Parts of the site' });
const outlineItem = (page: Page, name: string) =>
  outline(page).getByRole('button', { name: new RegExp(`^${name}( \\(needs attention\\))?$`) });
const backToStart = async (page: Page) => {
  await outline(page).getByRole('button', { name: 'All tasks' }).click();
  await page.getByRole('heading', { name: 'What do you want to change?' }).waitFor();
};

test('the first screen asks what to change, and each task leads where it says', async () => {
  const { context, page } = await openEditor(fixture);
  const start = page.getByRole('main');
  await start.getByRole('heading', { name: 'What do you want to change?' }).waitFor();
  for (const task of ['Prices', "A page's text", 'FAQ', 'A new page', 'Navigation'])
    await expect(start.getByRole('button', { name: task, exact: true }).isVisible(), task).resolves.toBe(true);
  // The site's settings (language, base address, currency) are not the first thing shown: they sit under Advanced.
  await expect(page.getByRole('textbox', { name: /^Email/ }).count()).resolves.toBe(0);
  const advanced = outline(page).getByRole('region', { name: 'Advanced' });
  await expect(advanced.getByRole('button', { name: 'Firm and contact details' }).isVisible()).resolves.toBe(true);

  await start.getByRole('button', { name: 'Prices', exact: true }).click();
  await start.getByRole('button', { name: new RegExp(`^${service.name}: ${tier.name}, `) }).click();
  await page.getByRole('heading', { name: `Tier: ${tier.name}` }).waitFor();

  await backToStart(page);
  await start.getByRole('button', { name: "A page's text", exact: true }).click();
  await start.getByRole('button', { name: /^\/about — / }).click();
  await page.getByRole('heading', { name: /^\/about — / }).waitFor();

  await backToStart(page);
  await start.getByRole('button', { name: 'FAQ', exact: true }).click();
  await page.getByRole('heading', { name: /^FAQ “/ }).waitFor();
  await expect.poll(() => previewText(page)).toContain('Frequently asked questions');

  await backToStart(page);
  await start.getByRole('button', { name: 'A new page', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await backToStart(page);
  await start.getByRole('button', { name: 'Navigation', exact: true }).click();
  await page.getByRole('heading', { name: 'Navigation', exact: true }).waitFor();
  await context.close();
});

test('renaming a service renames its form label and, when asked, the texts that typed its name; its short name is under Advanced', async () => {
  const { context, page } = await openEditor(fixture);
  await outlineItem(page, service.name).click();
  await page.getByRole('heading', { name: service.name, exact: true }).waitFor();
  // The code used in addresses is not beside the name: it waits under Advanced, in words.
  const shortName = page.getByRole('button', { name: 'Change the short name used in page addresses…' });
  await expect(shortName.isVisible()).resolves.toBe(false);
  await expect(page.getByRole('button', { name: /service id/i }).count()).resolves.toBe(0);
  await page
    .getByRole('group', { name: 'Advanced' })
    .filter({ hasText: 'Change the short name' })
    .getByText('Advanced', { exact: true })
    .click();
  await expect(shortName.isVisible()).resolves.toBe(true);

  const renamed = 'Operations Health Check';
  await page.getByRole('button', { name: 'Rename…' }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${service.name}` });
  await dialog.getByLabel('New name').fill(renamed);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('heading', { name: renamed, exact: true }).waitFor();
  await expect(page.locator('#field_formLabel').inputValue()).resolves.toBe(renamed);
  const offer = page.getByRole('region', { name: 'Texts with the old name' });
  await offer.getByText(new RegExp(`^[2-9] texts still say “${service.name}”`)).waitFor();
  await offer.getByRole('button', { name: 'Update them' }).click();
  await expect(offer.count()).resolves.toBe(0);
  await expect.poll(() => previewText(page)).toContain(`The ${renamed} finds what slows your team down.`);
  // The texts now follow the name: nothing asks the person to type a placeholder.
  await expect.poll(() => page.getByRole('region', { name: /Problems/ }).innerText()).not.toMatch(/\{service:/);
  await reviewAndSave(page);
  const saved = readManifestFile(fixture);
  expect(saved.services[0]).toMatchObject({ name: renamed, formLabel: renamed });
  expect(JSON.stringify(saved)).not.toContain(service.name);
  await context.close();
});

test('renaming a tier in its Name field offers the same, and “Leave them” leaves the texts as they are', async () => {
  const { context, page } = await openEditor(fixture);
  await outlineItem(page, readManifestFile(fixture).services[0]!.name).click();
  await outlineItem(page, `Tier: ${tier.name}`).click();
  const name = page.locator('#field_name');
  await name.fill('First Look');
  await name.blur();
  const offer = page.getByRole('region', { name: 'Texts with the old name' });
  await offer.getByText(new RegExp(`^[1-9] texts? still says? “${tier.name}”`)).waitFor();
  await offer.getByRole('button', { name: 'Leave them' }).click();
  await expect(offer.count()).resolves.toBe(0);
  await reviewAndSave(page);
  const saved = readManifestFile(fixture);
  expect(saved.services[0]!.tiers[0]!.name).toBe('First Look');
  expect(saved.services[0]!.tiers[1]!.features![0]).toContain(tier.name);
  await context.close();
});

test('a save after editing one field of a block whose keys are not in schema order changes that one line', async () => {
  const { context, page } = await openEditor(fixture);
  const before = readFileSync(fixture.manifestFile, 'utf8');
  await outline(page)
    .getByRole('button', { name: /^\/about — / })
    .click();
  await outline(page)
    .getByRole('button', { name: /^Steps “/ })
    .click();
  await page.locator('#field_heading').fill('How an engagement runs, week by week');
  await reviewAndSave(page);
  const after = readFileSync(fixture.manifestFile, 'utf8').split('\n');
  const lines = before.split('\n');
  expect(after.length).toBe(lines.length);
  expect(after.filter((line, i) => line !== lines[i]).map((line) => line.trim())).toEqual([
    '"heading": "How an engagement runs, week by week",',
  ]);
  expect(Object.keys(readManifestFile(fixture).routes[aboutPage]!.blocks[steps]!)).toEqual(
    Object.keys(site.routes[aboutPage]!.blocks[steps]!),
  );
  await context.close();
});
