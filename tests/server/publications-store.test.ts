// Publications in the real SQLite store: what a submission keeps, the order and the leases of the publishing claim
// (one publish at a time, across processes, with a fake clock), and a database file an older server wrote.
import Database from 'better-sqlite3';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import { migrate, SCHEMA_VERSION } from '../../server/store/migrations.ts';
import type { NewPublication } from '../../server/store/publications-store.ts';
import { removeTempDirs, tempDir } from './support.ts';
import { startClaimer } from './publication-claimers.ts';

const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const LEASE = 5 * MINUTE;

const opened: Store[] = [];
const newDataDir = () => join(tempDir('publications'), 'data');
function openStore(dataDir = newDataDir()): Store {
  const store = Store.open(dataDir);
  opened.push(store);
  return store;
}
afterEach(() => opened.splice(0).forEach((store) => store.close()));
afterAll(removeTempDirs);

const BASE = '{\n  "site": { "name": "Firm" }\n}\n';

function submission(fields: Partial<NewPublication> = {}): NewPublication {
  return {
    kind: 'publish',
    state: 'queued',
    author: { id: 3, name: 'Ben Ng', email: 'ben@firm.example' },
    baseText: BASE,
    proposedText: BASE.replace('Firm', 'The Firm'),
    changes: [{ group: 'texts', text: 'The site’s name: “Firm” → “The Firm”' }],
    speed: 'at-once',
    reasons: [],
    ...fields,
  };
}

describe('a publication', () => {
  it('keeps what was submitted, the change in words included, and reads back the same from the list', () => {
    const store = openStore();
    const price = submission({
      state: 'waiting',
      speed: 'review',
      changes: [
        { group: 'prices', text: 'Quick Scan: €1,495 → €1,595' },
        { group: 'texts', text: 'Home: “Hello” → “Hi”' },
      ],
      reasons: ['It changes a price: Quick Scan €1,495 → €1,595.'],
    });
    const made = store.publications.create(price, T0);
    expect(made).toEqual({
      ...price,
      id: made.id,
      key: expect.stringMatching(/^[0-9a-f]{16}$/),
      pushed: false,
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0).toISOString(),
    });
    expect(made).not.toHaveProperty('publisher');
    expect(store.publications.get(made.id)).toEqual(made);
    expect(store.publications.get(made.id + 1)).toBeUndefined();

    const scheduled = store.publications.create(
      submission({
        state: 'scheduled',
        dueAt: T0 + 60 * MINUTE,
        timeZone: 'Europe/Dublin',
        author: { name: 'Dev', email: 'dev@localhost' },
      }),
      T0 + 1,
    );
    expect(scheduled).toMatchObject({ dueAt: T0 + 60 * MINUTE, timeZone: 'Europe/Dublin', author: { name: 'Dev' } });
    expect(scheduled.author).not.toHaveProperty('id');
    expect(store.publications.list(['waiting', 'scheduled'])).toEqual([scheduled, made]);
    expect(store.publications.list(['waiting', 'scheduled'], 1)).toEqual([scheduled]);
    expect(store.publications.list(['published'])).toEqual([]);
    expect(store.publications.nextDueAt()).toBe(T0 + 60 * MINUTE);
  });

  it('is approved, then published, with every field recorded; a field given as undefined is cleared', () => {
    const store = openStore();
    const { id } = store.publications.create(submission({ state: 'waiting', comment: 'Please check' }), T0);
    const aoife = { id: 1, name: 'Aoife Byrne', email: 'aoife@firm.example' };
    const approved = store.publications.update(id, { state: 'queued', publisher: aoife, comment: undefined }, T0 + 5);
    expect(approved).toMatchObject({ state: 'queued', publisher: aoife, updatedAt: new Date(T0 + 5).toISOString() });
    expect(approved).not.toHaveProperty('comment');
    expect(store.publications.transition(id, ['waiting'], { state: 'withdrawn' })).toBeUndefined();
    expect(store.publications.transition(id, ['queued'], { state: 'withdrawn' })).toMatchObject({ state: 'withdrawn' });
    const done = store.publications.update(id, {
      state: 'published',
      step: 'push',
      commit: 'a'.repeat(40),
      release: '0123456789abcdef',
      previousRelease: 'fedcba9876543210',
      pushed: true,
      publishedAt: new Date(T0 + 9).toISOString(),
      message: 'Live.',
    });
    expect(store.publications.get(id)).toEqual(done);
    expect(done).toMatchObject({ pushed: true, commit: 'a'.repeat(40), release: '0123456789abcdef', step: 'push' });
    expect(() => store.publications.update(id + 1, { state: 'failed' })).toThrow(/no publication/);
  });
});

