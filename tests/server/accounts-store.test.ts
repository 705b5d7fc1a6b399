// The editor online's accounts in the real store, on SQLite and PostgreSQL: invites, people, passkeys and recovery
// codes, with a fake clock where time matters (sessions-store.test.ts has sessions, ceremonies and the audit log).
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import { SCHEMA_VERSION } from '../../server/db/migrations/index.ts';
import { migrate } from '../support/legacy-sqlite-schema.ts';
import { INVITE_LIFETIME_MS } from '../../server/store/accounts-store.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../server/store/recovery-codes.ts';
import { removeTempDirs, tempDir } from './support.ts';
import { describeEachDialect, openFreshStore } from './db/dialects.ts';
import { closingStores, invite, LIMITS, MINUTE, passkey, person, storesOnOneDatabase, T0 } from './accounts-support.ts';

const keep = closingStores();
afterAll(removeTempDirs);

describeEachDialect('invites', (target) => {
  it('work for 24 hours, keep only the hash of their token, and carry the user handle their person gets', async () => {
    const store = keep(await openFreshStore(target));
    const { invite: made, token } = await invite(store);
    expect(made).toMatchObject({ email: 'aoife@firm.example', role: 'publisher', invitedBy: null });
    expect(made.expiresAt).toBe(T0 + INVITE_LIFETIME_MS);
    expect(made.tokenHash).not.toContain(token);
    expect(Buffer.from(made.userId, 'base64url')).toHaveLength(32);
    expect(await store.accounts.openInvite(token, T0 + INVITE_LIFETIME_MS - 1)).toEqual({ invite: made });
    expect(await store.accounts.openInvite(token, T0 + INVITE_LIFETIME_MS)).toEqual({ refused: 'expired' });
    expect(await store.accounts.openInvite(`${token}x`, T0)).toEqual({ refused: 'unknown' });
    expect(await store.accounts.pendingInvites(T0 + MINUTE)).toEqual([made]);
    expect(await store.accounts.pendingInvites(T0 + INVITE_LIFETIME_MS)).toEqual([]);
    const late = await store.accounts.acceptInvite(token, passkey('k'), [], T0 + INVITE_LIFETIME_MS);
    expect(late).toEqual({ refused: 'expired' });
    expect(await store.accounts.people()).toEqual([]);
  });

  it('make one person, with the invite’s user handle, however often they are accepted (a replay is refused)', async () => {
    const [one, other] = await storesOnOneDatabase(target, keep);
    const { invite: made, token } = await invite(one);
    const accepts = await Promise.all(
      [one, other].map((store, index) =>
        store.accounts.acceptInvite(token, passkey(`key-${index}`), newRecoveryCodes().hashes, T0 + MINUTE),
      ),
    );
    const winner = accepts.findIndex((accepted) => 'person' in accepted);
    expect(accepts[winner]).toMatchObject({
      person: { email: 'aoife@firm.example', role: 'publisher', userId: made.userId },
    });
    expect(accepts[1 - winner]).toEqual({ refused: 'used' });
    expect(await one.accounts.acceptInvite(token, passkey('key-2'), [], T0 + MINUTE)).toEqual({ refused: 'used' });
    expect(await one.accounts.openInvite(token, T0 + 2 * MINUTE)).toEqual({ refused: 'used' });
    expect(await one.accounts.people()).toMatchObject([{ name: 'Aoife Byrne', passkeys: 1 }]);
    expect(await one.accounts.passkey(`key-${1 - winner}`)).toBeUndefined();
    expect(await one.accounts.passkey(`key-${winner}`)).toMatchObject({
      publicKey: new Uint8Array([1, 2, 3, 250]),
      transports: ['internal', 'hybrid'],
      lastUsedAt: null,
    });
    expect(await one.accounts.pendingInvites(T0 + 2 * MINUTE)).toEqual([]);
  });

  it('accepted at the same moment for one address, make one person; the other has access already', async () => {
    const [one, other] = await storesOnOneDatabase(target, keep);
    const invites = [await invite(one, 'Dara Quinn', 'editor'), await invite(one, 'Dara Quinn', 'publisher')];
    const accepts = await Promise.all(
      [one, other].map((store, index) =>
        store.accounts.acceptInvite(invites[index]!.token, passkey(`dara-${index}`), [], T0 + MINUTE),
      ),
    );
    expect(accepts.filter((accepted) => 'person' in accepted)).toHaveLength(1);
    expect(accepts.filter((accepted) => 'refused' in accepted)).toEqual([{ refused: 'has-access' }]);
    expect(await one.accounts.people()).toMatchObject([{ name: 'Dara Quinn', passkeys: 1 }]);
  });

  it('are refused for an e-mail that has access, whatever its letter case; withdrawn ones stop working', async () => {
    const store = keep(await openFreshStore(target));
    const aoife = await person(store);
    const again = { name: 'A', email: ' AOIFE@Firm.Example', role: 'editor' as const, invitedBy: aoife.id };
    expect(await store.accounts.createInvite(again)).toEqual({ refused: 'has-access' });
    expect(await store.accounts.personByEmail('Aoife@FIRM.example')).toEqual(aoife);
    const twice = [await invite(store, 'Ben Ng', 'editor', aoife.id), await invite(store, 'Ben Ng', 'editor')];
    expect(twice[0]!.invite.invitedBy).toBe('Aoife Byrne');
    expect(await store.accounts.acceptInvite(twice[0]!.token, passkey('b1'), [], T0 + MINUTE)).toHaveProperty('person');
    expect(await store.accounts.acceptInvite(twice[1]!.token, passkey('b2'), [], T0 + MINUTE)).toEqual({
      refused: 'has-access',
    });
    const cara = await invite(store, 'Cara Walsh', 'editor');
    expect(await store.accounts.withdrawInvite(cara.invite.id)).toBe(true);
    expect(await store.accounts.withdrawInvite(cara.invite.id)).toBe(false);
    expect(await store.accounts.openInvite(cara.token, T0)).toEqual({ refused: 'unknown' });
  });
});

