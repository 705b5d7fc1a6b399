// The people who may use the editor online, their invites, passkeys and recovery codes. An invite is a single-use
// link (its token is kept only as a hash) that lasts 24 hours; accepting it makes the person with their first passkey
// and recovery codes in one transaction. E-mail addresses are unique whatever their letter case.
import type { PersonSummary, Role } from '../../model/accounts.ts';
import type Database from 'better-sqlite3';
import { emailKey, randomToken, sha256Hex } from './secrets.ts';
import {
  deletePasskey,
  insertPasskey,
  passkeyById,
  passkeysOf,
  recordPasskeyUse,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useRecoveryCode,
  type NewPasskey,
  type StoredPasskey,
} from './passkeys-queries.ts';

export type { NewPasskey } from './passkeys-queries.ts';

export type { Role } from '../../model/accounts.ts';

export interface Person extends PersonSummary {
  /** The WebAuthn user handle: 32 random bytes, base64url (never the e-mail). */
  userId: string;
  createdAt: string;
}

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

type InviteRefusal = 'unknown' | 'used' | 'expired';

export const INVITE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const PERSON_COLUMNS = 'id, name, email, role, user_id AS userId, created_at AS createdAt';
const INVITE_SELECT = `SELECT i.id, i.name, i.email, i.role, i.user_id AS userId, i.token_hash AS tokenHash,
  i.created_at AS createdAt, i.expires_at AS expiresAt, p.name AS invitedBy, i.used_at AS usedAt
  FROM invites i LEFT JOIN people p ON p.id = i.invited_by`;

export class AccountsStore {
  constructor(private readonly db: Database.Database) {}

