// The newsletter end to end, in Chromium with a real SMTP server: sign up on the fixture's page → the toast says to
// check the inbox → the confirmation mail arrives → its link, then the button, confirm → `npm run subscribers` lists
// the address with its record of consent → the unsubscribe link, then the button → the address is gone.
// The fixture's build runs in a server of its own here, with SMTP_URL and PUBLIC_URL (the shared one has no SMTP).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SENT_TITLE } from '../../blocks/newsletter/use-signup.ts';
import { newsletterTerms } from '../../model/newsletter.ts';
import { freePort, mailPart, parseMail, removeTempDirs, ROOT, startSmtp, tempDir, waitFor } from '../server/support.ts';
import type { TestSmtp } from '../server/support.ts';
import { killServerProcesses, startServerProcess, type ListeningProcess } from '../server/processes.ts';
import { closeContexts, sharedBrowser, watchConsole } from './browser.ts';
import { hydrated } from './interactive-helpers.ts';
import { manifest, pageData, pathWith } from './fixture-pages.ts';

let browser: Browser;
let smtp: TestSmtp;
let server: ListeningProcess;
const dataDir = join(tempDir('double-opt-in'), 'data');

beforeAll(async () => {
  browser = await sharedBrowser();
  smtp = await startSmtp();
  const port = await freePort();
  server = await startServerProcess({
    CLIENT_DIR: inject('clientDir'),
    BUILT_DOWNLOADS_DIR: inject('documentsDir'),
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  });
});
afterAll(async () => {
  await closeContexts(browser);
  killServerProcesses();
  await smtp?.close();
  removeTempDirs();
});

const newsletterPath = pathWith('newsletter');
const anchor = pageData(newsletterPath).blocks.find((block) => block.type === 'newsletter')!.anchor!;

/** `npm run subscribers`, as the firm runs it, against the test server's data folder. */
function subscribers(): string {
  return execFileSync('npm', ['run', '--silent', 'subscribers'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: server.url },
    encoding: 'utf8',
  });
}

async function pressAndWait(page: Page, button: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('newsletter double opt-in', () => {
  it('signs up, confirms by mail, is listed with its consent, unsubscribes, and is gone', async () => {
    const { consent } = newsletterTerms(manifest);
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(server.url + newsletterPath);
    await hydrated(page);

    const section = page.locator(`#${anchor}`);
    await section.getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').getByText(SENT_TITLE).waitFor();

    const [raw] = await waitFor(() => smtp.messages.length > 0 && smtp.messages, 'the confirmation mail');
    const mail = parseMail(raw!);
    expect(smtp.envelopes[0]!.to).toEqual(['reader@example.com']);
    const confirmLink = /Confirm your subscription: (\S+)/.exec(mailPart(mail, 'text/plain')!)![1]!;
    const unsubscribeLink = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!;
    expect(confirmLink.startsWith(`${server.url}/api/newsletter/confirm?token=`)).toBe(true);

    await page.goto(confirmLink);
    expect(await page.getByRole('blockquote').textContent()).toBe(consent);
    expect(subscribers()).toMatch(/^No subscribers in /);
    await pressAndWait(page, 'Confirm subscription', 'You’re subscribed');

    const listed = subscribers();
    expect(listed).toMatch(
      new RegExp(
        `^reader@example\\.com\\n  Signed up: \\d{4}-.*\\n  Agreed to: .*\\n  Confirmed: \\d{4}-.*\\n1 subscriber\\.`,
      ),
    );
    expect(listed).toContain(`  Agreed to: ${consent}\n`);

    await page.goto(unsubscribeLink);
    await pressAndWait(page, 'Unsubscribe', 'You’re unsubscribed');
    expect(subscribers()).toMatch(/^No subscribers in /);
    expect(problems).toEqual([]);
    await context.close();
  });
});
