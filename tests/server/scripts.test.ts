// `npm run inquiries` and `npm run subscribers` read the store the server writes: its SQLite file, or PostgreSQL with
// DATABASE_URL.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpenOptions } from '../../server/db/open.ts';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import { tokenHash } from '../../server/store/newsletter-store.ts';
import { removeTempDirs, ROOT, tempDir } from './support.ts';
import { migrate } from '../support/legacy-sqlite-schema.ts';
import { bundledEntry } from '../../scripts/bench/bundled-entry.ts';
import { closedAfterEach } from './contact-fixture.ts';
import { describeEachDialect, type DialectTarget } from './db/dialects.ts';

afterAll(removeTempDirs);
const track = closedAfterEach();

/** Runs a listing script on this database (DATABASE_URL for PostgreSQL). */
function run(script: string, { dataDir, url }: OpenOptions, ...args: string[]): string {
  return execFileSync(process.execPath, [bundledEntry(join(ROOT, 'scripts', script)), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url ?? '', PUBLIC_URL: 'https://firm.example' },
    encoding: 'utf8',
  });
}

/** A fresh database of the dialect, and a Store on it (closed after the test). */
async function freshStore(target: DialectTarget) {
  const database = await target.freshDatabase();
  return { database, store: await track(Store.open(database.dataDir, { databaseUrl: database.url })) };
}

/** Confirms every pending sign-up but those `keepPending` picks out. */
async function confirmAll(store: Store, keepPending = (_email: string) => false): Promise<void> {
  for (const s of await store.newsletter.list({ pending: true })) {
    if (keepPending(s.email)) continue;
    await store.newsletter.addConfirmToken(s.id, tokenHash(`token-${s.id}`));
    await store.newsletter.confirm(`token-${s.id}`);
  }
}

