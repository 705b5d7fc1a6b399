// Helpers for the account store tests: a store kept until the test ends, two stores on one database, and invited
// people with a first passkey, on a fake clock.
import { afterEach } from 'vitest';
import { Store } from '../../server/store/store.ts';
import type { NewPasskey, Role } from '../../server/store/accounts-store.ts';
import { newRecoveryCodes } from '../../server/store/recovery-codes.ts';
import type { DialectTarget } from './db/dialects.ts';

export const T0 = Date.parse('2026-03-02T09:00:00.000Z');
export const MINUTE = 60_000;
/** Sessions end after 30 idle minutes, or 12 hours however busy. */
export const LIMITS = { idleMs: 30 * MINUTE, absoluteMs: 12 * 60 * MINUTE };

/** Closes, after each test, the stores `keep` was given (call once, at the top of a test file). */
export function closingStores(): (store: Store) => Store {
  const opened: Store[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  return (store) => {
    opened.push(store);
    return store;
  };
}

/** Two stores, each with its own connections, on one fresh database (as two processes would be). */
export async function storesOnOneDatabase(
  target: DialectTarget,
  keep: (store: Store) => Store,
): Promise<[Store, Store]> {
  const { dataDir, url } = await target.freshDatabase();
  return [keep(await Store.open(dataDir, { databaseUrl: url })), keep(await Store.open(dataDir, { databaseUrl: url }))];
}

export const passkey = (credentialId: string): NewPasskey => ({
  credentialId,
  publicKey: new Uint8Array([1, 2, 3, 250]),
  counter: 0,
  transports: ['internal', 'hybrid'],
  name: 'First passkey',
});

export async function invite(store: Store, name = 'Aoife Byrne', role: Role = 'publisher', invitedBy?: number) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@firm.example`;
  const made = await store.accounts.createInvite({ name, email, role, invitedBy }, T0);
  if ('refused' in made) throw new Error(`refused: ${made.refused}`);
  return made;
}

/** A person who accepted their invite, with the passkey `key-<name>` and ten recovery codes. */
export async function person(store: Store, name = 'Aoife Byrne', role: Role = 'publisher') {
  const { token } = await invite(store, name, role);
  const codes = newRecoveryCodes().hashes;
  const accepted = await store.accounts.acceptInvite(token, passkey(`key-${name}`), codes, T0 + MINUTE);
  if ('refused' in accepted) throw new Error(`refused: ${accepted.refused}`);
  return accepted.person;
}
