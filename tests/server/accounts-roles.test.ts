// The store keeps the team able to manage itself: the last publisher can be neither demoted nor removed, checked and
// done in one write transaction.
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Store } from '../../server/store/store.ts';
import type { Role } from '../../server/store/accounts-store.ts';
import { newRecoveryCodes } from '../../server/store/recovery-codes.ts';
import { removeTempDirs, tempDir } from './support.ts';

afterAll(removeTempDirs);

function person(store: Store, name: string, role: Role) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@firm.example`;
  const made = store.accounts.createInvite({ name, email, role, invitedBy: undefined });
  if ('refused' in made) throw new Error(made.refused);
  const key = { credentialId: `key-${name}`, publicKey: new Uint8Array([1]), counter: 0, transports: [], name: 'Key' };
  const accepted = store.accounts.acceptInvite(made.token, key, newRecoveryCodes().hashes);
  if ('refused' in accepted) throw new Error(accepted.refused);
  return accepted.person;
}

it('never leaves the team without a publisher', () => {
  const store = Store.open(join(tempDir('roles'), 'data'));
  const aoife = person(store, 'Aoife Byrne', 'publisher');
  const ben = person(store, 'Ben Ng', 'editor');
  expect(store.accounts.setRole(aoife.id, 'editor')).toBe('last-publisher');
  expect(store.accounts.removePerson(aoife.id)).toBe('last-publisher');
  expect(store.accounts.person(aoife.id)?.role).toBe('publisher');
  expect(store.accounts.setRole(ben.id, 'publisher')).toBe('changed');
  expect(store.accounts.setRole(aoife.id, 'editor')).toBe('changed');
  expect(store.accounts.removePerson(aoife.id)).toBe('removed');
  store.close();
});
