// The preview is the real page: the brand's fonts and the site's pictures load in its frame, a part that cannot be
// shown yet is a friendly note in the page (never an exception in place of the whole page), and a changed price says
// which pages show it, with a button for each that shows it in the preview.
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import type { SiteManifest } from '../../schema/site.types.ts';
import { formatMoney } from '../../model/price.ts';
import { editedFixture, fixtureManifest } from '../support/fixture-site.ts';
import { previewText, startFixture, type EditorFixture } from './harness.ts';
import { outlineItem } from './scenario-session.ts';

const site = fixtureManifest();
const aboutRoute = site.routes.findIndex((r) => r.path === '/about');
const home = site.routes[0]!.blocks[0] as { title: string };
const audit = site.services.find((s) => s.id === 'ops-audit')!;
const cheapest = audit.tiers[0]!;
const shownPrice = (amount: number) => formatMoney(amount, { locale: site.site.locale, currency: site.site.currency });
const PICTURE = { src: '/images/harbour.png', alt: 'The harbour at dawn' };

let fixture: EditorFixture;
beforeAll(async () => {
  // The fixture with a picture behind the /about page's opening band, in an images folder of the test's own.
  const imagesDir = join(process.env.TMPDIR ?? '/tmp', `preview-images-${process.pid}`);
  mkdirSync(imagesDir, { recursive: true });
  await sharp({ create: { width: 320, height: 180, channels: 3, background: '#0b2545' } })
    .png()
    .toFile(join(imagesDir, 'harbour.png'));
  const manifest = editedFixture((m: SiteManifest) => {
    Object.assign(m.routes[aboutRoute]!.blocks[0]!, { backgroundImage: PICTURE });
  });
  fixture = await startFixture({ imagesDir }, manifest);
});
afterAll(async () => {
  await fixture?.close();
});

const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Preview of the page being edited"]');

async function openAt(pagePath: RegExp): Promise<Page> {
  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(fixture.editor.url);
  await page.getByRole('navigation', { name: 'Parts of the site' }).waitFor();
  await outlineItem(page, pagePath).click();
  return page;
}

test("the brand's fonts load in the preview and its headings use them", async () => {
  const page = await openAt(/^\/about/);
  const heading = frameOf(page).getByRole('heading', { level: 1 });
  await heading.waitFor();
  // Both faces are loaded (not only declared), and the page's text is set in them.
  await expect
    .poll(() =>
      heading.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/"/g, ''));
      }),
    )
    .toEqual(expect.arrayContaining(['Instrument Sans', 'Source Serif 4']));
  await expect
    .poll(() => heading.evaluate(() => document.fonts.check('700 40px "Source Serif 4"', 'Harbourline')))
    .toBe(true);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Source Serif 4"/);
  await page.context().close();
});

test('a picture of the site shows in the preview', async () => {
  const page = await openAt(/^\/about/);
  const picture = frameOf(page).locator(`img[src="${PICTURE.src}"]`);
  await picture.waitFor({ state: 'attached' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(320);
  await page.context().close();
});

test('an empty footer link is a friendly note in the page, and the rest of the page shows', async () => {
  const page = await openAt(/^\/about/);
  await outlineItem(page, 'Footer').click();
  await page
    .getByRole('group', { name: /^Company/ })
    .getByRole('button', { name: /^Add/ })
    .last()
    .click();
  const note = frameOf(page)
    .getByRole('note')
    .filter({ hasText: /footer link can't be shown yet: it has no text/ });
  await note.waitFor();
  const shown = await previewText(page);
  expect(shown).not.toMatch(/Cannot read|undefined|reading '/);
  // The page and the rest of its footer are there.
  expect(shown).toContain((site.routes[aboutRoute]!.blocks[0] as { title: string }).title);
  expect(shown).toContain(site.footer.companyTitle);
  expect(shown).toContain(site.footer.legal[0]!.text);
  await page.context().close();
});

test('after a price edit, the preview offers the pages that show the price, and shows them', async () => {
  const page = await openAt(/^\/about/);
  await outlineItem(page, audit.name).click();
  await outlineItem(page, `Tier: ${cheapest.name}`).click();
  const newAmount = cheapest.price.amount - 100;
  await page.getByRole('textbox', { name: /^Amount/ }).fill(String(newAmount));
  const offer = page.getByRole('region', { name: 'Where this change shows' });
  await offer.getByText(`${shownPrice(cheapest.price.amount)} → ${shownPrice(newAmount)}`).waitFor();
  // The service's own page shows its tiers; the home page's service cards show its "from" price.
  await offer.getByRole('button', { name: `See it on ${audit.route}` }).waitFor();
  await offer.getByRole('button', { name: 'See it on /', exact: true }).click();
  await expect.poll(() => previewText(page)).toContain(home.title);
  await expect.poll(() => previewText(page)).toContain(shownPrice(newAmount));
  await page.context().close();
});

/** A GET to the editor as a browser would send it, with `headers`; the answer's status and CORS header. */
function get(path: string, headers: Record<string, string>): Promise<{ status: number; allowOrigin?: string }> {
  const { host, port } = new URL(fixture.editor.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, allowOrigin: res.headers['access-control-allow-origin'] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test("the site's fonts and pictures are served to the sandboxed frame, and nothing else is without the token", async () => {
  const frame = { origin: 'null', 'sec-fetch-site': 'cross-site' };
  expect(await get('/fonts/source-serif-4.woff2', frame)).toEqual({ status: 200, allowOrigin: '*' });
  expect((await get(PICTURE.src, frame)).status).toBe(200);
  expect((await get('/fonts/other.woff2', frame)).status).toBe(404);
  expect((await get('/images/%2e%2e/site.manifest.json', frame)).status).toBe(404);
  expect((await get('/images/../site.manifest.json', frame)).status).toBe(404);
  // Another site's page, a foreign Host, and every other address without the token stay refused.
  expect((await get('/fonts/source-serif-4.woff2', { origin: 'http://evil.example' })).status).toBe(403);
  expect((await get(PICTURE.src, { host: 'evil.example' })).status).toBe(403);
  expect((await get('/api/manifest', frame)).status).toBe(403);
  expect((await get('/api/manifest', {})).status).toBe(401);
});
