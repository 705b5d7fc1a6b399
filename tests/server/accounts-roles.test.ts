// The store keeps the team able to manage itself: the last publisher can be neither demoted nor removed, checked and
// done in one write transaction, even when two publishers are demoted at the same moment on their own connections.
import { expect, it } from 'vitest';
import { closingStores, person, storesOnOneDatabase } from './accounts-support.ts';
import { describeEachDialect, openFreshStore } from './db/dialects.ts';

const keep = closingStores();

describeEachDialect('roles', (target) => {
  it('never leave the team without a publisher', async () => {
    const store = keep(await openFreshStore(target));
    const aoife = await person(store, 'Aoife Byrne', 'publisher');
    const ben = await person(store, 'Ben Ng', 'editor');
    expect(await store.accounts.setRole(aoife.id, 'editor')).toBe('last-publisher');
    expect(await store.accounts.removePerson(aoife.id)).toBe('last-publisher');
    expect((await store.accounts.person(aoife.id))?.role).toBe('publisher');
    expect(await store.accounts.setRole(ben.id, 'publisher')).toBe('changed');
    expect(await store.accounts.setRole(aoife.id, 'editor')).toBe('changed');
    expect(await store.accounts.removePerson(aoife.id)).toBe('removed');
  });

  it('keep one publisher when the last two are demoted and removed at the same moment, on two connections', async () => {
    for (let round = 0; round < 3; round++) {
      const [one, two] = await storesOnOneDatabase(target, keep);
      const aoife = await person(one, 'Aoife Byrne', 'publisher');
      const ben = await person(one, 'Ben Ng', 'publisher');
      const outcomes = await Promise.all([one.accounts.setRole(aoife.id, 'editor'), two.accounts.removePerson(ben.id)]);
      expect(outcomes.filter((outcome) => outcome === 'last-publisher')).toHaveLength(1);
      expect(await one.accounts.publisherCount()).toBe(1);
    }
  });
});
