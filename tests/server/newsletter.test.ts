// The newsletter's double opt-in on the real Koa server with a real SMTP server: sign-up → confirmation mail (with
// one-click unsubscribe headers) → a confirm page that changes nothing → the button confirms → listed by
// `npm run subscribers` → one-click unsubscribe → gone. Also: the same answer for any address, and the pages' headers.
// On both databases: SQLite, and PostgreSQL (DATABASE_URL, which the subscribers script reads too).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { newsletterTerms } from '../../model/newsletter.ts';
import { RESEND_AFTER_MS } from '../../server/newsletter/signup.ts';
import type { ServerConfig } from '../../server/config.ts';
import { tokenHash } from '../../server/store/newsletter-store.ts';
import { Store } from '../../server/store/store.ts';
import { fixtureManifest } from '../support/fixture-site.ts';
import {
  decodeHeader,
  freePort,
  mailPart,
  parseMail,
  postJson,
  removeTempDirs,
  ROOT,
  startSmtp,
  startTestServer,
  waitFor,
  type TestSmtp,
} from './support.ts';
import { closedAfterEach } from './contact-fixture.ts';
import { describeEachDialect, type DialectTarget } from './db/dialects.ts';
import { fetchFresh } from '../support/fetch-fresh.ts';

const track = closedAfterEach();
afterAll(removeTempDirs);

const fixture = fixtureManifest();
const { consent } = newsletterTerms(fixture);

/**
 * The real server on a port chosen first, so PUBLIC_URL (the links in mails) points at it, on a fresh database that
 * `prepare` fills first (before the server's delivery worker can take its mails).
 */
async function startNewsletterServer(smtp: TestSmtp, target: DialectTarget, prepare?: (store: Store) => Promise<void>) {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const { dataDir, url } = await target.freshDatabase();
  if (prepare) {
    const store = await Store.open(dataDir, { databaseUrl: url });
    await prepare(store).finally(() => store.close());
  }
  const rateLimits = { contact: 0, newsletter: 0 };
  const database = { databaseUrl: url };
  return track(startTestServer({ port, publicUrl, smtpUrl: smtp.url, rateLimits, dataDir, database }));
}

function subscribersScript(server: { config: ServerConfig }, ...args: string[]): string {
  const { dataDir, database } = server.config;
  return execFileSync(process.execPath, ['--import', 'tsx', join('scripts', 'subscribers.ts'), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      PUBLIC_URL: 'https://firm.example',
    },
    encoding: 'utf8',
  });
}

/** The one form's action on a page, resolved against the page's address. */
function formAction(html: string, pageUrl: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, 'a form on the page').toBeDefined();
  return new URL(action!.replace(/&amp;/g, '&'), pageUrl).href;
}

