// The editing tasks of a non-developer, done in the real editor in Chromium. The scenarios run one after another on
// one copy of the manifest: each must lint clean and change only what it meant to; the last test builds the result.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SiteManifest } from '../../schema/site.types.ts';
import { changesBetween, errorsOf, openEditor, previewText, readManifestFile, reviewAndSave, startFixture, type EditorFixture } from './harness.ts';

let fixture: EditorFixture;
let context: BrowserContext;
let page: Page;
let before: SiteManifest;

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});
beforeEach(async () => {
  await context?.close();
  ({ context, page } = await openEditor(fixture));
  before = readManifestFile(fixture);
});

/** The saved manifest lints clean, and its changes are exactly the expected ones (in the change engine's words). */
async function expectSaved(expected: RegExp[]): Promise<SiteManifest> {
  const after = readManifestFile(fixture);
  expect(await errorsOf(fixture, after)).toEqual([]);
  const changes = (await changesBetween(before, after)).map((c) => c.text);
  expect(changes).toHaveLength(expected.length);
  expected.forEach((pattern) => expect(changes.some((text) => pattern.test(text)), `${pattern} in ${changes.join(' | ')}`).toBe(true));
  return after;
}

const outlineItem = (name: string | RegExp) => page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('button', { name, exact: typeof name === 'string' });

describe('the editor', () => {
  test("changes a tier's price, refusing 1.595 as it is typed, and previews it", async () => {
    const textBefore = readFileSync(fixture.manifestFile, 'utf8');
    await outlineItem('Operations Reset Audit').click();
    await outlineItem('Tier: Quick Scan').click();
    const amount = page.getByLabel('Amount in euros');
    await amount.fill('1.595');
    await expect(page.getByText(/Prices are whole euros/).isVisible()).resolves.toBe(true);
    await amount.fill('1595');
    await page.getByText('Shown as €1,595').waitFor();
    await expect.poll(() => previewText(page)).toContain('€1,595');
    const shown = await reviewAndSave(page);
    expect(shown.join('\n')).toMatch(/€1,495 → €1,595/);
    const after = await expectSaved([/Quick Scan.*€1,495 → €1,595/]);
    expect(after.services[0]!.tiers[0]!.price.amount).toBe(1595);
    // The file keeps its formatting: exactly one line differs, as `git diff` would show.
    const linesBefore = textBefore.split('\n');
    const linesAfter = readFileSync(fixture.manifestFile, 'utf8').split('\n');
    expect(linesAfter.length).toBe(linesBefore.length);
    expect(linesAfter.filter((line, i) => line !== linesBefore[i])).toEqual(['            "amount": 1595']);
  });

  test('adds a tier to a service', async () => {
    await outlineItem('SOP Systems Sprint').click();
    const count = (before.services.find((s) => s.id === 'sop-sprint')!.tiers ?? []).length;
    await page.getByRole('group', { name: 'Tiers' }).getByRole('button', { name: 'Add item' }).last().click();
    await page.locator(`#field_tiers_${count}_id`).fill('enterprise');
    await page.locator(`#field_tiers_${count}_name`).fill('Enterprise');
    await page.locator(`#field_tiers_${count}_price_amount`).fill('9500');
    await reviewAndSave(page);
    const after = await expectSaved([/Enterprise/]);
    expect(after.services.find((s) => s.id === 'sop-sprint')!.tiers.at(-1)).toMatchObject({ id: 'enterprise', name: 'Enterprise', price: { amount: 9500 } });
  });
});

test('the results build into the site', { timeout: 600_000 }, async () => {
  await context?.close();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, SITE_MANIFEST: fixture.manifestFile, DOWNLOADS_DIR: fixture.downloadsDir },
    encoding: 'utf8',
  });
  writeFileSync(join(fixture.dir, 'build.log'), `${result.stdout}\n${result.stderr}`);
  expect(result.status, result.stderr).toBe(0);
  expect(existsSync('dist/client/index.html')).toBe(true);
});
