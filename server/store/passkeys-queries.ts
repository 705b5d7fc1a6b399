// A person's passkeys (the public key and signature counter WebAuthn checks sign-ins against) and recovery codes
// (hashes only, each usable once). AccountsStore gives these to the rest of the server. Each function takes the
// database or a transaction on it, so AccountsStore can make a person and their first keys in one transaction.
import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeysTable } from '../db/schema.ts';
import { recoveryCodeHash } from './recovery-codes.ts';

type Executor = Kysely<Database>;

/** A passkey just made (verified by @simplewebauthn/server), with the name its person gave it. */
export interface NewPasskey {
  /** base64url, as WebAuthn gives it. */
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
}

export interface StoredPasskey extends NewPasskey {
  personId: number;
  createdAt: string;
  lastUsedAt: string | null;
}

function toPasskey(row: Selectable<PasskeysTable>): StoredPasskey {
  return {
    credentialId: row.credential_id,
    publicKey: new Uint8Array(row.public_key),
    counter: row.counter,
    transports: JSON.parse(row.transports) as string[],
    name: row.name,
    personId: row.person_id,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function passkeyById(db: Executor, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
  return row && toPasskey(row);
}

/** Oldest first (the credential id orders passkeys made in the same millisecond). */
export async function passkeysOf(db: Executor, personId: number): Promise<StoredPasskey[]> {
  const rows = await db
    .selectFrom('passkeys')
    .selectAll()
    .where('person_id', '=', personId)
    .orderBy('created_at')
    .orderBy('credential_id')
    .execute();
  return rows.map(toPasskey);
}

export async function insertPasskey(db: Executor, personId: number, passkey: NewPasskey, now: number): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      credential_id: passkey.credentialId,
      person_id: personId,
      public_key: Buffer.from(passkey.publicKey),
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: new Date(now).toISOString(),
    })
    .execute();
}

export async function deletePasskey(db: Executor, personId: number, credentialId: string): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('passkeys')
    .where('person_id', '=', personId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Keeps a sign-in's new signature counter and when the passkey was used. */
export async function recordPasskeyUse(
  db: Executor,
  credentialId: string,
  counter: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('passkeys')
    .set({ counter, last_used_at: new Date(now).toISOString() })
    .where('credential_id', '=', credentialId)
    .execute();
}

/** Makes `hashes` the person's only recovery codes (the old ones, used or not, stop working): call it in a transaction. */
export async function replaceRecoveryCodes(db: Executor, personId: number, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('person_id', '=', personId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((hash) => ({ person_id: personId, code_hash: hash })))
    .execute();
}

/**
 * Uses up the code as typed, when it is one of the person's unused codes: one statement, so it works only once (on
 * PostgreSQL a second use at the same moment waits for the first, then finds the code used). A person's codes are
 * 60 random bits each, so the person and hash name one code.
 */
export async function useRecoveryCode(db: Executor, personId: number, code: string, now: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date(now).toISOString() })
    .where('person_id', '=', personId)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function recoveryCodesLeft(db: Executor, personId: number): Promise<number> {
  const { left } = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('person_id', '=', personId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left);
}
