// Publishing's leases on both dialects: one live lease at a time across connections, takeover after expiry, fencing of
// a lapsed holder, and several workers on their own connections draining a queue. The clock is fake (`now` is passed).
import type { Insertable } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type OpenOptions, type SiteDatabase } from '../../../server/db/open.ts';
import { PublicationClaims } from '../../../server/db/publication-claims.ts';
import type { PublicationsTable } from '../../../server/db/schema.ts';
import { describeEachDialect, type DialectTarget } from './dialects.ts';

const T = 1_761_000_000_000;
const LEASE_MS = 1000;

function publication(index: number): Insertable<PublicationsTable> {
  const at = new Date(T).toISOString();
  return {
    trailer_key: `key-${index}`,
    kind: 'publish',
    state: 'queued',
    author_name: 'Ada',
    author_email: 'ada@example.com',
    base_text: '{}',
    proposed_text: `{"n":${index}}`,
    speed: 'at-once',
    created_at: at,
    updated_at: at,
  };
}

/** Opens, for each test, `count` connections (each its own openDatabase) to one fresh database with `queued` queued. */
function useConnections(target: DialectTarget) {
  const opened: SiteDatabase[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((site) => site.close()));
  });
  return async (count: number, queued: number): Promise<SiteDatabase[]> => {
    const options: OpenOptions = await target.freshDatabase();
    const sites: SiteDatabase[] = [];
    for (let index = 0; index < count; index++) sites.push(await openDatabase(options));
    opened.push(...sites);
    for (let index = 1; index <= queued; index++)
      await sites[0]!.db.insertInto('publications').values(publication(index)).execute();
    return sites;
  };
}

const liveLeases = (site: SiteDatabase, now: number) =>
  site.db.selectFrom('publications').select(['id', 'lease_owner']).where('lease_expires_at', '>', now).execute();

/** What the workers of the concurrency test share: the fake clock, and what they saw. */
interface Race {
  queued: number;
  clock: { now: number };
  holder?: string;
  claimCount: number;
  claimsOf: Map<number, string[]>;
  staleWrites: boolean[];
}

const allPublished = async (site: SiteDatabase, race: Race) => {
  const rows = await site.db.selectFrom('publications').select('id').where('state', '=', 'published').execute();
  return rows.length === race.queued;
};

