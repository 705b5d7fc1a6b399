// The newsletter's sign-ups over time (a fake clock where the wait is days): expiry, re-sending, expired and bad
// links; the outbox both kinds of mail share (the store-level parts on SQLite and PostgreSQL); and the upgrade of a
// database file version 2 wrote.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../model/serving.ts';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import { tokenHash } from '../../server/store/newsletter-store.ts';
import type { MailRef } from '../../server/store/outbox.ts';
import { SCHEMA_VERSION } from '../../server/db/migrations/index.ts';
import { configFromEnv } from '../../server/config.ts';
import { fixtureManifest } from '../support/fixture-site.ts';
import { makeClientDir, rawRequest, removeTempDirs, startTestServer, tempDir } from './support.ts';
import { closedAfterEach, VALID } from './contact-fixture.ts';
import { describeEachDialect, openFreshStore } from './db/dialects.ts';

const track = closedAfterEach();
afterAll(removeTempDirs);

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-03-01T09:00:00Z');
const TERMS = { consentText: 'One tool a month.', confirmDays: 7, resendAfterMs: 5 * 60 * 1000 };
const TOKEN = 'a'.repeat(43);

describeEachDialect('pending sign-ups over time', (target) => {
  it('mails a pending address again only after a few minutes, and deletes it after its confirmation days', async () => {
    const store = await track(openFreshStore(target));
    const { newsletter } = store;
    expect(await newsletter.signUp('a@example.com', TERMS, T0)).toBe('new');
    expect(await newsletter.signUp('A@Example.com ', TERMS, T0 + 60_000)).toBe('pending');
    expect(await newsletter.signUp('a@example.com', TERMS, T0 + 5 * 60_000)).toBe('resent');
    const resentAt = T0 + 5 * 60_000;
    const claimed = await store.claimDue('w', 60_000, 10, resentAt);
    expect(claimed.map((m) => m.kind)).toEqual(['confirmation', 'confirmation']);

    // Seven days from the latest sign-up: not a millisecond earlier.
    expect(await newsletter.deleteExpired(resentAt + 7 * DAY - 1)).toBe(0);
    const [pending] = await newsletter.list({ pending: true });
    expect(pending).toMatchObject({ email: 'a@example.com', pendingExpiresAt: resentAt + 7 * DAY, confirmedAt: null });
    await newsletter.addConfirmToken(pending!.id, tokenHash(TOKEN));
    expect((await newsletter.confirm(TOKEN, resentAt + 7 * DAY)).status).toBe('expired');
    expect(await newsletter.deleteExpired(resentAt + 7 * DAY)).toBe(1);
    expect(await newsletter.list({ pending: true })).toEqual([]);
    expect((await newsletter.confirm(TOKEN, resentAt + 7 * DAY)).status).toBe('unknown');
    expect(await store.nextAttemptAt()).toBeUndefined(); // its mails went with it
  });

  it('confirms a sign-up once, and unsubscribing deletes the address with its tokens and mails', async () => {
    const store = await track(openFreshStore(target));
    const { newsletter } = store;
    expect(await newsletter.signUp('b@example.com', TERMS, T0)).toBe('new');
    const [pending] = await newsletter.list({ pending: true });
    await newsletter.addConfirmToken(pending!.id, tokenHash(TOKEN));
    expect(await newsletter.pendingByConfirmToken(TOKEN, T0 + DAY)).toMatchObject({ status: 'found' });
    const confirmed = await newsletter.confirm(TOKEN, T0 + DAY);
    expect(confirmed).toMatchObject({ status: 'found', subscriber: { confirmedAt: new Date(T0 + DAY).toISOString() } });
    expect((await newsletter.confirm(TOKEN, T0 + DAY)).status).toBe('unknown');
    expect(await newsletter.signUp('b@example.com', TERMS, T0 + 2 * DAY)).toBe('confirmed');
    const [subscriber] = await newsletter.list();
    expect(subscriber).toMatchObject({
      email: 'b@example.com',
      pendingExpiresAt: null,
      consentText: TERMS.consentText,
    });
    expect(await newsletter.byUnsubscribeToken(subscriber!.unsubscribeToken)).toEqual(subscriber);
    expect(await newsletter.unsubscribe(subscriber!.unsubscribeToken)).toBe(true);
    expect(await newsletter.unsubscribe(subscriber!.unsubscribeToken)).toBe(false);
    expect(await newsletter.subscriber(subscriber!.id)).toBeUndefined();
    expect(await store.claimDue('w', 60_000, 10, T0 + 3 * DAY)).toEqual([]);
  });

  it('queues one confirmation when the same new address signs up twice at once', async () => {
    const store = await track(openFreshStore(target));
    const outcomes = await Promise.all(
      ['c@example.com', 'C@example.com'].map((email) => store.newsletter.signUp(email, TERMS, T0)),
    );
    expect(outcomes.sort()).toEqual(['new', 'pending']);
    expect(await store.claimDue('w', 60_000, 10, T0)).toHaveLength(1);
  });
});

