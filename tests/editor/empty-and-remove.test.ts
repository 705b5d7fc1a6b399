// New things start empty, and removing is visible and undoable (issue 24, problems 2 and 5): an empty page has no
// blocks, an added hero has nothing in it that the person did not write, a hero's button can be removed, and a tier
// removed with its own Remove is confirmed, announced with an Undo, and followed by the places that still name it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fixtureManifest } from '../support/fixture-site.ts';
import { openEditor, previewText, startFixture, type EditorFixture } from './harness.ts';
import { outlineItem } from './scenario-session.ts';

const site = fixtureManifest();
const audit = site.services.find((s) => s.id === 'ops-audit')!;
const brief = audit.tiers.find((t) => t.name === 'Executive Brief')!;
const home = site.routes.find((r) => r.path === '/')!;
const homeHero = home.blocks[0] as { title: string; secondaryCta: { text: string } };

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

/** The form of the selected part: the editing pane without its problem list. */
const form = (page: Page): Locator => page.locator('main.editing form');

/** Every text the form holds, and every switch turned on. */
async function filledIn(page: Page): Promise<{ texts: string[]; checked: number }> {
  const texts = await form(page)
    .locator('input:not([type=checkbox]):not([type=hidden]):not([type=radio]), textarea')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter((value) => value !== ''));
  const checked = await form(page).locator('input[type=checkbox]:checked').count();
  return { texts, checked };
}

async function addEmptyPage(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a page' });
  await dialog.getByLabel('Page title').fill(title);
  await dialog.getByLabel('Start from').selectOption({ label: 'An empty page' });
  await dialog.getByRole('button', { name: 'Add page' }).click();
}

test('an empty page has no blocks, and an added hero holds nothing the person did not write', async () => {
  const { context, page } = await openEditor(fixture);
  await addEmptyPage(page, 'Team news');
  const pageItem = page
    .getByRole('navigation', { name: 'Parts of the site' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^\/team-news/ }) });
  await pageItem.waitFor();
  await expect(pageItem.getByRole('list').count()).resolves.toBe(0);

  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Hero', exact: true }).click();
  await page.getByRole('heading', { name: /^Hero/ }).waitFor();
  await expect(filledIn(page)).resolves.toEqual({ texts: [], checked: 0 });
  // The preview comes to show the new page (the site's own navigation around it), with none of the home hero's words.
  // One condition: the page shown before the new one (the home page) also has the navigation.
  const newPageShown = async () => {
    const shown = await previewText(page);
    return /Skip to content/.test(shown) && !shown.includes(homeHero.title);
  };
  await expect.poll(newPageShown).toBe(true);
  await context.close();
});

test("a hero's button can be removed", async () => {
  const { context, page } = await openEditor(fixture);
  await outlineItem(page, /^\/ —/).click();
  await outlineItem(page, /^Hero “/).click();
  await expect.poll(() => previewText(page)).toContain(homeHero.secondaryCta.text);
  const remove = form(page).getByRole('button', { name: /^Remove the .*button/i });
  await expect(remove.count()).resolves.toBe(2);
  await remove.last().click();
  await expect.poll(() => previewText(page)).not.toContain(homeHero.secondaryCta.text);
  await expect(
    form(page)
      .getByRole('button', { name: /^Remove the .*button/i })
      .count(),
  ).resolves.toBe(1);
  await context.close();
});

test('a tier removed with its own Remove is confirmed, can be undone, and its mentions are listed', async () => {
  const { context, page } = await openEditor(fixture);
  await outlineItem(page, audit.name).click();
  await outlineItem(page, `Tier: ${brief.name}`).click();
  const remove = page.getByRole('button', { name: `Remove tier “${brief.name}”` });
  await remove.click();

  const dialog = page.getByRole('dialog', { name: `Remove tier “${brief.name}”?`, exact: true });
  await dialog.waitFor();
  await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await expect(outlineItem(page, `Tier: ${brief.name}`).count()).resolves.toBe(1);

  await remove.click();
  await dialog.getByRole('button', { name: 'Remove tier' }).click();
  await expect.poll(() => outlineItem(page, `Tier: ${brief.name}`).count()).toBe(0);
  const notice = page.getByRole('status').filter({ hasText: `Tier “${brief.name}” removed.` });
  await notice.waitFor();
  // The service's form is shown, its list buttons saying what they add and remove.
  await page.getByRole('heading', { name: audit.name, exact: true }).waitFor();
  await expect(form(page).getByRole('button', { name: 'Add a tier' }).count()).resolves.toBe(1);
  await expect(form(page).getByRole('button', { name: 'Remove tier 1' }).count()).resolves.toBe(1);
  const mention = notice.getByRole('button', { name: /The Executive Brief produced/ });
  await expect(mention.count()).resolves.toBe(1);

  await mention.click();
  await page.getByRole('heading', { name: /^Cases “/ }).waitFor();
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value ?? ''))
    .toContain('The Executive Brief produced');

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => outlineItem(page, `Tier: ${brief.name}`).count()).toBe(1);
  await page
    .getByRole('status')
    .filter({ hasText: `Tier “${brief.name}” is back.` })
    .waitFor();
  await context.close();
});
