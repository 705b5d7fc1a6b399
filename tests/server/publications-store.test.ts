// Publications in the real store, on SQLite and on PostgreSQL: what a submission keeps, the order and the leases of
// the publishing claim (one publish at a time, across connections and processes, with a fake clock), and a SQLite
// file an older server wrote.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { OpenOptions } from '../../server/db/open.ts';
import { SCHEMA_VERSION } from '../../server/db/migrations/index.ts';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import type { NewPublication } from '../../server/store/publications-store.ts';
import { migrate } from '../support/legacy-sqlite-schema.ts';
import { describeEachDialect, type DialectTarget } from './db/dialects.ts';
import { removeTempDirs, tempDir } from './support.ts';
import { startClaimer } from './publication-claimers.ts';

const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const LEASE = 5 * MINUTE;

afterAll(removeTempDirs);

/** Opens a store on a fresh database of the target's dialect (or on `database` again); closed after each test. */
function useStores(target: DialectTarget) {
  const opened: Store[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  return async (database?: OpenOptions): Promise<Store> => {
    const { dataDir, url } = database ?? (await target.freshDatabase());
    const store = await Store.open(dataDir, { databaseUrl: url });
    opened.push(store);
    return store;
  };
}

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

type OpenStore = ReturnType<typeof useStores>;

function submissions(openStore: OpenStore): void {
  it('keep what was submitted, the change in words included, and read back the same from the list', async () => {
    const { publications } = await openStore();
    const price = submission({
      state: 'waiting',
      speed: 'review',
      changes: [
        { group: 'prices', text: 'Quick Scan: €1,495 → €1,595' },
        { group: 'texts', text: 'Home: “Hi”' },
      ],
      reasons: ['It changes a price: Quick Scan €1,495 → €1,595.'],
    });
    const made = await publications.create(price, T0);
    expect(made).toEqual({
      ...price,
      id: made.id,
      key: expect.stringMatching(/^[0-9a-f]{16}$/),
      pushed: false,
      createdAt: new Date(T0).toISOString(),
      updatedAt: new Date(T0).toISOString(),
    });
    expect(made).not.toHaveProperty('publisher');
    expect(await publications.get(made.id)).toEqual(made);
    expect(await publications.get(made.id + 1)).toBeUndefined();

    const dueAt = T0 + 60 * MINUTE;
    const scheduled = await publications.create(
      submission({ state: 'scheduled', dueAt, timeZone: 'Europe/Dublin', author: { name: 'Dev', email: 'dev@x' } }),
      T0 + 1,
    );
    expect(scheduled).toMatchObject({ dueAt, timeZone: 'Europe/Dublin', author: { name: 'Dev' } });
    expect(scheduled.author).not.toHaveProperty('id');
    expect(await publications.list(['waiting', 'scheduled'])).toEqual([scheduled, made]);
    expect(await publications.list(['waiting', 'scheduled'], 1)).toEqual([scheduled]);
    expect(await publications.list(['published'])).toEqual([]);
    expect(await publications.nextDueAt()).toBe(dueAt);
  });

  it('are approved, then published, with every field recorded; a field given as undefined is cleared', async () => {
    const { publications } = await openStore();
    const { id } = await publications.create(submission({ state: 'waiting', comment: 'Please check' }), T0);
    const aoife = { id: 1, name: 'Aoife Byrne', email: 'aoife@firm.example' };
    const approved = await publications.update(id, { state: 'queued', publisher: aoife, comment: undefined }, T0 + 5);
    expect(approved).toMatchObject({ state: 'queued', publisher: aoife, updatedAt: new Date(T0 + 5).toISOString() });
    expect(approved).not.toHaveProperty('comment');
    expect(await publications.transition(id, ['waiting'], { state: 'withdrawn' })).toBeUndefined();
    expect(await publications.transition(id, ['queued'], { state: 'withdrawn' })).toMatchObject({ state: 'withdrawn' });
    const [commit, release, previousRelease] = ['a'.repeat(40), '0123456789abcdef', 'fedcba9876543210'];
    const publishedAt = new Date(T0 + 9).toISOString();
    const outcome = { state: 'published', step: 'push', commit, release, previousRelease, pushed: true } as const;
    const done = await publications.update(id, { ...outcome, publishedAt, message: 'Live.' });
    expect(await publications.get(id)).toEqual(done);
    expect(done).toMatchObject({ pushed: true, commit: 'a'.repeat(40), release: '0123456789abcdef', step: 'push' });
    await expect(publications.update(id + 1, { state: 'failed' })).rejects.toThrow(/no publication/);
  });
}

function claims(openStore: OpenStore): void {
  it('are claimed interrupted one first, then the queue in order, then scheduled ones by their time', async () => {
    const { publications } = await openStore();
    const later = await publications.create(submission({ state: 'scheduled', dueAt: T0 + 2 * MINUTE }), T0);
    const sooner = await publications.create(submission({ state: 'scheduled', dueAt: T0 + MINUTE }), T0);
    const first = await publications.create(submission(), T0);
    const second = await publications.create(submission({ kind: 'rollback', rollbackOf: 'b'.repeat(40) }), T0);
    const interrupted = await publications.create(submission({ state: 'publishing', step: 'build' }), T0);
    await publications.create(submission({ state: 'waiting' }), T0);

    const order: number[] = [];
    for (let at = T0 + 3 * MINUTE; ; at++) {
      const claimed = await publications.claimNext('worker-1', LEASE, at);
      if (!claimed) break;
      expect(claimed).toMatchObject({ state: 'publishing' });
      order.push(claimed.id);
      expect(await publications.release(claimed.id, 'worker-1', { state: 'published' }, at)).toBe(true);
    }
    expect(order).toEqual([interrupted.id, first.id, second.id, sooner.id, later.id]);
    expect(await publications.get(interrupted.id)).toMatchObject({ step: 'build', state: 'published' });
    expect(await publications.list(['waiting'])).toHaveLength(1);
  });

  it('run one at a time: a live lease blocks the next claim, a lapsed one is taken over and fences its holder', async () => {
    const { publications } = await openStore();
    const one = await publications.create(submission(), T0);
    const two = await publications.create(submission(), T0);
    const claimed = await publications.claimNext('worker-1', LEASE, T0);
    expect(claimed).toMatchObject({ id: one.id, leaseOwner: 'worker-1', leaseExpiresAt: T0 + LEASE });
    expect(await publications.claimNext('worker-2', LEASE, T0 + LEASE - 1)).toBeUndefined();
    expect(await publications.renewLease(one.id, 'worker-1', LEASE, T0 + LEASE - 1)).toBe(true);
    expect(await publications.recordProgress(one.id, 'worker-1', { step: 'build' }, T0 + LEASE)).toMatchObject({
      step: 'build',
    });
    expect(await publications.claimNext('worker-2', LEASE, T0 + 2 * LEASE - 2)).toBeUndefined();

    // worker-1 stalled: its lease lapses and worker-2 resumes the same publication before the next one.
    const resumed = await publications.claimNext('worker-2', LEASE, T0 + 2 * LEASE);
    expect(resumed).toMatchObject({ id: one.id, state: 'publishing', step: 'build' });
    expect(await publications.renewLease(one.id, 'worker-1', LEASE, T0 + 2 * LEASE)).toBe(false);
    expect(await publications.recordProgress(one.id, 'worker-1', { step: 'push' }, T0 + 2 * LEASE)).toBeUndefined();
    const tooLate = { state: 'failed', message: 'Too late' } as const;
    expect(await publications.release(one.id, 'worker-1', tooLate, T0 + 2 * LEASE)).toBe(false);
    expect(await publications.get(one.id)).toMatchObject({ state: 'publishing', step: 'build' });
    expect(await publications.get(one.id)).not.toHaveProperty('message');
    expect(await publications.claimNext('worker-1', LEASE, T0 + 2 * LEASE + 1)).toBeUndefined();

    expect(await publications.release(one.id, 'worker-2', { state: 'published' }, T0 + 2 * LEASE + 2)).toBe(true);
    expect(await publications.get(one.id)).not.toHaveProperty('leaseOwner');
    expect(await publications.claimNext('worker-1', LEASE, T0 + 2 * LEASE + 3)).toMatchObject({ id: two.id });
  });

  it('let a publish whose process is known dead be taken over at once, but never another holder’s', async () => {
    const { publications } = await openStore();
    const { id } = await publications.create(submission(), T0);
    await publications.claimNext('host:111:dead', LEASE, T0);
    expect(await publications.expireLease(id, 'host:222:other')).toBe(false);
    expect(await publications.claimNext('host:333:alive', LEASE, T0 + 1)).toBeUndefined();
    expect(await publications.expireLease(id, 'host:111:dead')).toBe(true);
    const takenOver = await publications.claimNext('host:333:alive', LEASE, T0 + 1);
    expect(takenOver).toMatchObject({ id, leaseOwner: 'host:333:alive' });
    expect(await publications.expireLease(id, 'host:111:dead')).toBe(false);
    expect(await publications.claimNext('host:444:late', LEASE, T0 + 2)).toBeUndefined();
  });
}

function leases(target: DialectTarget, openStore: OpenStore): void {
  it('refuse to renew a lapsed lease, even before another publication is claimed meanwhile', async () => {
    const { publications } = await openStore();
    const one = await publications.create(submission(), T0);
    const two = await publications.create(submission(), T0);
    await publications.claimNext('worker-1', LEASE, T0);
    expect(await publications.renewLease(one.id, 'worker-1', LEASE, T0 + LEASE + 1)).toBe(false);
    await publications.update(one.id, { state: 'withdrawn' }); // a publisher withdrew it while worker-1 was stalled
    expect(await publications.claimNext('worker-2', LEASE, T0 + 3 * LEASE)).toMatchObject({ id: two.id });
    expect(await publications.renewLease(one.id, 'worker-1', LEASE, T0 + 3 * LEASE)).toBe(false);
  });

  it('leave a scheduled publication until its time, and take it then', async () => {
    const { publications } = await openStore();
    const due = T0 + 30 * MINUTE;
    const scheduled = await publications.create(submission({ state: 'scheduled', dueAt: due }), T0);
    expect(await publications.claimNext('worker-1', LEASE, due - 1)).toBeUndefined();
    expect(await publications.get(scheduled.id)).toMatchObject({ state: 'scheduled' });
    expect(await publications.claimNext('worker-1', LEASE, due)).toMatchObject({ id: scheduled.id });
    expect(await publications.nextDueAt()).toBeUndefined();
  });

  it('are published once each, one at a time, by two processes publishing from one database', async () => {
    const database = await target.freshDatabase();
    const store = await openStore(database);
    const ids: number[] = [];
    for (let index = 0; index < 20; index++) ids.push((await store.publications.create(submission(), T0)).id);
    const go = join(database.dataDir, 'go');
    const claimers = ['process-1', 'process-2'].map((owner) => startClaimer(database, owner, go));
    await Promise.all(claimers.map((claimer) => claimer.ready));
    writeFileSync(go, '');
    const [first, second] = await Promise.all(claimers.map((claimer) => claimer.done));
    const claims = [...first!, ...second!];
    expect(claims.map((claim) => claim.id).sort((a, b) => a - b)).toEqual(ids);
    expect(claims.filter((claim) => claim.others > 0)).toEqual([]);
    expect(await store.publications.list(['published'], 100)).toHaveLength(20);
  }, 60_000);
}

describeEachDialect('publications', (target) => {
  const openStore = useStores(target);
  submissions(openStore);
  claims(openStore);
  leases(target, openStore);
});

describe('a SQLite file version 4 wrote', () => {
  it('is brought up to the current version, keeping its people and inquiries, and takes publications', async () => {
    const dataDir = tempDir('publications');
    const old = new Database(join(dataDir, DATABASE_FILE));
    migrate(old, 'old', 4);
    old.exec(`
      INSERT INTO inquiries (created_at, name, email, service, service_label, message, next_attempt_at)
      VALUES ('2026-01-01T00:00:00.000Z', 'Ada', 'ada@example.com', 'other', 'Other', 'Still to be mailed.', 0);
      INSERT INTO people (name, email, email_key, role, user_id, created_at)
      VALUES ('Aoife Byrne', 'aoife@firm.example', 'aoife@firm.example', 'publisher', 'handle', '2026-01-01T00:00:00.000Z');
    `);
    old.close();

    const store = await Store.open(dataDir);
    try {
      expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
      expect(await store.inquiries()).toMatchObject([{ name: 'Ada', message: 'Still to be mailed.' }]);
      expect(await store.accounts.people()).toMatchObject([{ name: 'Aoife Byrne', role: 'publisher' }]);
      const made = await store.publications.create(submission(), T0);
      expect(await store.publications.claimNext('worker-1', LEASE, T0)).toMatchObject({ id: made.id });
    } finally {
      await store.close();
    }
  });
});
