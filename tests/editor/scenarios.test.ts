// The editing tasks of a non-developer, done in the real editor in Chromium. The scenarios run one after another on
// one copy of the manifest: each must lint clean and change only what it meant to; the last test builds the result.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatMoney } from '../../model/price.ts';
import { fixtureManifest } from '../support/fixture-site.ts';
import { copyProject, errorsOf, expectNoErrors, previewText, readManifestFile, reviewAndSave } from './harness.ts';
import { expectSaved, outlineItem, useScenarioSession } from './scenario-session.ts';

// What the scenarios pick comes from the fixture site: the services and pages it has, its prices as the site shows them.
const site = fixtureManifest();
const priced = site.services[0]!;
const growing = site.services.find((s) => s.id === 'rfp-support')!;
const shownPrice = (amount: number) => formatMoney(amount, { locale: site.site.locale, currency: site.site.currency });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const session = useScenarioSession();

describe('the editor', () => {
  test("changes a tier's price, refusing one with cents, echoing one typed with a thousands dot, and previews it", async () => {
    const textBefore = readFileSync(session.fixture.manifestFile, 'utf8');
    const tier = priced.tiers[0]!;
    const newAmount = tier.price.amount + 100;
    await outlineItem(session.page, priced.name).click();
    await outlineItem(session.page, `Tier: ${tier.name}`).click();
    const amount = session.page.getByLabel('Amount in euros');
    await amount.fill(`${newAmount}.50`);
    await session.page.getByText(/Prices are whole euros, without cents/).waitFor();
    await amount.fill(new Intl.NumberFormat('de-DE').format(newAmount)); // 1700 typed as "1.700"
    await session.page.getByText(`Will be saved as ${shownPrice(newAmount)}`).waitFor();
    await expect.poll(() => previewText(session.page)).toContain(shownPrice(newAmount));
    const shown = await reviewAndSave(session.page);
    const change = `${shownPrice(tier.price.amount)} → ${shownPrice(newAmount)}`;
    expect(shown.join('\n')).toContain(change);
    const after = await expectSaved(session, [new RegExp(`${escaped(tier.name)}.*${escaped(change)}`)]);
    expect(after.services[0]!.tiers[0]!.price.amount).toBe(newAmount);
    // The file keeps its formatting: exactly one line differs, as `git diff` would show.
    const linesBefore = textBefore.split('\n');
    const linesAfter = readFileSync(session.fixture.manifestFile, 'utf8').split('\n');
    expect(linesAfter.length).toBe(linesBefore.length);
    expect(linesAfter.filter((line, i) => line !== linesBefore[i])).toEqual([`            "amount": ${newAmount}`]);
  });

  test('adds a tier to a service', async () => {
    await outlineItem(session.page, growing.name).click();
    const count = (session.before.services.find((s) => s.id === growing.id)!.tiers ?? []).length;
    await session.page.getByRole('group', { name: 'Tiers' }).getByRole('button', { name: 'Add a tier' }).last().click();
    await session.page.locator(`#field_tiers_${count}_id`).fill('enterprise');
    await session.page.locator(`#field_tiers_${count}_name`).fill('Enterprise');
    await session.page.locator(`#field_tiers_${count}_price_amount`).fill('9500');
    await reviewAndSave(session.page);
    const after = await expectSaved(session, [/Enterprise/]);
    expect(after.services.find((s) => s.id === growing.id)!.tiers.at(-1)).toMatchObject({
      id: 'enterprise',
      name: 'Enterprise',
      price: { amount: 9500 },
    });
  });

  test('adds a new service with its page, reaching the Services menu and the services index', async () => {
    await session.page.getByRole('button', { name: 'Add service' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Add a service' });
    await dialog.getByLabel('Service name').fill('Data Room Setup');
    await dialog.getByLabel('Its page').selectOption({ label: `A copy of the page of ${growing.name}` });
    await dialog.getByRole('checkbox', { name: /^\/services › Service cards/ }).check();
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await session.page.getByRole('heading', { name: 'Data Room Setup' }).waitFor();
    await session.page.locator('#field_tiers_0_price_amount').fill('2400');
    await expect.poll(() => previewText(session.page)).toContain(shownPrice(2400));
    await reviewAndSave(session.page);
    const after = readManifestFile(session.fixture);
    expect(await errorsOf(session.fixture, after)).toEqual([]);
    expect(after.services.at(-1)).toMatchObject({
      id: 'data-room-setup',
      name: 'Data Room Setup',
      route: '/services/data-room-setup',
    });
    expect(after.routes.some((r) => r.path === '/services/data-room-setup')).toBe(true);
    expect(after.navigation.servicesMenu.services).toContain('data-room-setup');
    const index = after.routes.find((r) => r.path === '/services')!;
    expect(JSON.stringify(index.blocks)).toContain('data-room-setup');
    // Nothing else changed: the other pages and services are as they were.
    expect(after.services.slice(0, -1)).toEqual(session.before.services);
    expect(
      after.routes.filter((r) => r.path !== '/services' && r.path !== '/' && r.path !== '/services/data-room-setup'),
    ).toEqual(session.before.routes.filter((r) => r.path !== '/services' && r.path !== '/'));
  });

  test('adds an FAQ item', async () => {
    await outlineItem(session.page, /^\/services\/opsos/).click();
    await outlineItem(session.page, /^FAQ “/).click();
    const count = (
      session.before.routes.find((r) => r.path === '/services/opsos')!.blocks.find((b) => b.type === 'faq') as {
        items: unknown[];
      }
    ).items.length;
    await session.page
      .getByRole('group', { name: 'Questions' })
      .getByRole('button', { name: 'Add a question' })
      .last()
      .click();
    await session.page.locator(`#field_items_${count}_question`).fill('Can we pause the subscription?');
    await session.page.locator(`#field_items_${count}_answer`).fill('Yes, for up to two months a year.');
    await expect.poll(() => previewText(session.page)).toContain('Can we pause the subscription?');
    await reviewAndSave(session.page);
    const after = await expectSaved(session, [/./]);
    const faq = after.routes.find((r) => r.path === '/services/opsos')!.blocks.find((b) => b.type === 'faq') as {
      items: { question: string }[];
    };
    expect(faq.items.at(-1)).toEqual({
      question: 'Can we pause the subscription?',
      answer: 'Yes, for up to two months a year.',
    });
  });

  test('changes the contact e-mail', async () => {
    await outlineItem(session.page, 'Firm and contact details').click();
    await session.page.getByLabel('Email').fill('team@harbourline.example');
    await reviewAndSave(session.page);
    const after = await expectSaved(session, [/team@harbourline\.example/]);
    expect(after.site.email).toBe('team@harbourline.example');
  });

  test('adds an alias to a page', async () => {
    await outlineItem(session.page, /^\/terms/).click();
    await session.page
      .getByRole('group', { name: 'Other addresses' })
      .getByRole('button', { name: 'Add another address' })
      .click();
    await session.page.locator('#field_aliases_0').fill('/security');
    await reviewAndSave(session.page);
    const after = await expectSaved(session, [/\/security/]);
    expect(after.routes.find((r) => r.path === '/terms')!.aliases).toEqual(['/security']);
  });

  test('removes a page and every link to it', async () => {
    await outlineItem(session.page, /^\/insights/).click();
    await session.page.getByRole('button', { name: 'Remove page “/insights”…' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Remove the page /insights' });
    await expect(dialog.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await dialog.getByLabel('Remove them').check();
    await dialog.getByRole('button', { name: 'Remove page' }).click();
    await reviewAndSave(session.page);
    const after = readManifestFile(session.fixture);
    expect(await errorsOf(session.fixture, after)).toEqual([]);
    expect(after.routes.some((r) => r.path === '/insights')).toBe(false);
    expect(JSON.stringify(after)).not.toMatch(/"\/insights(#[^"]*)?"/);
    expect(after.routes).toHaveLength(session.before.routes.length - 1);
  });

  test('adds a download from a chosen file', async () => {
    await session.page.getByRole('button', { name: 'Add download' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Add a download' });
    await dialog.getByLabel(/^File/).setInputFiles({
      name: 'Board Pack (2026).pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await dialog.getByLabel('Title on its card').fill('Board Pack');
    await dialog.getByRole('button', { name: 'Add download' }).click();
    await session.page.getByRole('heading', { name: 'Board Pack' }).waitFor();
    await reviewAndSave(session.page);
    const after = await expectSaved(session, [/Board Pack/]);
    expect(after.downloads.at(-1)).toEqual({
      slug: 'board-pack-2026',
      title: 'Board Pack',
      file: 'board-pack-2026.pdf',
      type: 'pdf',
    });
    expect(existsSync(join(session.fixture.downloadsDir, 'board-pack-2026.pdf'))).toBe(true);
  });

  test('reorders blocks with the keyboard', async () => {
    await outlineItem(session.page, /^\/about/).click();
    const blocks = session.before.routes.find((r) => r.path === '/about')!.blocks;
    const at = blocks.findIndex((b) => b.type === 'cards');
    await outlineItem(session.page, /^Cards “/).focus();
    await session.page.keyboard.press('Alt+ArrowDown');
    await session.page.getByText(`Block moved to position ${at + 2}.`).waitFor();
    await reviewAndSave(session.page);
    const after = readManifestFile(session.fixture);
    expect(await errorsOf(session.fixture, after)).toEqual([]);
    const moved = after.routes.find((r) => r.path === '/about')!.blocks;
    const expected = blocks.map((b) => b.type);
    [expected[at], expected[at + 1]] = [expected[at + 1]!, expected[at]!];
    expect(moved.map((b) => b.type)).toEqual(expected);
  });

  test('renames a service, updating every reference', async () => {
    // The service added above, referred to by its page, the services index and the Services menu: the download
    // generators of documents/ name each of the fixture's own services by id in code, so renaming one stops the build.
    expect(JSON.stringify(session.before)).toMatch(/\{(service:|price:|count:tiers\/)data-room-setup[}/]/);
    // Once the live check has run, the outline says "(needs attention)" while the service's texts type its name.
    await expectNoErrors(session.page);
    await outlineItem(session.page, /^Data Room Setup( \(needs attention\))?$/).click();
    await session.page
      .getByRole('group', { name: 'Advanced' })
      .filter({ hasText: 'Change the short name' })
      .getByText('Advanced', { exact: true })
      .click();
    await session.page.getByRole('button', { name: 'Change the short name used in page addresses…' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Change the short name used in page addresses' });
    await dialog.getByLabel('Short name').fill('data-room-service');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await reviewAndSave(session.page);
    const after = readManifestFile(session.fixture);
    expect(await errorsOf(session.fixture, after)).toEqual([]);
    expect(after.services.some((s) => s.id === 'data-room-service')).toBe(true);
    expect(JSON.stringify(after)).not.toMatch(
      /"data-room-setup"|service:data-room-setup\b|\{(service:|price:|count:tiers\/)data-room-setup[}/]/,
    );
    expect(after.navigation.servicesMenu.services).toContain('data-room-service');
  });
});

test('the results build into the site', { timeout: 600_000 }, async () => {
  await session.context?.close();
  // The build writes dist/ and regenerates downloads/ where it runs: build in a copy of the project, not in this one.
  const project = copyProject(session.fixture);
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: project,
      env: { ...process.env, SITE_MANIFEST: '', DOWNLOADS_DIR: '' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(result.status, `${String(result.error ?? '')}\n${result.stdout}\n${result.stderr}`.slice(-3000)).toBe(0);
    expect(readFileSync(join(project, 'dist/client/services/data-room-setup/index.html'), 'utf8')).toContain(
      'Data Room Setup',
    );
    expect(existsSync(join(project, 'dist/client/insights/index.html'))).toBe(false);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});
