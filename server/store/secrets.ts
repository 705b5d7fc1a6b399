// Random secrets for links, cookies and ceremonies, and what the database keeps of them.
import { createHash, randomBytes } from 'node:crypto';

/** `bytes` random bytes, URL-safe (base64url, no padding). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** The SHA-256 (hex) of a secret. The secrets hashed here carry at least 60 random bits, so no salt or slow hash is
 * needed: the hash only keeps a copy of the database from being usable as the secrets themselves. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The same address whatever the letter case or surrounding spaces. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