  /** A new invite and its token (for the link; the database keeps only its hash), unless the e-mail has access. */
  createInvite(
    { name, email, role, invitedBy }: NewInvite,
    now = Date.now(),
  ): { invite: Invite; token: string } | { refused: 'has-access' } {
    return this.db.transaction(() => {
      if (this.personByEmail(email)) return { refused: 'has-access' as const };
      const token = randomToken(32);
      const inserted = this.db
        .prepare(
          `INSERT INTO invites (token_hash, user_id, name, email, role, created_at, expires_at, invited_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          sha256Hex(token),
          randomToken(32),
          name,
          email.trim(),
          role,
          new Date(now).toISOString(),
          now + INVITE_LIFETIME_MS,
          invitedBy ?? null,
        );
      return { invite: this.inviteWhere('i.id = ?', Number(inserted.lastInsertRowid))!.invite, token };
    })();
  }

  /** The invite a link's token names, while it can still be accepted. */
  openInvite(token: string, now = Date.now()): { invite: Invite } | { refused: InviteRefusal } {
    const found = this.inviteWhere('i.token_hash = ?', sha256Hex(token));
    if (!found) return { refused: 'unknown' };
    const { usedAt, invite } = found;
    if (usedAt !== null) return { refused: 'used' };
    if (invite.expiresAt <= now) return { refused: 'expired' };
    return { invite };
  }

  /**
   * Accepts the invite: marks it used and makes its person, with their first passkey and recovery codes. One
   * immediate transaction, so of two accepts at once (in any process) one makes the person and the other is refused.
   */
  acceptInvite(
    token: string,
    passkey: NewPasskey,
    recoveryCodeHashes: readonly string[],
    now = Date.now(),
  ): { person: Person } | { refused: InviteRefusal | 'has-access' } {
    const accept = this.db.transaction(() => {
      const opened = this.openInvite(token, now);
      if ('refused' in opened) return opened;
      const { invite } = opened;
      if (this.personByEmail(invite.email)) return { refused: 'has-access' as const };
      const at = new Date(now).toISOString();
      this.db.prepare('UPDATE invites SET used_at = ? WHERE id = ?').run(at, invite.id);
      const inserted = this.db
        .prepare('INSERT INTO people (name, email, email_key, role, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(invite.name, invite.email, emailKey(invite.email), invite.role, invite.userId, at);
      const personId = Number(inserted.lastInsertRowid);
      insertPasskey(this.db, personId, passkey, now);
      replaceRecoveryCodes(this.db, personId, recoveryCodeHashes);
      return { person: this.person(personId)! };
    });
    return accept.immediate();
  }

  /** Invites neither used nor expired, oldest first. */
  pendingInvites(now = Date.now()): Invite[] {
    const rows = this.db
      .prepare(`${INVITE_SELECT} WHERE i.used_at IS NULL AND i.expires_at > ? ORDER BY i.id`)
      .all(now) as (Invite & { usedAt: string | null })[];
    return rows.map(({ usedAt: _used, ...invite }) => invite);
  }

  /** Deletes an unused invite, so its link stops working. False when there is no such unused invite. */
  withdrawInvite(id: number): boolean {
    return this.db.prepare('DELETE FROM invites WHERE id = ? AND used_at IS NULL').run(id).changes > 0;
  }

  person(id: number): Person | undefined {
    return this.db.prepare(`SELECT ${PERSON_COLUMNS} FROM people WHERE id = ?`).get(id) as Person | undefined;
  }

  personByEmail(email: string): Person | undefined {
    return this.db.prepare(`SELECT ${PERSON_COLUMNS} FROM people WHERE email_key = ?`).get(emailKey(email)) as
      Person | undefined;
  }

  /** Everyone with access, in the order they joined, with how many passkeys each has. */
  people(): (Person & { passkeys: number })[] {
    return this.db
      .prepare(
        `SELECT ${PERSON_COLUMNS}, (SELECT COUNT(*) FROM passkeys WHERE person_id = people.id) AS passkeys
         FROM people ORDER BY id`,
      )
      .all() as (Person & { passkeys: number })[];
  }

  /** Whether taking the publisher role from `id` would leave the team with no publisher. */
  private isLastPublisher(id: number): boolean {
    const role = this.db.prepare('SELECT role FROM people WHERE id = ?').pluck().get(id);
    return role === 'publisher' && this.publisherCount() === 1;
  }

  /** Changes a role unless that leaves no publisher; checked and done in one write transaction (processes may race). */
  setRole(id: number, role: Role): 'changed' | 'last-publisher' {
    return this.db
      .transaction(() => {
        if (role !== 'publisher' && this.isLastPublisher(id)) return 'last-publisher' as const;
        this.db.prepare('UPDATE people SET role = ? WHERE id = ?').run(role, id);
        return 'changed' as const;
      })
      .immediate();
  }

  /** Removes the person with their passkeys, recovery codes and sessions, unless they are the last publisher; the
   * audit log keeps what they did. */
  removePerson(id: number): 'removed' | 'last-publisher' {
    return this.db
      .transaction(() => {
        if (this.isLastPublisher(id)) return 'last-publisher' as const;
        for (const table of ['passkeys', 'recovery_codes', 'sessions', 'ceremonies'])
          this.db.prepare(`DELETE FROM ${table} WHERE person_id = ?`).run(id);
        this.db.prepare('DELETE FROM people WHERE id = ?').run(id);
        return 'removed' as const;
      })
      .immediate();
  }

  publisherCount(): number {
    return this.db.prepare("SELECT COUNT(*) FROM people WHERE role = 'publisher'").pluck().get() as number;
  }

  passkey(credentialId: string): StoredPasskey | undefined {
    return passkeyById(this.db, credentialId);
  }

  passkeysOf(personId: number): StoredPasskey[] {
    return passkeysOf(this.db, personId);
  }

  addPasskey(personId: number, passkey: NewPasskey, now = Date.now()): void {
    insertPasskey(this.db, personId, passkey, now);
  }

  removePasskey(personId: number, credentialId: string): boolean {
    return deletePasskey(this.db, personId, credentialId);
  }

  recordPasskeyUse(credentialId: string, counter: number, now = Date.now()): void {
    recordPasskeyUse(this.db, credentialId, counter, now);
  }

  replaceRecoveryCodes(personId: number, hashes: readonly string[]): void {
    replaceRecoveryCodes(this.db, personId, hashes);
  }

  /** Uses up one of the person's recovery codes, as typed (see recovery-codes.ts); false when it is wrong or used. */
  useRecoveryCode(personId: number, code: string, now = Date.now()): boolean {
    return useRecoveryCode(this.db, personId, code, now);
  }

  recoveryCodesLeft(personId: number): number {
    return recoveryCodesLeft(this.db, personId);
  }

  private inviteWhere(condition: string, value: unknown): { invite: Invite; usedAt: string | null } | undefined {
    const row = this.db.prepare(`${INVITE_SELECT} WHERE ${condition}`).get(value) as
      (Invite & { usedAt: string | null }) | undefined;
    if (!row) return undefined;
    const { usedAt, ...invite } = row;
    return { invite, usedAt };
  }
}