describeEachDialect('people and their ways in', (target) => {
  it('use each recovery code once, typed in any case with spaces, dashes, O for 0 and I or L for 1', async () => {
    const store = keep(await openFreshStore(target));
    const aoife = await person(store);
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(new Set(codes).size).toBe(10);
    await store.accounts.replaceRecoveryCodes(aoife.id, hashes);
    expect(await store.accounts.recoveryCodesLeft(aoife.id)).toBe(10);
    const typed = ` ${codes[0]!.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect(await store.accounts.useRecoveryCode(aoife.id, typed, T0)).toBe(true);
    expect(await store.accounts.useRecoveryCode(aoife.id, codes[0]!, T0)).toBe(false);
    expect(await store.accounts.useRecoveryCode(aoife.id, 'AAAA-AAAA-AAAA', T0)).toBe(false);
    expect(await store.accounts.recoveryCodesLeft(aoife.id)).toBe(9);
    expect(recoveryCodeHash('1o1o-IiLl-0000')).toBe(recoveryCodeHash('1010 1111 0000'));
    await store.accounts.replaceRecoveryCodes(aoife.id, newRecoveryCodes().hashes);
    expect(await store.accounts.useRecoveryCode(aoife.id, codes[1]!, T0)).toBe(false);
    expect(await store.accounts.recoveryCodesLeft(aoife.id)).toBe(10);
  });

  it('keep passkeys and roles; removing a person ends their sessions but keeps their audit entries', async () => {
    const store = keep(await openFreshStore(target));
    const aoife = await person(store);
    const ben = await person(store, 'Ben Ng', 'editor');
    await store.accounts.addPasskey(ben.id, { ...passkey('ben-2'), name: 'Phone' }, T0 + 2 * MINUTE);
    await store.accounts.recordPasskeyUse('ben-2', 7, T0 + 3 * MINUTE);
    expect((await store.accounts.passkeysOf(ben.id)).map((p) => [p.name, p.counter, p.lastUsedAt])).toEqual([
      ['First passkey', 0, null],
      ['Phone', 7, new Date(T0 + 3 * MINUTE).toISOString()],
    ]);
    expect(await store.accounts.removePasskey(aoife.id, 'ben-2')).toBe(false);
    expect(await store.accounts.publisherCount()).toBe(1);
    await store.accounts.setRole(ben.id, 'publisher');
    expect(await store.accounts.publisherCount()).toBe(2);
    await store.sessions.create(ben.id, { address: '192.0.2.7', userAgent: 'x'.repeat(500) }, T0);
    expect(await store.sessions.list(T0, LIMITS)).toMatchObject([
      { person: { name: 'Ben Ng' }, userAgent: 'x'.repeat(200) },
    ]);
    await store.audit.record({ personId: ben.id, actorName: ben.name, actorEmail: ben.email, action: 'save' }, T0);
    await store.accounts.removePerson(ben.id);
    expect(await store.accounts.person(ben.id)).toBeUndefined();
    expect(await store.accounts.passkeysOf(ben.id)).toEqual([]);
    expect(await store.accounts.recoveryCodesLeft(ben.id)).toBe(0);
    expect(await store.sessions.list(T0, LIMITS)).toEqual([]);
    expect(await store.audit.list({ limit: 10 })).toMatchObject([
      { actor: 'Ben Ng', actorEmail: 'ben@firm.example', action: 'save', detail: '', address: null },
    ]);
  });
});

describe('a SQLite file version 3 wrote', () => {
  it('is brought up to the current version, keeping its inquiries, and still opens read-only', async () => {
    const dataDir = join(tempDir('accounts'), 'data');
    mkdirSync(dataDir, { recursive: true });
    const old = new Database(join(dataDir, DATABASE_FILE));
    migrate(old, 'old', 3);
    old
      .prepare(
        `INSERT INTO inquiries (created_at, name, email, service, service_label, message, next_attempt_at)
       VALUES ('2026-01-01T00:00:00.000Z', 'Ada', 'ada@example.com', 'other', 'Other', 'Still to be mailed.', 0)`,
      )
      .run();
    old.close();
    const before = keep((await Store.openReadOnly(dataDir))!);
    expect(await before.schemaVersion()).toBe(3);
    expect(await before.inquiries()).toMatchObject([{ name: 'Ada' }]);
    await before.close();

    const store = keep(await Store.open(dataDir));
    expect(await store.schemaVersion()).toBe(SCHEMA_VERSION);
    expect(await store.inquiries()).toMatchObject([{ name: 'Ada', message: 'Still to be mailed.' }]);
    expect(await person(store)).toMatchObject({ name: 'Aoife Byrne' });
    const reader = keep((await Store.openReadOnly(dataDir))!);
    expect(await reader.accounts.people()).toMatchObject([{ name: 'Aoife Byrne', passkeys: 1 }]);
    const client = reader.rateLimiterClient();
    expect(client.dialect === 'sqlite' && client.database.readonly).toBe(true);
  });
});
