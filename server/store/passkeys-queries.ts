// A person's passkeys (the public key and signature counter WebAuthn checks sign-ins against) and recovery codes
// (hashes only, each usable once). AccountsStore gives these to the rest of the server.
import type Database from 'better-sqlite3';
import { recoveryCodeHash } from './recovery-codes.ts';

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

interface PasskeyRow {
  credential_id: string;
  person_id: number;
  public_key: Buffer;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

function toPasskey(row: PasskeyRow): StoredPasskey {
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

export function passkeyById(db: Database.Database, credentialId: string): StoredPasskey | undefined {
  const row = db.prepare('SELECT * FROM passkeys WHERE credential_id = ?').get(credentialId) as PasskeyRow | undefined;
  return row && toPasskey(row);
}

export function passkeysOf(db: Database.Database, personId: number): StoredPasskey[] {
  const rows = db.prepare('SELECT * FROM passkeys WHERE person_id = ? ORDER BY created_at, rowid').all(personId);
  return (rows as PasskeyRow[]).map(toPasskey);
}

export function insertPasskey(db: Database.Database, personId: number, passkey: NewPasskey, now: number): void {
  db.prepare(
    `INSERT INTO passkeys (credential_id, person_id, public_key, counter, transports, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    passkey.credentialId,
    personId,
    Buffer.from(passkey.publicKey),
    passkey.counter,
    JSON.stringify(passkey.transports),
    passkey.name,
    new Date(now).toISOString(),
  );
}

export function deletePasskey(db: Database.Database, personId: number, credentialId: string): boolean {
  return (
    db.prepare('DELETE FROM passkeys WHERE person_id = ? AND credential_id = ?').run(personId, credentialId).changes > 0
  );
}

/** Keeps a sign-in's new signature counter and when the passkey was used. */
export function recordPasskeyUse(db: Database.Database, credentialId: string, counter: number, now: number): void {
  db.prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?').run(
    counter,
    new Date(now).toISOString(),
    credentialId,
  );
}

/** Makes `hashes` the person's only recovery codes (the old ones, used or not, stop working). */
export function replaceRecoveryCodes(db: Database.Database, personId: number, hashes: readonly string[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM recovery_codes WHERE person_id = ?').run(personId);
    const insert = db.prepare('INSERT INTO recovery_codes (person_id, code_hash) VALUES (?, ?)');
    for (const hash of hashes) insert.run(personId, hash);
  })();
}

/** Uses up the code as typed, when it is one of the person's unused codes: one statement, so it works only once. */
export function useRecoveryCode(db: Database.Database, personId: number, code: string, now: number): boolean {
  const used = db
    .prepare(
      `UPDATE recovery_codes SET used_at = ? WHERE rowid = (SELECT rowid FROM recovery_codes
       WHERE person_id = ? AND code_hash = ? AND used_at IS NULL LIMIT 1)`,
    )
    .run(new Date(now).toISOString(), personId, recoveryCodeHash(code));
  return used.changes > 0;
}

export function recoveryCodesLeft(db: Database.Database, personId: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM recovery_codes WHERE person_id = ? AND used_at IS NULL')
    .pluck()
    .get(personId) as number;
}
