// The editor's token (issue 23): it travels in a header on every call, never in a cookie (cookies ignore ports, so one
// would reach every service on 127.0.0.1), and leaves the address bar once the editor has opened; a reload of the tab
// still opens the editor. The page runs under a Content-Security-Policy that the editor never trips.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSiteSettings, previewText, startFixture, type EditorFixture } from './harness.ts';
import { watchConsole } from '../e2e/browser.ts';
import { TOKEN_HEADER } from '../../editor/server/guard.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

let fixture: EditorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings of the page and its frame, and uncaught errors. */
  logged: string[];
  /** Each call to the editor's API, with the token header it carried. */
  calls: { path: string; token: string | undefined }[];
}

async function watchedPage(): Promise<Watched> {
  const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  const logged = watchConsole(page);
  const calls: Watched['calls'] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push({ path: pathname, token: request.headers()[TOKEN_HEADER] });
  });
  return { context, page, logged, calls };
}

/** Every Content-Security-Policy violation the page or its frame reported, and every uncaught error. */
const policyProblems = (logged: string[]) =>
  logged.filter((line) => /Content.Security.Policy|CSP violation|pageerror/i.test(line));

const firmName = fixtureManifest().site.firmName;

test('the token travels as a header, leaves the address bar and sets no cookie; a reload opens the editor again', async () => {
  const { context, page, logged, calls } = await watchedPage();
  await page.goto(fixture.editor.url);
  await page.getByRole('heading', { name: 'What do you want to change?' }).waitFor();
  await expect.poll(() => previewText(page)).toContain(firmName);

  expect(page.url()).toBe(`${fixture.editor.origin}/`);
  expect(await context.cookies()).toEqual([]);
  expect(calls.map((call) => call.path)).toContain('/api/manifest');
  for (const call of calls) expect(call, call.path).toEqual({ path: call.path, token: fixture.editor.token });

  await page.reload();
  await page.getByRole('heading', { name: 'What do you want to change?' }).waitFor();
  await expect.poll(() => previewText(page)).toContain(firmName);
  expect(page.url()).toBe(`${fixture.editor.origin}/`);
  await openSiteSettings(page);
  await page.getByLabel('Email').fill('policy@harbourline.example');
  await page
    .getByRole('status')
    .filter({ hasText: /^(No problems|0 errors)/ })
    .waitFor();
  await page.getByRole('button', { name: 'Review and publish' }).click();
  await page.getByRole('dialog', { name: 'Review and publish' }).getByRole('listitem').first().waitFor();

  expect(policyProblems(logged)).toEqual([]);
  await context.close();
});

test('without the printed address, or with an old one, the editor says how to open it', async () => {
  const { context, page, logged } = await watchedPage();
  await page.goto(`${fixture.editor.origin}/`);
  await expect.poll(() => page.getByRole('alert').innerText()).toContain('npm run edit');

  await page.goto(`${fixture.editor.origin}/?token=from-an-earlier-run`);
  await expect.poll(() => page.getByRole('alert').innerText()).toContain('npm run edit');
  expect(page.url()).toBe(`${fixture.editor.origin}/`);
  expect(policyProblems(logged)).toEqual([]);
  await context.close();
});