describe('the publishing claim', () => {
  it('takes an interrupted publish first, then the queue in order, then scheduled ones by their time', () => {
    const store = openStore();
    const { publications } = store;
    const later = publications.create(submission({ state: 'scheduled', dueAt: T0 + 2 * MINUTE }), T0);
    const sooner = publications.create(submission({ state: 'scheduled', dueAt: T0 + MINUTE }), T0);
    const first = publications.create(submission(), T0);
    const second = publications.create(submission({ kind: 'rollback', rollbackOf: 'b'.repeat(40) }), T0);
    const interrupted = publications.create(submission({ state: 'publishing', step: 'build' }), T0);
    publications.create(submission({ state: 'waiting' }), T0);

    const order: number[] = [];
    for (let at = T0 + 3 * MINUTE; ; at++) {
      const claimed = publications.claimNext('worker-1', LEASE, at);
      if (!claimed) break;
      expect(claimed).toMatchObject({ state: 'publishing' });
      order.push(claimed.id);
      expect(publications.release(claimed.id, 'worker-1', { state: 'published' }, at)).toBe(true);
    }
    expect(order).toEqual([interrupted.id, first.id, second.id, sooner.id, later.id]);
    expect(publications.get(interrupted.id)).toMatchObject({ step: 'build', state: 'published' });
    expect(publications.list(['waiting'])).toHaveLength(1);
  });

  it('runs one publication at a time: a live lease blocks the next claim, a lapsed one is taken over', () => {
    const store = openStore();
    const { publications } = store;
    const [one, two] = [publications.create(submission(), T0), publications.create(submission(), T0)];
    const claimed = publications.claimNext('worker-1', LEASE, T0);
    expect(claimed).toMatchObject({ id: one.id, leaseOwner: 'worker-1', leaseExpiresAt: T0 + LEASE });
    expect(publications.claimNext('worker-2', LEASE, T0 + LEASE - 1)).toBeUndefined();
    expect(publications.renewLease(one.id, 'worker-1', LEASE, T0 + LEASE - 1)).toBe(true);
    expect(publications.claimNext('worker-2', LEASE, T0 + 2 * LEASE - 2)).toBeUndefined();

    // worker-1 died: its lease lapses and worker-2 resumes the same publication before the next one.
    const resumed = publications.claimNext('worker-2', LEASE, T0 + 2 * LEASE);
    expect(resumed).toMatchObject({ id: one.id, state: 'publishing' });
    expect(publications.renewLease(one.id, 'worker-1', LEASE, T0 + 2 * LEASE)).toBe(false);
    expect(publications.release(one.id, 'worker-1', { state: 'failed', message: 'Too late' })).toBe(false);
    expect(publications.get(one.id)).toMatchObject({ state: 'publishing' });
    expect(publications.get(one.id)).not.toHaveProperty('message');
    expect(publications.claimNext('worker-1', LEASE, T0 + 2 * LEASE + 1)).toBeUndefined();

    expect(publications.release(one.id, 'worker-2', { state: 'published' }, T0 + 2 * LEASE + 2)).toBe(true);
    expect(publications.get(one.id)).not.toHaveProperty('leaseOwner');
    expect(publications.claimNext('worker-1', LEASE, T0 + 2 * LEASE + 3)).toMatchObject({ id: two.id });
  });

  it('lets a publish whose process is known dead be taken over at once, but never another holder’s', () => {
    const { publications } = openStore();
    const { id } = publications.create(submission(), T0);
    publications.claimNext('host:111:dead', LEASE, T0);
    expect(publications.expireLease(id, 'host:222:other')).toBe(false);
    expect(publications.claimNext('host:333:alive', LEASE, T0 + 1)).toBeUndefined();
    expect(publications.expireLease(id, 'host:111:dead')).toBe(true);
    expect(publications.claimNext('host:333:alive', LEASE, T0 + 1)).toMatchObject({ id, leaseOwner: 'host:333:alive' });
    expect(publications.expireLease(id, 'host:111:dead')).toBe(false);
    expect(publications.claimNext('host:444:late', LEASE, T0 + 2)).toBeUndefined();
  });

  it('refuses to renew a lapsed lease once another publication has been claimed meanwhile', () => {
    const { publications } = openStore();
    const [one, two] = [publications.create(submission(), T0), publications.create(submission(), T0)];
    publications.claimNext('worker-1', LEASE, T0);
    expect(publications.renewLease(one.id, 'worker-1', LEASE, T0 + LEASE + 1)).toBe(true); // lapsed, nobody took over
    publications.update(one.id, { state: 'withdrawn' }); // a publisher withdrew it while worker-1 was stalled
    expect(publications.claimNext('worker-2', LEASE, T0 + 3 * LEASE)).toMatchObject({ id: two.id });
    expect(publications.renewLease(one.id, 'worker-1', LEASE, T0 + 3 * LEASE)).toBe(false);
  });

  it('leaves a scheduled publication until its time, and takes it then', () => {
    const { publications } = openStore();
    const due = T0 + 30 * MINUTE;
    const scheduled = publications.create(submission({ state: 'scheduled', dueAt: due }), T0);
    expect(publications.claimNext('worker-1', LEASE, due - 1)).toBeUndefined();
    expect(publications.get(scheduled.id)).toMatchObject({ state: 'scheduled' });
    expect(publications.claimNext('worker-1', LEASE, due)).toMatchObject({ id: scheduled.id, state: 'publishing' });
    expect(publications.nextDueAt()).toBeUndefined();
  });

  it('gives one claim between two stores on the same file (two processes)', () => {
    const dataDir = newDataDir();
    const [one, other] = [openStore(dataDir), openStore(dataDir)];
    one.publications.create(submission(), T0);
    other.publications.create(submission(), T0);
    const claims = [
      one.publications.claimNext('process-1', LEASE, T0),
      other.publications.claimNext('process-2', LEASE, T0),
    ];
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(one.publications.list(['publishing'])).toHaveLength(1);
    expect(other.publications.list(['queued'])).toHaveLength(1);
  });
});

