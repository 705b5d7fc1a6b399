// The editor online's accounts in the real SQLite store: invites, people, passkeys, recovery codes, sessions,
// ceremonies and the audit log, with a fake clock where time matters.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, Store } from '../../server/store/store.ts';
import { migrate, SCHEMA_VERSION } from '../../server/store/migrations.ts';
import { INVITE_LIFETIME_MS, type NewPasskey, type Role } from '../../server/store/accounts-store.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../server/store/recovery-codes.ts';
import { removeTempDirs, tempDir } from './support.ts';

const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const LIMITS = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

const opened: Store[] = [];
const newDataDir = () => join(tempDir('accounts'), 'data');
function openStore(dataDir = newDataDir()): Store {
  const store = Store.open(dataDir);
  opened.push(store);
  return store;
}
afterEach(() => opened.splice(0).forEach((store) => store.close()));
afterAll(removeTempDirs);

const passkey = (credentialId: string): NewPasskey => ({
  credentialId,
  publicKey: new Uint8Array([1, 2, 3, 250]),
  counter: 0,
  transports: ['internal', 'hybrid'],
  name: 'First passkey',
});

function invite(store: Store, name = 'Aoife Byrne', role: Role = 'publisher', invitedBy?: number) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@firm.example`;
  const made = store.accounts.createInvite({ name, email, role, invitedBy }, T0);
  if ('refused' in made) throw new Error(`refused: ${made.refused}`);
  return made;
}

function person(store: Store, name = 'Aoife Byrne', role: Role = 'publisher') {
  const { token } = invite(store, name, role);
  const accepted = store.accounts.acceptInvite(token, passkey(`key-${name}`), newRecoveryCodes().hashes, T0 + MINUTE);
  if ('refused' in accepted) throw new Error(`refused: ${accepted.refused}`);
  return accepted.person;
}

describe('invites', () => {
  it('work for 24 hours, keep only the hash of their token, and carry the user handle their person gets', () => {
    const store = openStore();
    const { invite: made, token } = invite(store);
    expect(made).toMatchObject({ email: 'aoife@firm.example', role: 'publisher', invitedBy: null });
    expect(made.expiresAt).toBe(T0 + INVITE_LIFETIME_MS);
    expect(made.tokenHash).not.toContain(token);
    expect(Buffer.from(made.userId, 'base64url')).toHaveLength(32);
    expect(store.accounts.openInvite(token, T0 + INVITE_LIFETIME_MS - 1)).toEqual({ invite: made });
    expect(store.accounts.openInvite(token, T0 + INVITE_LIFETIME_MS)).toEqual({ refused: 'expired' });
    expect(store.accounts.openInvite(`${token}x`, T0)).toEqual({ refused: 'unknown' });
    expect(store.accounts.pendingInvites(T0 + MINUTE)).toEqual([made]);
    expect(store.accounts.pendingInvites(T0 + INVITE_LIFETIME_MS)).toEqual([]);
    const late = store.accounts.acceptInvite(token, passkey('k'), [], T0 + INVITE_LIFETIME_MS);
    expect(late).toEqual({ refused: 'expired' });
    expect(store.accounts.people()).toEqual([]);
  });

  it('make one person, with the invite’s user handle, however often they are accepted (a replay is refused)', () => {
    const dataDir = newDataDir();
    const [one, other] = [openStore(dataDir), openStore(dataDir)];
    const { invite: made, token } = invite(one);
    const first = one.accounts.acceptInvite(token, passkey('key-1'), newRecoveryCodes().hashes, T0 + MINUTE);
    const again = other.accounts.acceptInvite(token, passkey('key-2'), newRecoveryCodes().hashes, T0 + MINUTE);
    expect(first).toMatchObject({ person: { email: 'aoife@firm.example', role: 'publisher', userId: made.userId } });
    expect(again).toEqual({ refused: 'used' });
    expect(one.accounts.openInvite(token, T0 + 2 * MINUTE)).toEqual({ refused: 'used' });
    expect(one.accounts.people()).toMatchObject([{ name: 'Aoife Byrne', passkeys: 1 }]);
    expect(one.accounts.passkey('key-2')).toBeUndefined();
    expect(one.accounts.passkey('key-1')).toMatchObject({
      publicKey: new Uint8Array([1, 2, 3, 250]),
      transports: ['internal', 'hybrid'],
      lastUsedAt: null,
    });
    expect(one.accounts.pendingInvites(T0 + 2 * MINUTE)).toEqual([]);
  });

  it('are refused for an e-mail that has access, whatever its letter case; withdrawn ones stop working', () => {
    const store = openStore();
    const aoife = person(store);
    const again = { name: 'A', email: ' AOIFE@Firm.Example', role: 'editor' as const, invitedBy: aoife.id };
    expect(store.accounts.createInvite(again)).toEqual({ refused: 'has-access' });
    expect(store.accounts.personByEmail('Aoife@FIRM.example')).toEqual(aoife);
    const twice = [invite(store, 'Ben Ng', 'editor', aoife.id), invite(store, 'Ben Ng', 'editor')];
    expect(twice[0]!.invite.invitedBy).toBe('Aoife Byrne');
    expect(store.accounts.acceptInvite(twice[0]!.token, passkey('b1'), [], T0 + MINUTE)).toHaveProperty('person');
    expect(store.accounts.acceptInvite(twice[1]!.token, passkey('b2'), [], T0 + MINUTE)).toEqual({
      refused: 'has-access',
    });
    const cara = invite(store, 'Cara Walsh', 'editor');
    expect(store.accounts.withdrawInvite(cara.invite.id)).toBe(true);
    expect(store.accounts.withdrawInvite(cara.invite.id)).toBe(false);
    expect(store.accounts.openInvite(cara.token, T0)).toEqual({ refused: 'unknown' });
  });
});

describe('people and their ways in', () => {
  it('use each recovery code once, typed in any case with spaces, dashes, O for 0 and I or L for 1', () => {
    const store = openStore();
    const aoife = person(store);
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(new Set(codes).size).toBe(10);
    store.accounts.replaceRecoveryCodes(aoife.id, hashes);
    expect(store.accounts.recoveryCodesLeft(aoife.id)).toBe(10);
    const typed = ` ${codes[0]!.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect(store.accounts.useRecoveryCode(aoife.id, typed, T0)).toBe(true);
    expect(store.accounts.useRecoveryCode(aoife.id, codes[0]!, T0)).toBe(false);
    expect(store.accounts.useRecoveryCode(aoife.id, 'AAAA-AAAA-AAAA', T0)).toBe(false);
    expect(store.accounts.recoveryCodesLeft(aoife.id)).toBe(9);
    expect(recoveryCodeHash('1o1o-IiLl-0000')).toBe(recoveryCodeHash('1010 1111 0000'));
    store.accounts.replaceRecoveryCodes(aoife.id, newRecoveryCodes().hashes);
    expect(store.accounts.useRecoveryCode(aoife.id, codes[1]!, T0)).toBe(false);
    expect(store.accounts.recoveryCodesLeft(aoife.id)).toBe(10);
  });

  it('keep passkeys and roles; removing a person ends their sessions but keeps their audit entries', () => {
    const store = openStore();
    const aoife = person(store);
    const ben = person(store, 'Ben Ng', 'editor');
    store.accounts.addPasskey(ben.id, { ...passkey('ben-2'), name: 'Phone' }, T0 + 2 * MINUTE);
    store.accounts.recordPasskeyUse('ben-2', 7, T0 + 3 * MINUTE);
    expect(store.accounts.passkeysOf(ben.id).map((p) => [p.name, p.counter, p.lastUsedAt])).toEqual([
      ['First passkey', 0, null],
      ['Phone', 7, new Date(T0 + 3 * MINUTE).toISOString()],
    ]);
    expect(store.accounts.removePasskey(aoife.id, 'ben-2')).toBe(false);
    expect(store.accounts.publisherCount()).toBe(1);
    store.accounts.setRole(ben.id, 'publisher');
    expect(store.accounts.publisherCount()).toBe(2);
    store.sessions.create(ben.id, { address: '192.0.2.7', userAgent: 'x'.repeat(500) }, T0);
    expect(store.sessions.list(T0, LIMITS)).toMatchObject([{ person: { name: 'Ben Ng' }, userAgent: 'x'.repeat(200) }]);
    store.audit.record({ personId: ben.id, actorName: ben.name, actorEmail: ben.email, action: 'save' }, T0);
    store.accounts.removePerson(ben.id);
    expect(store.accounts.person(ben.id)).toBeUndefined();
    expect(store.accounts.passkeysOf(ben.id)).toEqual([]);
    expect(store.accounts.recoveryCodesLeft(ben.id)).toBe(0);
    expect(store.sessions.list(T0, LIMITS)).toEqual([]);
    expect(store.audit.list({ limit: 10 })).toMatchObject([
      { actor: 'Ben Ng', actorEmail: 'ben@firm.example', action: 'save', detail: '', address: null },
    ]);
  });
});

