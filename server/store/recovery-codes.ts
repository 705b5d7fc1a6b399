// Recovery codes: ten per person, each usable once to sign in without a passkey. A code is 60 random bits in
// Crockford's base32 (no I, L, O or U, so it reads and types without doubt), shown as XXXX-XXXX-XXXX once, and kept
// only as the SHA-256 of its normal form (60 random bits need no salt). Typing is forgiving: letter case, spaces and
// dashes do not matter, and O, I and L are read as the digits they look like.
import { createHash, randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODES = 10;
const CHARACTERS = 12;

function newRecoveryCode(): string {
  let bits = randomBytes(8).readBigUInt64BE() >> 4n; // 60 of the 64 random bits
  let code = '';
  for (let i = 0; i < CHARACTERS; i++) {
    code = CROCKFORD[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** A code as the database keeps it: the SHA-256 (hex) of its normal form. */
export function recoveryCodeHash(input: string): string {
  const normal = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return createHash('sha256').update(normal).digest('hex');
}

/** A new set: the codes to show the person once, and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: CODES }, newRecoveryCode);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