/** Inquiries in each delivery state and subscribers (one with terminal escapes), as the scripts print them. */
async function listBoth(target: DialectTarget): Promise<void> {
  const { database, store } = await freshStore(target);
  const delivered = await store.addInquiry({
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Engines',
    service: 'ops-audit',
    serviceLabel: 'Operations Reset Audit',
    message: 'First line\nsecond line',
  });
  const failed = await store.addInquiry({
    name: 'Bob \u001b[2J',
    email: 'bob@example.com',
    company: '',
    service: 'other',
    serviceLabel: 'Other / General Inquiry',
    message: 'Please call \u001b]0;owned\u0007 back',
  });
  // As a delivery worker records its results: holding the lease.
  expect(await store.claimDue('lister', 60_000, 10)).toHaveLength(2);
  await store.markDelivered({ kind: 'inquiry', id: delivered }, 'lister');
  await store.markFailed(
    { kind: 'inquiry', id: failed },
    'lister',
    'connect ECONNREFUSED 127.0.0.1:25',
    Date.now() + 5e3,
  );
  await store.addInquiry({
    name: 'Cy',
    email: 'cy@example.com',
    company: '',
    service: 'other',
    serviceLabel: 'Other / General Inquiry',
    message: 'Never attempted yet.',
  });
  const terms = { consentText: 'Send me one tool a month.', confirmDays: 7, resendAfterMs: 0 };
  for (const email of ['reader@example.com', 'READER@example.com', 'evil\u001b[31m@example.com', 'later@example.com'])
    await store.newsletter.signUp(email, terms);
  await confirmAll(store, (email) => email.startsWith('later'));

  const all = run('inquiries.ts', database);
  expect(all).toMatch(/#1 .* delivered \d{4}-/);
  expect(all).toMatch(/#2 .* pending after 1 failed attempt.*ECONNREFUSED/);
  expect(all).toMatch(/#3 .* not mailed yet/);
  expect(all).toContain('Ada <ada@example.com>, Engines');
  expect(all).toContain('    First line\n    second line');
  expect(all).toContain('3 inquiries, 2 not delivered.');
  expect(all).not.toContain('\u001b');
  expect(all).not.toContain('\u0007');
  expect(all).toContain('Bob \\u{1b}[2J');

  const pending = JSON.parse(run('inquiries.ts', database, '--pending', '--json')) as { id: number; state: string }[];
  expect(pending.map((i) => [i.id, i.state])).toEqual([
    [2, 'pending'],
    [3, 'pending'],
  ]);

  const subscribers = run('subscribers.ts', database);
  expect(subscribers).toMatch(
    /^reader@example\.com\n {2}Signed up: \d{4}-.*\n {2}Agreed to: Send me one tool a month\.\n {2}Confirmed: \d{4}-/m,
  );
  expect(subscribers).not.toContain('READER');
  expect(subscribers).not.toContain('later@example.com');
  expect(subscribers).not.toContain('\u001b');
  expect(subscribers).toContain('2 subscribers.');
  const pendingSignUps = run('subscribers.ts', database, '--pending');
  expect(pendingSignUps).toMatch(/^later@example\.com\n.*\n.*\n {2}Not confirmed; deleted on \d{4}-/m);
  expect(pendingSignUps).toContain('1 pending sign-up.');

  // A database nothing has set up: no SQLite file, or PostgreSQL without tables.
  const empty = await target.freshDatabase();
  expect(run('inquiries.ts', empty)).toMatch(/^No inquiries yet/);
  expect(run('subscribers.ts', empty)).toMatch(/^No subscribers yet/);
}

describeEachDialect('listing scripts', (target) => {
  it('list inquiries with their delivery state, and subscribers, with terminal escapes neutralised', () =>
    listBoth(target));

  it('export subscribers as CSV: cells a spreadsheet would run as formulas neutralised, with unsubscribe links', async () => {
    const { database, store } = await freshStore(target);
    const consentText = '+cmd|"/C calc"!A0, monthly';
    for (const email of ['=1+2@example.com', '-x@example.com', '@x@example.com', 'plain@example.com']) {
      await store.newsletter.signUp(email, { consentText, confirmDays: 7, resendAfterMs: 0 });
    }
    await confirmAll(store);
    const tokens = (await store.newsletter.list()).map((s) => s.unsubscribeToken);

    const lines = run('subscribers.ts', database, '--csv').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","signed_up_at","consent_text","confirmed_at","unsubscribe_url"');
    // '@x@example.com' is not an address the sign-up accepts; the store keeps what it is given, so the export must be
    // safe whatever the file holds.
    expect(lines.slice(1).map((line) => line.split('","')[0])).toEqual([
      `"'=1+2@example.com`,
      `"'-x@example.com`,
      `"'@x@example.com`,
      '"plain@example.com',
    ]);
    for (const [i, line] of lines.slice(1).entries()) {
      expect(line).toContain(`"'+cmd|""/C calc""!A0, monthly"`);
      expect(line).toMatch(new RegExp(`"https://firm\\.example/api/newsletter/unsubscribe\\?token=${tokens[i]}"$`));
    }
  });
});

describe('npm run subscribers -- --legacy', () => {
  it('lists the addresses a database without double opt-in held, which are no longer subscribers', async () => {
    const dataDir = join(tempDir('scripts-legacy'), 'data');
    mkdirSync(dataDir, { recursive: true });
    const old = new Database(join(dataDir, DATABASE_FILE));
    migrate(old, 'test file', 2);
    old.exec(
      `INSERT INTO subscribers (email, email_key, created_at) VALUES ('=1+2@example.com', '=1+2@example.com', '2026-01-01')`,
    );
    old.close();
    await (await Store.open(dataDir)).close(); // the server's start brings the file up to date

    expect(run('subscribers.ts', { dataDir })).toContain('No subscribers');
    expect(run('subscribers.ts', { dataDir }, '--legacy')).toMatch(
      /=1\+2@example\.com\tstored 2026-01-01\n1 address from/,
    );
    expect(run('subscribers.ts', { dataDir }, '--legacy', '--csv')).toBe(
      `"email","stored_at"\r\n"'=1+2@example.com","2026-01-01"\r\n`,
    );
  });
});