describe('pending sign-ups on a running server', () => {
  it('answers an expired link with 410 and a page, and deletes expired sign-ups when the server starts', async () => {
    const server = await track(startTestServer());
    const { newsletter } = server.app.store;
    await newsletter.signUp('late@example.com', TERMS, Date.now() - 8 * DAY);
    await newsletter.addConfirmToken((await newsletter.list({ pending: true }))[0]!.id, tokenHash(TOKEN));
    for (const method of ['GET', 'POST']) {
      const page = await rawRequest(server.url, { method, path: `/api/newsletter/confirm?token=${TOKEN}` });
      expect(page.status).toBe(410);
      expect(page.body).toContain('This link has expired');
    }
    await server.close();
    const restarted = await track(startTestServer({ dataDir: server.config.dataDir }));
    await expect.poll(() => restarted.app.store.newsletter.list({ pending: true })).toEqual([]);
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to the manifest’s baseUrl, and must be an http(s) address', () => {
    const clientDir = makeClientDir();
    const baseUrl = fixtureManifest().site.baseUrl.replace(/\/+$/, '');
    expect(configFromEnv({ CLIENT_DIR: clientDir }).publicUrl).toBe(baseUrl);
    expect(configFromEnv({ CLIENT_DIR: clientDir, PUBLIC_URL: 'https://www.firm.example/' }).publicUrl).toBe(
      'https://www.firm.example',
    );
    for (const bad of ['firm.example', 'ftp://firm.example', 'https://firm.example/?a=1'])
      expect(() => configFromEnv({ CLIENT_DIR: clientDir, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be/);
  });
});

describe('the newsletter pages', () => {
  it('answer bad or missing tokens with a 404 page, other methods with 405, and keep the site’s CSP', async () => {
    const server = await track(startTestServer());
    for (const path of ['confirm', 'unsubscribe'].flatMap((page) =>
      ['', '?token=', '?token=short', `?token=${TOKEN}`, `?token=${TOKEN}&token=${TOKEN}`, '?token[x]=1'].map(
        (query) => `/api/newsletter/${page}${query}`,
      ),
    ))
      for (const method of ['GET', 'POST']) {
        const page = await rawRequest(server.url, { method, path });
        expect(page.status, `${method} ${path}`).toBe(404);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['content-security-policy']).toBe(SECURITY_HEADERS['Content-Security-Policy']);
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.body).toContain('<h1>This link does not work</h1>');
        expect(page.body).not.toContain('<script');
      }
    const put = await rawRequest(server.url, { method: 'PUT', path: '/api/newsletter/confirm' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
  });
});

describeEachDialect('the outbox', (target) => {
  it('leases both kinds of mail in one claim, and ignores results from a worker that lost its lease', async () => {
    const store = await track(openFreshStore(target));
    const inquiry: MailRef = { kind: 'inquiry', id: await store.addInquiry({ ...VALID, serviceLabel: 'Audit' }, T0) };
    await store.newsletter.signUp('a@example.com', TERMS, T0 + 1);
    const confirmation: MailRef = { kind: 'confirmation', id: 1 };
    const claimed = await store.claimDue('old', 1_000, 10, T0 + 2);
    expect(claimed.map(({ kind, id }) => ({ kind, id }))).toEqual([inquiry, confirmation]);
    expect(await store.claimDue('other', 1_000, 10, T0 + 3)).toEqual([]);
    // The lease ran out; a second worker takes both. The first one's late results are refused.
    expect(await store.claimDue('new', 60_000, 10, T0 + 2_000)).toHaveLength(2);
    expect(await store.markFailed(confirmation, 'old', 'late failure', T0 + 99_000, T0 + 2_001)).toBe(false);
    expect(await store.markDelivered([inquiry], 'old', T0 + 2_001)).toEqual([]);
    expect(await store.inquiry(inquiry.id)).toMatchObject({ deliveredAt: null, leaseOwner: 'new', attempts: 0 });
    expect(await store.markDelivered([confirmation, inquiry], 'new', T0 + 2_002)).toHaveLength(2);
    expect(await store.inquiry(inquiry.id)).toMatchObject({ deliveredAt: new Date(T0 + 2_002).toISOString() });
    expect(await store.nextAttemptAt()).toBeUndefined();
  });
});

describe('a database file version 2 wrote', () => {
  it('is brought up to date in one step: inquiries kept, subscribers without a record of consent set aside, not listed', async () => {
    const dataDir = join(tempDir('newsletter-v2'), 'data');
    mkdirSync(dataDir, { recursive: true });
    const old = new Database(join(dataDir, DATABASE_FILE));
    old.exec(`
      CREATE TABLE inquiries (id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, name TEXT NOT NULL,
        email TEXT NOT NULL, company TEXT NOT NULL DEFAULT '', service TEXT NOT NULL, service_label TEXT NOT NULL,
        message TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at INTEGER NOT NULL,
        delivered_at TEXT, lease_owner TEXT, lease_expires_at INTEGER);
      CREATE INDEX inquiries_pending ON inquiries (next_attempt_at) WHERE delivered_at IS NULL;
      CREATE TABLE subscribers (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
      INSERT INTO inquiries (created_at, name, email, service, service_label, message, next_attempt_at)
        VALUES ('2026-01-01T00:00:00.000Z', 'Ada', 'ada@example.com', 'other', 'Other', 'Still to be mailed.', 0);
      INSERT INTO subscribers (email, email_key, created_at)
        VALUES ('=HYPERLINK("x")@evil.example', '=hyperlink("x")@evil.example', '2026-01-01T00:00:00.000Z');
      PRAGMA user_version = 2;
    `);
    old.close();

    const store = await Store.open(dataDir);
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    expect(await store.inquiries()).toMatchObject([{ name: 'Ada', deliveredAt: null }]);
    expect((await store.claimDue('w', 1_000, 10)).map((m) => m.kind)).toEqual(['inquiry']);
    expect(await store.newsletter.list()).toEqual([]);
    expect(await store.newsletter.list({ pending: true })).toEqual([]);
    expect(await store.newsletter.legacy()).toEqual([
      { email: '=HYPERLINK("x")@evil.example', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(await store.newsletter.signUp('a@example.com', TERMS)).toBe('new');
    await store.close();
    const check = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    const tables = check.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    check.close();
    expect(tables).not.toContain('subscribers');
    expect(tables).toEqual(
      expect.arrayContaining(['legacy_subscribers', 'newsletter_subscribers', 'newsletter_mails', 'inquiries']),
    );
  });
});
