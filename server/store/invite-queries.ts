// Invites to the editor online: a single-use link whose token the database keeps only as a hash, lasting 24 hours.
// AccountsStore gives these to the rest of the server; each function takes the database or a transaction on it.
import type { Kysely } from 'kysely';
import type { Role } from '../../model/accounts.ts';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256Hex } from './secrets.ts';

export interface Invite {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The user handle the invitee's person will get (their passkey is made with it before the invite is accepted). */
  userId: string;
  tokenHash: string;
  createdAt: string;
  /** Epoch ms. */
  expiresAt: number;
  /** The inviter's name; null when invited from the terminal (or the inviter has since been removed). */
  invitedBy: string | null;
}

export interface NewInvite {
  name: string;
  email: string;
  role: Role;
  invitedBy: number | undefined;
}

export type InviteRefusal = 'unknown' | 'used' | 'expired';

export const INVITE_LIFETIME_MS = 24 * 60 * 60 * 1000;

function invitesWithInviter(db: Kysely<Database>) {
  return db
    .selectFrom('invites as i')
    .leftJoin('people as p', 'p.id', 'i.invited_by')
    .select([
      'i.id',
      'i.name',
      'i.email',
      'i.role',
      'i.user_id as userId',
      'i.token_hash as tokenHash',
      'i.created_at as createdAt',
      'i.expires_at as expiresAt',
      'p.name as invitedBy',
      'i.used_at as usedAt',
    ]);
}

const withoutUsedAt = ({ usedAt, ...invite }: Invite & { usedAt: string | null }) => ({ invite, usedAt });

/** Makes an invite; gives it with its token (for the link). */
export async function insertInvite(
  db: Kysely<Database>,
  { name, email, role, invitedBy }: NewInvite,
  now: number,
): Promise<{ invite: Invite; token: string }> {
  const token = randomToken(32);
  const { id } = await db
    .insertInto('invites')
    .values({
      token_hash: sha256Hex(token),
      user_id: randomToken(32),
      name,
      email: email.trim(),
      role,
      created_at: new Date(now).toISOString(),
      expires_at: now + INVITE_LIFETIME_MS,
      invited_by: invitedBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await invitesWithInviter(db).where('i.id', '=', id).executeTakeFirstOrThrow();
  return { invite: withoutUsedAt(row).invite, token };
}

/** The invite a link's token names, while it can still be accepted. */
export async function openInvite(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<{ invite: Invite } | { refused: InviteRefusal }> {
  const row = await invitesWithInviter(db).where('i.token_hash', '=', sha256Hex(token)).executeTakeFirst();
  if (!row) return { refused: 'unknown' };
  const { usedAt, invite } = withoutUsedAt(row);
  if (usedAt !== null) return { refused: 'used' };
  if (invite.expiresAt <= now) return { refused: 'expired' };
  return { invite };
}

/**
 * Locks the invite's row until the transaction ends (PostgreSQL), so two accepts of one invite run one after the other
 * and the second finds it used (rather than finding the first one's person and refusing for another reason).
 */
export async function lockInvite(db: Kysely<Database>, token: string): Promise<void> {
  await db.selectFrom('invites').select('id').where('token_hash', '=', sha256Hex(token)).forUpdate().execute();
}

/**
 * Marks the invite used, unless it already is: false then. On PostgreSQL an accept at the same moment holds the row
 * until it ends, and this then finds the invite used.
 */
export async function markInviteUsed(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('invites')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return marked.numUpdatedRows > 0n;
}

/** Invites neither used nor expired, oldest first. */
export async function pendingInvites(db: Kysely<Database>, now: number): Promise<Invite[]> {
  const rows = await invitesWithInviter(db)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.id')
    .execute();
  return rows.map((row) => withoutUsedAt(row).invite);
}

/** The e-mail address the invite a link's token names was made for, used or not. */
export async function inviteEmail(db: Kysely<Database>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('invites')
    .select('email')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  return row?.email;
}
