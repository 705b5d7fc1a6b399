// What the editor says after the person acts: their own saves never raise the "changed on disk" banner (while
// another writer's change still does), undo and redo take them to what changed and say what it was, and a status
// message goes away by itself.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fixtureManifest } from '../support/fixture-site.ts';
import { expectNoErrors, previewText, readManifestFile, startFixture, type EditorFixture } from './harness.ts';
import { outlineItem } from './scenario-session.ts';

const site = fixtureManifest();

let fixture: EditorFixture;
beforeAll(async () => {
  // The app asks for the file's version every 40 ms instead of every 3 s: many checks land during each save.
  fixture = await startFixture({ diskCheckMs: 40 });
});
afterAll(async () => {
  await fixture?.close();
});

/**
 * The editor in a fresh profile, counting every moment the "changed on disk" banner is in the page; with `fakeClock`,
 * the page's timers run on Playwright's clock, which a test can move on (page.clock.fastForward) instead of waiting.
 */
async function openWatchedEditor({ fakeClock = false } = {}): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (fakeClock) await context.clock.install();
  await context.addInitScript(() => {
    const seen = { banners: 0 };
    (window as unknown as { diskBanners: typeof seen }).diskBanners = seen;
    new MutationObserver(() => {
      const alerts = [...document.querySelectorAll('[role="alert"]')];
      if (alerts.some((alert) => alert.textContent?.includes('changed on disk'))) seen.banners += 1;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await context.newPage();
  await page.goto(fixture.editor.url);
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  return page;
}

const bannersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { diskBanners: { banners: number } }).diskBanners.banners);

const savedAboutTitle = () =>
  (readManifestFile(fixture).routes.find((r) => r.path === '/about')!.blocks[0] as { title: string }).title;

/** The title of the /about page's opening band, shown after choosing it in the outline. */
const aboutTitle = (page: Page) => page.getByRole('textbox', { name: /^Title\*?$/ });

async function openAboutHero(page: Page): Promise<void> {
  await outlineItem(page, /^\/about/).click();
  await outlineItem(page, /^Hero/).click();
}

async function saveTitle(page: Page, title: string): Promise<void> {
  await aboutTitle(page).fill(title);
  await expectNoErrors(page);
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish' });
  await dialog.getByRole('listitem').first().waitFor();
  await dialog.getByRole('button', { name: 'Save to site.manifest.json' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(savedAboutTitle()).toBe(title);
}

test('fifteen saves in a row never show the "changed on disk" banner; another writer\'s change does', async () => {
  const page = await openWatchedEditor();
  let checks = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/version')) checks += 1;
  });
  await openAboutHero(page);
  for (let i = 1; i <= 15; i++) await saveTitle(page, `An operator who has sat in your chair, save ${i}.`);
  // Checks that were under way during the last save, and a few after it, have answered.
  const afterLastSave = checks;
  await expect.poll(() => checks).toBeGreaterThan(afterLastSave + 3);
  expect(checks).toBeGreaterThan(15);
  expect(await bannersSeen(page)).toBe(0);

  // Someone else changes the file while the person has a draft: that is still said, with the way out.
  await aboutTitle(page).fill('A draft not saved yet.');
  const text = readFileSync(fixture.manifestFile, 'utf8');
  writeFileSync(
    fixture.manifestFile,
    text.replace(`"firmName": "${site.site.firmName}"`, '"firmName": "Other Writer"'),
  );
  await page.getByRole('alert').filter({ hasText: 'changed on disk' }).waitFor();
  await page.context().close();
}, 180_000);

test('undo of a change on another page takes the person there and says what was undone', async () => {
  const saved = savedAboutTitle();
  const page = await openWatchedEditor();
  await openAboutHero(page);
  const title = aboutTitle(page);
  await title.fill('A title typed by mistake');
  await expect.poll(() => previewText(page)).toContain('A title typed by mistake');

  // The person moves on to another page, then undoes.
  await outlineItem(page, /^\/book/).click();
  await page.getByRole('button', { name: 'Undo' }).click();

  const status = page.getByRole('status').filter({ hasText: /^Undone:/ });
  await expect.poll(() => status.textContent()).toContain(`“A title typed by mistake” → “${saved}”`);
  await expect.poll(() => status.textContent()).toMatch(/\/about/);
  // The outline, the form and the preview are at the changed field again.
  await expect
    .poll(() =>
      page.getByRole('navigation', { name: 'Parts of the site' }).locator('[aria-current="true"]').textContent(),
    )
    .toMatch(/^Hero/);
  await expect.poll(() => title.inputValue()).toBe(saved);
  await expect.poll(() => previewText(page)).toContain(saved);

  // Redo says so too.
  await page.getByRole('button', { name: 'Redo' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Redone:.*A title typed by mistake/ })
    .waitFor();
  await page.context().close();
});

test('a status message goes away by itself', async () => {
  // The message is shown for a few seconds of the page's time: the test moves that clock on rather than waiting.
  const page = await openWatchedEditor({ fakeClock: true });
  await openAboutHero(page);
  await outlineItem(page, /^Hero/).press('Alt+ArrowDown');
  const moved = page.getByRole('status').filter({ hasText: 'Block moved to position 2.' });
  await moved.waitFor();
  // Still there a moment later (it is not merely flashed), gone once ten seconds have passed with nothing done.
  await page.clock.fastForward(1_000);
  await moved.waitFor();
  await page.clock.fastForward(9_000);
  await moved.waitFor({ state: 'detached', timeout: 5_000 });
  // The live region itself stays, for screen readers to hear the next message.
  await expect(page.locator('.topbar').getByRole('status').count()).resolves.toBe(1);
  await page.context().close();
});