describe('sessions', () => {
  it('end when idle for the idle limit, or at the absolute limit however busy', () => {
    const store = openStore();
    const aoife = person(store);
    const idle = store.sessions.create(aoife.id, { address: '192.0.2.1', userAgent: 'Firefox' }, T0);
    expect(idle.token).not.toBe(idle.csrfToken);
    const found = store.sessions.find(idle.token, T0 + 29 * MINUTE, LIMITS);
    expect(found).toMatchObject({ id: idle.id, csrfToken: idle.csrfToken, person: aoife, lastSeenAt: T0 });
    expect(store.sessions.find(idle.token, T0 + 30 * MINUTE, LIMITS)).toBeUndefined();
    expect(store.sessions.find(idle.token, T0, LIMITS)).toBeUndefined(); // deleted when found past its limit

    const busy = store.sessions.create(aoife.id, {}, T0);
    for (let at = T0; at < T0 + LIMITS.absoluteMs; at += 20 * MINUTE) {
      expect(store.sessions.find(busy.token, at, LIMITS)).toBeDefined();
      store.sessions.touch(busy.id, at);
    }
    expect(store.sessions.ofPerson(aoife.id, T0 + LIMITS.absoluteMs - 1, LIMITS)).toHaveLength(1);
    expect(store.sessions.find(busy.token, T0 + LIMITS.absoluteMs, LIMITS)).toBeUndefined();
  });

  it('end one by one, by cookie, or all of a person’s at once', () => {
    const store = openStore();
    const [aoife, ben] = [person(store), person(store, 'Ben Ng', 'editor')];
    const made = [1, 2, 3].map(() => store.sessions.create(aoife.id, {}, T0));
    const bens = store.sessions.create(ben.id, {}, T0);
    store.sessions.deleteByToken(made[0]!.token);
    expect(store.sessions.deleteById(made[1]!.id)).toBe(true);
    expect(store.sessions.deleteById(made[1]!.id)).toBe(false);
    expect(store.sessions.ofPerson(aoife.id, T0, LIMITS).map((s) => s.id)).toEqual([made[2]!.id]);
    store.sessions.create(aoife.id, {}, T0);
    expect(store.sessions.deleteAllOf(aoife.id)).toBe(2);
    expect(store.sessions.list(T0, LIMITS).map((s) => s.id)).toEqual([bens.id]);
    expect(store.sessions.find(made[2]!.token, T0, LIMITS)).toBeUndefined();
  });
});