/** Sign-up → confirmation mail → confirm page → confirmed and listed → one-click unsubscribe → gone. */
async function subscribeConfirmAndLeave(target: DialectTarget): Promise<void> {
  const smtp = await track(startSmtp());
  const server = await startNewsletterServer(smtp, target);
  const { store } = server.app;
  expect((await postJson(`${server.url}/api/newsletter`, { email: 'Reader@Example.com' })).status).toBe(200);

  const [raw] = await waitFor(() => smtp.messages.length > 0 && smtp.messages, 'the confirmation mail');
  const mail = parseMail(raw!);
  expect(smtp.envelopes[0]!.to).toEqual(['Reader@example.com']); // nodemailer writes host names in lower case
  expect(smtp.envelopes[0]!.from).toBe(fixture.site.email);
  expect(decodeHeader(mail.headers.get('subject')!)).toBe(
    `Confirm your subscription to the ${fixture.site.firmName} newsletter`,
  );
  const text = mailPart(mail, 'text/plain')!;
  const confirmLink = /Confirm your subscription: (\S+)/.exec(text)![1]!;
  expect(confirmLink).toMatch(new RegExp(`^${server.url}/api/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}$`));
  expect(text.replace(/\s+/g, ' ')).toContain(consent);
  const unsubscribeLink = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe')!)![1]!;
  expect(unsubscribeLink).toMatch(new RegExp(`^${server.url}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // Opening the link (as a mail scanner would) shows what is agreed to, and changes nothing.
  for (let i = 0; i < 2; i++) {
    const page = await fetchFresh(confirmLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain(fixture.site.firmName);
    expect(html).toContain('<button type="submit">Confirm subscription</button>');
  }
  expect(await store.newsletter.list()).toEqual([]);
  expect(await store.newsletter.list({ pending: true })).toHaveLength(1);

  const confirmPage = await fetchFresh(confirmLink);
  const confirmed = await fetchFresh(formAction(await confirmPage.text(), confirmLink), { method: 'POST' });
  expect(confirmed.status).toBe(200);
  const done = await confirmed.text();
  expect(done).toContain('You’re subscribed');
  expect(done).toContain(`<a href="${server.url}/">Go to the website</a>`);
  const [subscriber] = await store.newsletter.list();
  expect(subscriber).toMatchObject({ email: 'Reader@Example.com', consentText: consent });
  expect(Date.parse(subscriber!.confirmedAt!)).toBeGreaterThanOrEqual(Date.parse(subscriber!.signedUpAt));

  // Used once: the link now says so, with a 404 and a page, not a 500.
  const used = await fetchFresh(confirmLink, { method: 'POST' });
  expect(used.status).toBe(404);
  expect(await used.text()).toContain('This link does not work');

  const listed = subscribersScript(server);
  expect(listed).toContain(`Reader@Example.com\n  Signed up: ${subscriber!.signedUpAt}\n  Agreed to: ${consent}`);
  expect(listed).toContain(`  Confirmed: ${subscriber!.confirmedAt}\n1 subscriber.`);

  // RFC 8058's one-click: a POST to the header's address with this body.
  const oneClick = await fetchFresh(unsubscribeLink, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status).toBe(200);
  expect(await store.newsletter.list()).toEqual([]);
  expect(await store.newsletter.list({ pending: true })).toEqual([]);
  expect(subscribersScript(server)).toMatch(/^No subscribers in /);
  expect((await fetchFresh(unsubscribeLink)).status).toBe(404);
}

describeEachDialect('newsletter double opt-in', (target) => {
  it('mails a confirmation link, confirms only on the button, lists the subscriber, and one click deletes it', () =>
    subscribeConfirmAndLeave(target));

  it('unsubscribes from a page whose GET changes nothing', async () => {
    const smtp = await track(startSmtp());
    const server = await startNewsletterServer(smtp, target);
    await postJson(`${server.url}/api/newsletter`, { email: 'leaving@example.com' });
    const [raw] = await waitFor(() => smtp.messages.length > 0 && smtp.messages, 'the confirmation mail');
    const link = /Remove this address now: (\S+)/.exec(mailPart(parseMail(raw!), 'text/plain')!)![1]!;
    const page = await fetchFresh(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await server.app.store.newsletter.list({ pending: true })).toHaveLength(1);
    const done = await fetchFresh(formAction(html, link), { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You’re unsubscribed');
    expect(await server.app.store.newsletter.list({ pending: true })).toEqual([]);
  });

  it('gives the same answer for a new, a pending and a confirmed address, and mails only the new one', async () => {
    const smtp = await track(startSmtp());
    const terms = { consentText: consent, confirmDays: 7, resendAfterMs: RESEND_AFTER_MS };
    const server = await startNewsletterServer(smtp, target, async ({ newsletter }) => {
      await newsletter.signUp('known@example.com', terms);
      const [known] = await newsletter.list({ pending: true });
      await newsletter.addConfirmToken(known!.id, tokenHash('test-token'));
      expect((await newsletter.confirm('test-token')).status).toBe('found');
      await newsletter.signUp('waiting@example.com', terms);
    });
    const { store } = server.app;

    const replies = [];
    for (const email of ['new@example.com', 'waiting@example.com', 'new@example.com', 'KNOWN@example.com']) {
      const res = await postJson(`${server.url}/api/newsletter`, { email });
      replies.push({ status: res.status, type: res.headers.get('content-type'), body: await res.text() });
    }
    expect(replies).toEqual(
      Array(4).fill({ status: 200, type: 'application/json; charset=utf-8', body: '{"ok":true}' }),
    );
    // Every queued mail is dealt with: "waiting" got the one from its first sign-up, "new" one; signing up again within
    // a few minutes sends nothing more, and a confirmed address gets nothing.
    await waitFor(async () => (await store.nextAttemptAt()) === undefined, 'an empty outbox');
    expect(smtp.envelopes.map((e) => e.to[0]).sort()).toEqual(['new@example.com', 'waiting@example.com']);
  });
});
