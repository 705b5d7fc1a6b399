// WebAuthn ceremonies under way: the challenge the server gave a browser, what it is for, and for whom. Each is
// single-use and short-lived: taking one deletes it, whether or not it was still in time, so an answer can never be
// replayed. Starting a ceremony clears the ones that ran out unanswered.
import type { Kysely } from 'kysely';
import type { Database, DialectName } from '../db/schema.ts';
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
  /** The dialect is not needed here: these queries read the same on both. */
  constructor(
    private readonly db: Kysely<Database>,
    _dialect: DialectName,
  ) {}

  /** Starts a ceremony; gives its id (random: the browser sends it back with its answer). */
  async create(
    purpose: CeremonyPurpose,
    challenge: string,
    about: { personId?: number | undefined; inviteHash?: string | undefined },
    now = Date.now(),
    ttlMs = CEREMONY_TTL_MS,
  ): Promise<string> {
    const id = randomToken(16);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ceremonies').where('expires_at', '<=', now).execute();
      await trx
        .insertInto('ceremonies')
        .values({
          id,
          purpose,
          challenge,
          person_id: about.personId ?? null,
          invite_hash: about.inviteHash ?? null,
          expires_at: now + ttlMs,
        })
        .execute();
    });
    return id;
  }

  /** The ceremony, if it is for `purpose` and still in time; it is deleted in any case, so it can be taken once. */
  async take(id: string, purpose: CeremonyPurpose, now = Date.now()): Promise<Ceremony | undefined> {
    const ceremony = await this.db
      .deleteFrom('ceremonies')
      .where('id', '=', id)
      .returning([
        'id',
        'purpose',
        'challenge',
        'person_id as personId',
        'invite_hash as inviteHash',
        'expires_at as expiresAt',
      ])
      .executeTakeFirst();
    if (!ceremony || ceremony.purpose !== purpose || ceremony.expiresAt <= now) return undefined;
    return { ...ceremony, purpose };
  }
}
