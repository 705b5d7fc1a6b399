// Sign-in abuse limits (admin/sign-in-limits.ts) on both databases: rate-limiter-flexible keeps its counters in the
// store's own database, so the very first sign-in on a new database is counted (its table is made before first use),
// an account and address is blocked after MAX_FAILURES failures in a row, and every process sharing the database sees
// the block.
import { expect, it } from 'vitest';
import { MAX_FAILURES, signInLimits } from '../../admin/sign-in-limits.ts';
import { closingStores, storesOnOneDatabase } from './accounts-support.ts';
import { describeEachDialect } from './db/dialects.ts';

const keep = closingStores();
const BLOCK_MINUTES = 15;

describeEachDialect('sign-in limits', (target) => {
  it('block an account and address after the last failure allowed, for every process on the database', async () => {
    const [one, other] = await storesOnOneDatabase(target, keep);
    const limits = signInLimits(one);
    const attempt = { personId: 7, address: '192.0.2.1' };
    expect(await limits.blockedMinutes(attempt)).toBe(0);
    for (let failure = 1; failure < MAX_FAILURES; failure++) expect(await limits.failed(attempt)).toBe(false);
    expect(await limits.blockedMinutes(attempt)).toBe(0);
    expect(await limits.failed(attempt)).toBe(true);
    expect(await limits.blockedMinutes(attempt)).toBe(BLOCK_MINUTES);
    expect(await signInLimits(other).blockedMinutes(attempt)).toBe(BLOCK_MINUTES);
    expect(await limits.blockedMinutes({ ...attempt, address: '192.0.2.2' })).toBe(0);
    expect(await limits.blockedMinutes({ ...attempt, personId: undefined })).toBe(0);
  });

  it('count from the first failure on a new database, and forget the failures after a good sign-in', async () => {
    const [store] = await storesOnOneDatabase(target, keep);
    const limits = signInLimits(store);
    const attempt = { personId: undefined, address: '198.51.100.4' };
    expect(await limits.failed(attempt)).toBe(false);
    await limits.succeeded(attempt);
    for (let failure = 1; failure < MAX_FAILURES; failure++) await limits.failed(attempt);
    expect(await limits.blockedMinutes(attempt)).toBe(0);
    expect(await limits.failed(attempt)).toBe(true);
  });
});
