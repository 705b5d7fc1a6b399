// `npm run inquiries` and `npm run subscribers` read the store the server writes.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import { tokenHash } from '../../server/store/newsletter-store.ts';
import { removeTempDirs, ROOT, tempDir } from './support.ts';

afterAll(removeTempDirs);

function run(script: string, dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', join('scripts', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://firm.example' },
    encoding: 'utf8',
  });
}

describe('listing scripts', () => {
  it('list inquiries with their delivery state, and subscribers, with terminal escapes neutralised', () => {
    const dataDir = join(tempDir('scripts'), 'data');
    const store = Store.open(dataDir);
    const delivered = store.addInquiry({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Engines',
      service: 'ops-audit',
      serviceLabel: 'Operations Reset Audit',
      message: 'First line\nsecond line',
    });
    store.markDelivered(delivered);
    const failed = store.addInquiry({
      name: 'Bob \u001b[2J',
      email: 'bob@example.com',
      company: '',
      service: 'other',
      serviceLabel: 'Other / General Inquiry',
      message: 'Please call \u001b]0;owned\u0007 back',
    });
    store.markFailed(failed, 'connect ECONNREFUSED 127.0.0.1:25', Date.now() + 5_000);
    store.addInquiry({
      name: 'Cy',
      email: 'cy@example.com',
      company: '',
      service: 'other',
      serviceLabel: 'Other / General Inquiry',
      message: 'Never attempted yet.',
    });
    const terms = { consentText: 'Send me one tool a month.', confirmDays: 7, resendAfterMs: 0 };
    for (const email of ['reader@example.com', 'READER@example.com', 'evil\u001b[31m@example.com', 'later@example.com'])
      store.newsletter.signUp(email, terms);
    for (const s of store.newsletter.list({ pending: true }).filter((s) => !s.email.startsWith('later'))) {
      store.newsletter.addConfirmToken(s.id, tokenHash(`token-${s.id}`));
      store.newsletter.confirm(`token-${s.id}`);
    }
    store.close();

    const all = run('inquiries.ts', dataDir);
    expect(all).toMatch(/#1 .* delivered \d{4}-/);
    expect(all).toMatch(/#2 .* pending after 1 failed attempt.*ECONNREFUSED/);
    expect(all).toMatch(/#3 .* not mailed yet/);
    expect(all).toContain('Ada <ada@example.com>, Engines');
    expect(all).toContain('    First line\n    second line');
    expect(all).toContain('3 inquiries, 2 not delivered.');
    expect(all).not.toContain('\u001b');
    expect(all).not.toContain('\u0007');
    expect(all).toContain('Bob \\u{1b}[2J');

    const pending = JSON.parse(run('inquiries.ts', dataDir, '--pending', '--json')) as { id: number; state: string }[];
    expect(pending.map((i) => [i.id, i.state])).toEqual([
      [2, 'pending'],
      [3, 'pending'],
    ]);

    const subscribers = run('subscribers.ts', dataDir);
    expect(subscribers).toMatch(
      /^reader@example\.com\n {2}Signed up: \d{4}-.*\n {2}Agreed to: Send me one tool a month\.\n {2}Confirmed: \d{4}-/m,
    );
    expect(subscribers).not.toContain('READER');
    expect(subscribers).not.toContain('later@example.com');
    expect(subscribers).not.toContain('\u001b');
    expect(subscribers).toContain('2 subscribers.');
    const pendingSignUps = run('subscribers.ts', dataDir, '--pending');
    expect(pendingSignUps).toMatch(/^later@example\.com\n.*\n.*\n {2}Not confirmed; deleted on \d{4}-/m);
    expect(pendingSignUps).toContain('1 pending sign-up.');

    expect(run('inquiries.ts', join(tempDir('scripts-empty'), 'none'))).toMatch(/No inquiries yet/);
  });
});

describe('npm run subscribers -- --csv', () => {
  it('neutralises cells a spreadsheet would run as formulas, quotes every cell and gives each unsubscribe link', () => {
    const dataDir = join(tempDir('scripts-csv'), 'data');
    const store = Store.open(dataDir);
    const consentText = '+cmd|"/C calc"!A0, monthly';
    for (const email of ['=1+2@example.com', '-x@example.com', '@x@example.com', 'plain@example.com']) {
      store.newsletter.signUp(email, { consentText, confirmDays: 7, resendAfterMs: 0 });
    }
    for (const s of store.newsletter.list({ pending: true })) {
      store.newsletter.addConfirmToken(s.id, tokenHash(`token-${s.id}`));
      store.newsletter.confirm(`token-${s.id}`);
    }
    const tokens = store.newsletter.list().map((s) => s.unsubscribeToken);
    store.close();

    const lines = run('subscribers.ts', dataDir, '--csv').trimEnd().split('\r\n');
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
  it('lists the addresses a database without double opt-in held, which are no longer subscribers', () => {
    const dataDir = join(tempDir('scripts-legacy'), 'data');
    mkdirSync(dataDir, { recursive: true });
    const old = new Database(join(dataDir, DATABASE_FILE));
    old.exec(`
      CREATE TABLE subscribers (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
      INSERT INTO subscribers (email, email_key, created_at) VALUES ('=1+2@example.com', '=1+2@example.com', '2026-01-01');
      PRAGMA user_version = 2;
    `);
    old.close();
    Store.open(dataDir).close(); // the server's start brings the file up to date

    expect(run('subscribers.ts', dataDir)).toContain('No subscribers');
    expect(run('subscribers.ts', dataDir, '--legacy')).toMatch(/=1\+2@example\.com\tstored 2026-01-01\n1 address from/);
    expect(run('subscribers.ts', dataDir, '--legacy', '--csv')).toBe(
      `"email","stored_at"\r\n"'=1+2@example.com","2026-01-01"\r\n`,
    );
  });
});
