// The lease a worker holds while it publishes, on a real store and a fake clock: renewed in the background while held;
// once another process has taken the publication over, the holder stops (its records refused, LeaseLost), says so in
// the log, and its outcome is not recorded over the new holder's work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { HeldLease } from '../../publish/held-lease.ts';
import { LeaseLost } from '../../publish/pipeline.ts';
import { Store } from '../../server/store/store.ts';
import { memoryLogger, waitFor } from '../server/support.ts';

const LEASE_MS = 300;
let dataDir: string;
let store: Store;
const leases: HeldLease[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'held-lease-'));
  store = await Store.open(dataDir);
});

afterEach(async () => {
  for (const lease of leases.splice(0)) lease.stopRenewing();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A queued publication claimed by `owner` at `clock.now`, and the lease on it as the worker holds it. */
async function claimed(owner: string, clock: { now: number }) {
  const text = '{}';
  await store.publications.create({
    kind: 'publish',
    state: 'queued',
    author: { name: 'Ada', email: 'ada@example.com' },
    baseText: text,
    proposedText: text,
    changes: [],
    speed: 'at-once',
    reasons: [],
  });
  const publication = (await store.publications.claimNext(owner, LEASE_MS, clock.now))!;
  const log = memoryLogger();
  const lease = new HeldLease({ store, log, id: publication.id, owner, leaseMs: LEASE_MS, now: () => clock.now });
  leases.push(lease);
  return { id: publication.id, lease, log };
}

it('keeps the lease live while the publish runs longer than the lease, and releases it with the outcome', async () => {
  const clock = { now: Date.now() };
  const { id, lease } = await claimed('worker-1', clock);
  for (let step = 0; step < 3; step++) {
    clock.now += LEASE_MS / 2;
    const expiresAfter = clock.now + LEASE_MS / 2;
    await waitFor(async () => (await store.publications.get(id))!.leaseExpiresAt! > expiresAfter, 'a renewal');
    await lease.record({ step: 'build' });
  }
  expect(await lease.release({ state: 'published', message: 'Live.' })).toBe(true);
  expect(await store.publications.get(id)).toMatchObject({ state: 'published', step: 'build', message: 'Live.' });
});

it('stops a holder whose publication another process took over: nothing more is recorded, and it is logged', async () => {
  const clock = { now: Date.now() };
  const { id, lease, log } = await claimed('worker-1', clock);
  await lease.record({ step: 'build' });
  clock.now += 2 * LEASE_MS; // worker-1 stalled past its lease: worker-2 takes the publication over
  expect(await store.publications.claimNext('worker-2', 60_000, clock.now)).toMatchObject({ id });

  await waitFor(() => log.lines.some((line) => line.includes('lost the lease')), 'the loss in the log');
  await expect(lease.record({ step: 'commit', commit: 'a'.repeat(40) })).rejects.toBeInstanceOf(LeaseLost);
  expect(await lease.release({ state: 'failed', message: 'Stale.' })).toBe(false);
  const now = await store.publications.get(id);
  expect(now).toMatchObject({ state: 'publishing', step: 'build', leaseOwner: 'worker-2' });
  expect(now).not.toHaveProperty('commit');
  expect(log.lines.filter((line) => line.includes('lost the lease'))).toHaveLength(1);
});