/** Publishes until all are; every fourth claim (five in all) dies mid-publish and comes back as a new owner. */
async function worker(site: SiteDatabase, name: string, race: Race): Promise<void> {
  const claims = new PublicationClaims(site);
  const { clock } = race;
  for (let life = 0; ;) {
    const owner = `${name}#${life}`;
    const claimed = await claims.claimNext(owner, LEASE_MS, clock.now);
    if (!claimed) {
      if (await allPublished(site, race)) return;
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    expect(race.holder, `${owner} claimed while ${race.holder} held a lease`).toBeUndefined();
    race.holder = owner;
    race.claimsOf.set(claimed.id, [...(race.claimsOf.get(claimed.id) ?? []), owner]);
    expect(await liveLeases(site, clock.now)).toEqual([{ id: claimed.id, lease_owner: owner }]);
    const dies = ++race.claimCount % 4 === 0 && race.claimCount <= 20;
    const step = dies ? 'commit' : 'build';
    expect(await claims.recordProgress(claimed.id, owner, { step }, clock.now)).toBeDefined();
    if (dies) {
      race.holder = undefined;
      clock.now += LEASE_MS;
      life++;
      race.staleWrites.push(await claims.renewLease(claimed.id, owner, LEASE_MS, clock.now));
      race.staleWrites.push(
        (await claims.recordProgress(claimed.id, owner, { step: 'push' }, clock.now)) !== undefined,
      );
      continue;
    }
    expect(await claims.renewLease(claimed.id, owner, LEASE_MS, clock.now)).toBe(true);
    // Cleared before the release commits, so a claim after it never finds it still set.
    race.holder = undefined;
    expect(await claims.release(claimed.id, owner, { state: 'published' }, clock.now)).toBe(true);
  }
}

describeEachDialect('publication claims', (target) => {
  const connections = useConnections(target);

  it('lets only one of two workers claim while a lease is live', async () => {
    const [one, two] = (await connections(2, 2)).map((site) => new PublicationClaims(site));
    const claimed = await one!.claimNext('a', LEASE_MS, T);
    expect(claimed).toMatchObject({ id: 1, state: 'publishing', leaseOwner: 'a', leaseExpiresAt: T + LEASE_MS });
    expect(await two!.claimNext('b', LEASE_MS, T)).toBeUndefined();
    expect(await two!.claimNext('b', LEASE_MS, T + LEASE_MS - 1)).toBeUndefined();
    expect(await one!.claimNext('a', LEASE_MS, T)).toBeUndefined();
  });

  it('lets the other take the interrupted publication over once the lease expires, before the queue', async () => {
    const [one, two] = (await connections(2, 2)).map((site) => new PublicationClaims(site));
    await one!.claimNext('a', LEASE_MS, T);
    const takenOver = await two!.claimNext('b', LEASE_MS, T + LEASE_MS);
    expect(takenOver).toMatchObject({ id: 1, state: 'publishing', leaseOwner: 'b', leaseExpiresAt: T + 2 * LEASE_MS });
  });

  it('fences a worker whose lease expired: it cannot renew, record a step or release over the new holder', async () => {
    const sites = await connections(2, 1);
    const [one, two] = sites.map((site) => new PublicationClaims(site));
    await one!.claimNext('a', LEASE_MS, T);
    expect(await one!.renewLease(1, 'a', LEASE_MS, T + 500)).toBe(true);
    expect(await one!.recordProgress(1, 'a', { step: 'build' }, T + 600)).toMatchObject({ step: 'build' });
    const later = T + 500 + LEASE_MS;
    expect(await one!.renewLease(1, 'a', LEASE_MS, later)).toBe(false);
    await two!.claimNext('b', LEASE_MS, later);

    expect(await one!.renewLease(1, 'a', LEASE_MS, later + 1)).toBe(false);
    expect(await one!.recordProgress(1, 'a', { step: 'push', message: 'stale' }, later + 1)).toBeUndefined();
    expect(await one!.release(1, 'a', { state: 'failed', message: 'stale' }, later + 1)).toBe(false);
    expect(await one!.expireLease(1, 'a')).toBe(false);
    const row = await sites[0]!.db.selectFrom('publications').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'publishing', step: 'build', message: null, lease_owner: 'b' });

    expect(await two!.renewLease(1, 'b', LEASE_MS, later + 2)).toBe(true);
    expect(await two!.recordProgress(1, 'b', { step: 'push' }, later + 3)).toMatchObject({
      step: 'push',
      leaseOwner: 'b',
    });
    expect(await two!.release(1, 'b', { state: 'published' }, later + 4)).toBe(true);
    expect(await two!.release(1, 'b', { state: 'failed' }, later + 5)).toBe(false);
    const done = await sites[0]!.db.selectFrom('publications').selectAll().executeTakeFirstOrThrow();
    expect(done).toMatchObject({ state: 'published', step: 'push', lease_owner: null, lease_expires_at: null });
  });

  it('fences a holder when, by another clock, its lease lapsed and another publication was claimed', async () => {
    const [site] = await connections(1, 2);
    const claims = new PublicationClaims(site!);
    await claims.claimNext('a', LEASE_MS, T);
    // As a process whose clock runs ahead would leave it: publication 2 leased to b while a's lease is live by a's clock.
    await site!.db
      .updateTable('publications')
      .set({ state: 'publishing', lease_owner: 'b', lease_expires_at: T + 5 * LEASE_MS })
      .where('id', '=', 2)
      .execute();
    expect(await claims.renewLease(1, 'a', LEASE_MS, T + 1)).toBe(false);
    expect(await claims.recordProgress(1, 'a', { step: 'lint' }, T + 1)).toBeUndefined();
  });

  it('ends a dead owner’s lease at once, so the next claim takes its publication over', async () => {
    const [site] = await connections(1, 1);
    const claims = new PublicationClaims(site!);
    await claims.claimNext('a', LEASE_MS, T);
    expect(await claims.expireLease(1, 'a')).toBe(true);
    expect(await claims.claimNext('b', LEASE_MS, T + 1)).toMatchObject({ id: 1, leaseOwner: 'b' });
  });
});

describeEachDialect('publication claims by several workers', (target) => {
  const connections = useConnections(target);

  it('has several workers on their own connections publish 20 queued publications one at a time', async () => {
    const sites = await connections(4, 20);
    const race: Race = { queued: 20, clock: { now: T }, claimCount: 0, claimsOf: new Map(), staleWrites: [] };
    await Promise.all(sites.map((site, index) => worker(site, `worker-${index}`, race)));

    expect(race.staleWrites).toEqual(Array(10).fill(false));
    const rows = await sites[0]!.db.selectFrom('publications').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row).toMatchObject({ state: 'published', step: 'build', lease_owner: null, lease_expires_at: null });
      const owners = race.claimsOf.get(row.id)!;
      // Claimed again only after a death: each owner once, in turn.
      expect(new Set(owners).size).toBe(owners.length);
    }
    expect([...race.claimsOf.values()].flat()).toHaveLength(20 + 5);
  }, 60_000);
});
