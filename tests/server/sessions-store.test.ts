// Signed-in sessions, WebAuthn ceremonies and the audit log in the real store, on SQLite and PostgreSQL, with a fake
// clock.
import { describe, expect, it } from 'vitest';
import { closingStores, LIMITS, MINUTE, person, T0 } from './accounts-support.ts';
import { describeEachDialect, openFreshStore } from './db/dialects.ts';

const keep = closingStores();

describeEachDialect('sessions, ceremonies and the audit log', (target) => {
  describe('sessions', () => {
    it('end when idle for the idle limit, or at the absolute limit however busy', async () => {
      const store = keep(await openFreshStore(target));
      const aoife = await person(store);
      const idle = await store.sessions.create(aoife.id, { address: '192.0.2.1', userAgent: 'Firefox' }, T0);
      expect(idle.token).not.toBe(idle.csrfToken);
      const found = await store.sessions.find(idle.token, T0 + 29 * MINUTE, LIMITS);
      expect(found).toMatchObject({ id: idle.id, csrfToken: idle.csrfToken, person: aoife, lastSeenAt: T0 });
      expect(await store.sessions.find(idle.token, T0 + 30 * MINUTE, LIMITS)).toBeUndefined();
      expect(await store.sessions.find(idle.token, T0, LIMITS)).toBeUndefined(); // deleted when found past its limit

      const busy = await store.sessions.create(aoife.id, {}, T0);
      for (let at = T0; at < T0 + LIMITS.absoluteMs; at += 20 * MINUTE) {
        expect(await store.sessions.find(busy.token, at, LIMITS)).toBeDefined();
        await store.sessions.touch(busy.id, at);
      }
      expect(await store.sessions.ofPerson(aoife.id, T0 + LIMITS.absoluteMs - 1, LIMITS)).toHaveLength(1);
      expect(await store.sessions.find(busy.token, T0 + LIMITS.absoluteMs, LIMITS)).toBeUndefined();
    });

    it('end one by one, by cookie, or all of a person’s at once', async () => {
      const store = keep(await openFreshStore(target));
      const [aoife, ben] = [await person(store), await person(store, 'Ben Ng', 'editor')];
      const made = [await store.sessions.create(aoife.id, {}, T0)];
      made.push(await store.sessions.create(aoife.id, {}, T0), await store.sessions.create(aoife.id, {}, T0));
      const bens = await store.sessions.create(ben.id, {}, T0);
      await store.sessions.deleteByToken(made[0]!.token);
      expect(await store.sessions.deleteById(made[1]!.id)).toBe(true);
      expect(await store.sessions.deleteById(made[1]!.id)).toBe(false);
      expect((await store.sessions.ofPerson(aoife.id, T0, LIMITS)).map((s) => s.id)).toEqual([made[2]!.id]);
      await store.sessions.create(aoife.id, {}, T0);
      expect(await store.sessions.deleteAllOf(aoife.id)).toBe(2);
      expect((await store.sessions.list(T0, LIMITS)).map((s) => s.id)).toEqual([bens.id]);
      expect(await store.sessions.find(made[2]!.token, T0, LIMITS)).toBeUndefined();
    });
  });

  describe('ceremonies and the audit log', () => {
    it('give a ceremony once, only for its purpose and in time', async () => {
      const store = keep(await openFreshStore(target));
      const id = await store.ceremonies.create('add-passkey', 'challenge-1', { personId: 4 }, T0);
      expect(await store.ceremonies.take(id, 'add-passkey', T0 + MINUTE)).toMatchObject({
        challenge: 'challenge-1',
        personId: 4,
        inviteHash: null,
      });
      expect(await store.ceremonies.take(id, 'add-passkey', T0 + MINUTE)).toBeUndefined();
      const late = await store.ceremonies.create('sign-in', 'challenge-2', {}, T0);
      expect(await store.ceremonies.take(late, 'sign-in', T0 + 5 * MINUTE)).toBeUndefined();
      const wrong = await store.ceremonies.create('register', 'challenge-3', { inviteHash: 'abc' }, T0);
      expect(await store.ceremonies.take(wrong, 'sign-in', T0)).toBeUndefined();
      expect(await store.ceremonies.take(wrong, 'register', T0)).toBeUndefined();
    });

    it('lists the log newest first, a page at a time, at most 200 entries', async () => {
      const store = keep(await openFreshStore(target));
      for (let i = 1; i <= 250; i++) await store.audit.record({ action: 'save', detail: `change ${i}` }, T0 + i);
      const page = await store.audit.list({ limit: 1000 });
      expect(page).toHaveLength(200);
      expect(page[0]).toMatchObject({ detail: 'change 250', at: new Date(T0 + 250).toISOString(), actor: null });
      const older = await store.audit.list({ before: page[199]!.id, limit: 100 });
      expect(older.map((e) => e.detail).at(-1)).toBe('change 1');
      expect(await store.audit.list({ before: 2 ** 40, limit: 1 })).toMatchObject([{ detail: 'change 250' }]);
      expect(await store.audit.list({ before: -1, limit: 1 })).toEqual([]);
    });
  });
});