describe('ceremonies and the audit log', () => {
  it('give a ceremony once, only for its purpose and in time', () => {
    const store = openStore();
    const id = store.ceremonies.create('add-passkey', 'challenge-1', { personId: 4 }, T0);
    expect(store.ceremonies.take(id, 'add-passkey', T0 + MINUTE)).toMatchObject({
      challenge: 'challenge-1',
      personId: 4,
      inviteHash: null,
    });
    expect(store.ceremonies.take(id, 'add-passkey', T0 + MINUTE)).toBeUndefined();
    const late = store.ceremonies.create('sign-in', 'challenge-2', {}, T0);
    expect(store.ceremonies.take(late, 'sign-in', T0 + 5 * MINUTE)).toBeUndefined();
    const wrong = store.ceremonies.create('register', 'challenge-3', { inviteHash: 'abc' }, T0);
    expect(store.ceremonies.take(wrong, 'sign-in', T0)).toBeUndefined();
    expect(store.ceremonies.take(wrong, 'register', T0)).toBeUndefined();
  });

  it('lists the log newest first, a page at a time, at most 200 entries', () => {
    const store = openStore();
    for (let i = 1; i <= 250; i++) store.audit.record({ action: 'save', detail: `change ${i}` }, T0 + i);
    const page = store.audit.list({ limit: 1000 });
    expect(page).toHaveLength(200);
    expect(page[0]).toMatchObject({ detail: 'change 250', at: new Date(T0 + 250).toISOString(), actor: null });
    expect(
      store.audit
        .list({ before: page[199]!.id, limit: 100 })
        .map((e) => e.detail)
        .at(-1),
    ).toBe('change 1');
  });
});

describe('a database file version 3 wrote', () => {
  it('is brought up to version 4, keeping its inquiries, and still opens read-only', () => {
    const dataDir = newDataDir();
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
    const before = Store.openReadOnly(dataDir)!;
    expect(before.schemaVersion).toBe(3);
    expect(before.inquiries()).toMatchObject([{ name: 'Ada' }]);
    before.close();

    const store = openStore(dataDir);
    expect(store.schemaVersion).toBe(SCHEMA_VERSION);
    expect(store.inquiries()).toMatchObject([{ name: 'Ada', message: 'Still to be mailed.' }]);
    expect(person(store)).toMatchObject({ name: 'Aoife Byrne' });
    const reader = Store.openReadOnly(dataDir)!;
    expect(reader.accounts.people()).toMatchObject([{ name: 'Aoife Byrne', passkeys: 1 }]);
    expect(reader.rateLimiterClient().readonly).toBe(true);
    reader.close();
  });
});
