// Publishing from the editor online, as its people meet it, in Chromium: an editor's FAQ answer goes live at once;
// the same editor's price change waits for a publisher, who approves it from the Publishing screen; the publisher
// rolls the site back from History. The published price change shows its before/after pictures. Each time the public site, served by the same server, shows the change. A real
// project (real git with a bare remote, real builds). Screenshots of each screen at 1280 and 390 px go to ADMIN_SHOTS.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { fixtureManifest } from '../support/fixture-site.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';
import { outlineItem } from '../editor/scenario-session.ts';
import { previewText } from '../editor/harness.ts';
import { makeProject, type TestProject } from '../publish/project.ts';
import {
  acceptInvite,
  browserWithAuthenticator,
  screenshots,
  sessionCookieHeader,
  startAdmin,
  type AdminFixture,
} from './harness.ts';

const service = fixtureManifest().services[0]!;
const tier = service.tiers[0]!;
const NEW_ANSWER_WORDS = 'We confirm every licence in writing.';

let project: TestProject;
let admin: AdminFixture;
let editor: { context: BrowserContext; page: Page };
let publisher: { context: BrowserContext; page: Page };

const shot = screenshots;

/** The public page as a visitor gets it from the same server. */
const publicPage = async (path: string) => (await fetchFresh(`${admin.serverUrl}${path}`)).text();

const status = (page: Page) => page.getByRole('banner').getByRole('status');

async function openReview(page: Page) {
  await page.getByRole('button', { name: 'Review and publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review and publish' });
  await dialog
    .getByRole('region', { name: 'Publishing' })
    .getByText(/Goes live at once|Needs a publisher/)
    .waitFor();
  return dialog;
}

beforeAll(async () => {
  project = makeProject();
  admin = await startAdmin({}, { project });
  editor = await browserWithAuthenticator();
  publisher = await browserWithAuthenticator();
  await acceptInvite(publisher.page, await admin.invite('Aoife Byrne', 'aoife@firm.example', 'publisher'));
  await acceptInvite(editor.page, await admin.invite('Cian Walsh', 'cian@firm.example', 'editor'));
});
afterAll(async () => {
  await admin?.close();
  project?.remove();
});

test('an editor’s FAQ answer goes live at once, from the click to the public page', async () => {
  const { page } = editor;
  await outlineItem(page, /^\/services\/opsos/).click();
  await outlineItem(page, /^FAQ “/).click();
  const answer = page.getByRole('textbox', { name: 'Answer' }).first();
  await answer.fill(`${await answer.inputValue()} ${NEW_ANSWER_WORDS}`);
  await answer.blur();
  const dialog = await openReview(page);
  await expect.poll(() => dialog.innerText()).toMatch(/Goes live at once/);
  await shot(page, 'publish-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect.poll(() => status(page).innerText(), { timeout: 90_000 }).toBe('Live: your change is on the site.');
  expect(await publicPage('/services/opsos')).toContain(NEW_ANSWER_WORDS);
});

test('an editor’s price change waits for a publisher, who approves it; then the site shows it', async () => {
  const { page } = editor;
  await outlineItem(page, service.name).click();
  await outlineItem(page, `Tier: ${tier.name}`).click();
  // The preview, a sandboxed frame on the editor's own origin, shows the service's page.
  await expect.poll(() => previewText(page)).toContain(service.name);
  const price = page.getByRole('textbox', { name: /in euros$/ }).first();
  await price.fill('4321');
  await price.blur();
  const dialog = await openReview(page);
  await expect.poll(() => dialog.innerText()).toMatch(/Needs a publisher’s approval: it changes a price/);
  expect(await dialog.getByRole('button', { name: 'Publish now' }).count()).toBe(0);
  await dialog.getByRole('textbox', { name: 'A note for the publisher (optional)' }).fill('The 2027 rate card.');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect.poll(() => status(page).innerText()).toMatch(/review/i);
  expect(await publicPage(service.route)).not.toContain('4,321');

  const p = publisher.page;
  await p.getByRole('link', { name: 'Publishing' }).first().click();
  await p.getByRole('heading', { name: 'Publishing', level: 1 }).waitFor();
  const waiting = p.getByRole('region', { name: 'Waiting for review' });
  await expect.poll(() => waiting.innerText()).toMatch(/Cian Walsh[\s\S]*4,?321[\s\S]*The 2027 rate card/);
  await shot(p, 'publishing-queue');
  await waiting.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect.poll(async () => (await publicPage(service.route)).includes('4,321'), { timeout: 90_000 }).toBe(true);
  const log = (await admin.app.store.audit.list({ limit: 50 })).map((entry) => `${entry.action} ${entry.actor}`);
  expect(log).toEqual(expect.arrayContaining(['submit Cian Walsh', 'approve Aoife Byrne']));

  // The published change's before/after pictures, as the change review takes them, on the Publishing screen.
  const published = p
    .getByRole('region', { name: 'Recent' })
    .getByRole('listitem')
    .filter({ hasText: /4,?321/ })
    .first();
  await published.getByRole('button', { name: 'Pictures' }).click();
  const before = published.getByRole('img', { name: /before the change, desktop$/ }).first();
  await before.waitFor({ timeout: 90_000 });
  await expect
    .poll(() => before.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect.poll(() => published.innerText()).toMatch(/Pictures of 3 of \d+ pages/);
  expect(await published.getByRole('img', { name: /after the change, phone$/ }).count()).toBeGreaterThan(0);
  await shot(p, 'publishing-pictures', { fullPage: false });

  // The pictures are read only through their index: a name it does not hold is refused, whatever it looks like.
  const cookie = await sessionCookieHeader(publisher.context);
  const get = (path: string) => admin.request('GET', `/admin/api/${path}`, { headers: { cookie } });
  const { recent } = (await (await get('publications')).json()) as {
    recent: { id: number; changes: { text: string }[] }[];
  };
  const id = recent.find((item) => item.changes.some((change) => change.text.includes('4,321')))!.id;
  const pictures = (await (await get(`publications/${id}/pictures`)).json()) as {
    state: string;
    pages: { before?: string }[];
  };
  expect(pictures.state).toBe('ready');
  const picture = await get(`publications/${id}/pictures/${pictures.pages[0]!.before!}`);
  expect([picture.status, picture.headers.get('content-type'), picture.headers.get('cache-control')]).toEqual([
    200,
    'image/jpeg',
    'private, max-age=3600',
  ]);
  for (const name of ['index.json', '..%2F..%2Fsite.db', 'home-1280-before.png'])
    expect((await get(`publications/${id}/pictures/${name}`)).status).toBe(404);
});

test('the publisher rolls the site back to the version before the price, from History', async () => {
  const p = publisher.page;
  await p.getByRole('link', { name: 'History' }).first().click();
  await p.getByRole('heading', { name: 'History', level: 1 }).waitFor();
  const versions = p.getByRole('listitem').filter({ hasText: /Live now/ });
  await expect.poll(() => versions.innerText()).toMatch(/4,?321/);
  await shot(p, 'history');
  const faqVersion = p.getByRole('listitem').filter({ hasText: NEW_ANSWER_WORDS.slice(0, 20) });
  await faqVersion.getByRole('button', { name: 'Roll back to this version' }).click();
  await p.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect.poll(async () => (await publicPage(service.route)).includes('4,321'), { timeout: 60_000 }).toBe(false);
  expect(await publicPage('/services/opsos')).toContain(NEW_ANSWER_WORDS);
  expect(project.git(['log', '-1', '--format=%s'])).toMatch(/^Roll back to version/);
});
