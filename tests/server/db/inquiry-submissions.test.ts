// The same submission is stored once, on both dialects: sent again (a retry, a double click, nginx passing a POST on
// to the next server), even at the same moment from several connections, it gives the first one's id; a different
// field, or the same fields on a later day, is a new inquiry.
import { afterEach, expect, it } from 'vitest';
import type { NewInquiry, Store } from '../../../server/store/store.ts';
import { describeEachDialect, openFreshStore } from './dialects.ts';

const T = Date.UTC(2026, 10, 24, 9, 30);
const DAY = 24 * 60 * 60 * 1000;
const INQUIRY: NewInquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  service: 'audit',
  serviceLabel: 'Operations audit',
  message: 'We need our operations reset before the next funding round.',
};

describeEachDialect('storing an inquiry', (target) => {
  const stores: Store[] = [];
  const open = async () => {
    const store = await openFreshStore(target);
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });

  it('stores the same submission once, and gives its id again', async () => {
    const store = await open();
    const first = await store.addInquiry(INQUIRY, T);
    expect(await store.addInquiry(INQUIRY, T + 1_000)).toBe(first);
    expect(await store.inquiries()).toHaveLength(1);
  });

  it('stores one row when the same submission arrives at once on several connections', async () => {
    const store = await open();
    const ids = await Promise.all(Array.from({ length: 8 }, () => store.addInquiry(INQUIRY, T)));
    expect(new Set(ids).size).toBe(1);
    expect(await store.inquiries()).toHaveLength(1);
  });

  it('stores a changed field, or the same fields on a later day, as a new inquiry', async () => {
    const store = await open();
    const first = await store.addInquiry(INQUIRY, T);
    const changed = await store.addInquiry({ ...INQUIRY, message: `${INQUIRY.message} Soon, please.` }, T);
    const nextDay = await store.addInquiry(INQUIRY, T + DAY);
    expect(new Set([first, changed, nextDay]).size).toBe(3);
    expect(await store.inquiries()).toHaveLength(3);
  });
});
