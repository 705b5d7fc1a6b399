// WebAuthn ceremonies under way: the challenge the server gave a browser, what it is for, and for whom. Each is
// single-use and short-lived: taking one deletes it, whether or not it was still in time, so an answer can never be
// replayed. Starting a ceremony clears the ones that ran out unanswered.
import type Database from 'better-sqlite3';
import { randomToken } from './secrets.ts';

export type CeremonyPurpose = 'register' | 'sign-in' | 'add-passkey';

export interface Ceremony {
  id: string;
  purpose: CeremonyPurpose;
  challenge: string;
  /** Adding a passkey: whose. */
  personId: number | null;
  /** Accepting an invite: the SHA-256 of its token. */
  inviteHash: string | null;
  /** Epoch ms. */
  expiresAt: number;
}

export const CEREMONY_TTL_MS = 5 * 60 * 1000;

export class CeremoniesStore {
  constructor(private readonly db: Database.Database) {}

  /** Starts a ceremony; gives its id (random: the browser sends it back with its answer). */
  create(
    purpose: CeremonyPurpose,
    challenge: string,
    about: { personId?: number | undefined; inviteHash?: string | undefined },
    now = Date.now(),
    ttlMs = CEREMONY_TTL_MS,
  ): string {
    const id = randomToken(16);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM ceremonies WHERE expires_at <= ?').run(now);
      this.db
        .prepare(
          `INSERT INTO ceremonies (id, purpose, challenge, person_id, invite_hash, expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(id, purpose, challenge, about.personId ?? null, about.inviteHash ?? null, now + ttlMs);
    })();
    return id;
  }

  /** The ceremony, if it is for `purpose` and still in time; it is deleted in any case, so it can be taken once. */
  take(id: string, purpose: CeremonyPurpose, now = Date.now()): Ceremony | undefined {
    const ceremony = this.db
      .prepare(
        `DELETE FROM ceremonies WHERE id = ? RETURNING id, purpose, challenge, person_id AS personId,
           invite_hash AS inviteHash, expires_at AS expiresAt`,
      )
      .get(id) as Ceremony | undefined;
    if (!ceremony || ceremony.purpose !== purpose || ceremony.expiresAt <= now) return undefined;
    return ceremony;
  }
}