describe('two processes publishing from one database', () => {
  it('publish each publication once, one at a time', async () => {
    const dataDir = newDataDir();
    const store = openStore(dataDir);
    const ids = Array.from({ length: 20 }, () => store.publications.create(submission(), T0).id);
    const go = join(dataDir, 'go');
    const claimers = [startClaimer(dataDir, 'process-1', go), startClaimer(dataDir, 'process-2', go)];
    await Promise.all(claimers.map((claimer) => claimer.ready));
    writeFileSync(go, '');
    const [first, second] = await Promise.all(claimers.map((claimer) => claimer.done));
    const claims = [...first!, ...second!];
    expect(claims.map((claim) => claim.id).sort((a, b) => a - b)).toEqual(ids);
    expect(claims.filter((claim) => claim.others > 0)).toEqual([]);
    expect(store.publications.list(['published'], 100)).toHaveLength(20);
  }, 30_000);
});

describe('a database file version 4 wrote', () => {
  it('is brought up to the current version, keeping its people and inquiries, and takes publications', () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    const old = new Database(join(dataDir, DATABASE_FILE));
    migrate(old, 'old', 4);
    old.exec(`
      INSERT INTO inquiries (created_at, name, email, service, service_label, message, next_attempt_at)
      VALUES ('2026-01-01T00:00:00.000Z', 'Ada', 'ada@example.com', 'other', 'Other', 'Still to be mailed.', 0);
      INSERT INTO people (name, email, email_key, role, user_id, created_at)
      VALUES ('Aoife Byrne', 'aoife@firm.example', 'aoife@firm.example', 'publisher', 'handle', '2026-01-01T00:00:00.000Z');
    `);
    old.close();

    const store = openStore(dataDir);
    expect(store.schemaVersion).toBe(SCHEMA_VERSION);
    expect(store.inquiries()).toMatchObject([{ name: 'Ada', message: 'Still to be mailed.' }]);
    expect(store.accounts.people()).toMatchObject([{ name: 'Aoife Byrne', role: 'publisher' }]);
    const made = store.publications.create(submission(), T0);
    expect(store.publications.claimNext('worker-1', LEASE, T0)).toMatchObject({ id: made.id });
  });
});
