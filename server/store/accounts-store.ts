// The people who may use the editor online, their invites, passkeys and recovery codes. An invite is a single-use
// link (its token is kept only as a hash) that lasts 24 hours; accepting it makes the person with their first passkey
// and recovery codes in one transaction. E-mail addresses are unique whatever their letter case.
import type { Kysely } from 'kysely';
import type { PersonSummary, Role } from '../../model/accounts.ts';
import type { Database, DialectName } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { emailKey } from './secrets.ts';
import {
  inviteEmail,
  insertInvite,
  lockInvite,
  markInviteUsed,
  openInvite,
  pendingInvites,
  type Invite,
  type InviteRefusal,
  type NewInvite,
} from './invite-queries.ts';
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
export { INVITE_LIFETIME_MS } from './invite-queries.ts';
export type { Role } from '../../model/accounts.ts';

export interface Person extends PersonSummary {
  /** The WebAuthn user handle: 32 random bytes, base64url (never the e-mail). */
  userId: string;
  createdAt: string;
}

/** The database, or a transaction on it. */
type Executor = Kysely<Database>;

const PERSON_COLUMNS = ['id', 'name', 'email', 'role', 'user_id as userId', 'created_at as createdAt'] as const;

const peopleQuery = (db: Executor) => db.selectFrom('people').select(PERSON_COLUMNS);

function personByEmail(db: Executor, email: string): Promise<Person | undefined> {
  return peopleQuery(db).where('email_key', '=', emailKey(email)).executeTakeFirst();
}

export class AccountsStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** A new invite and its token (for the link; the database keeps only its hash), unless the e-mail has access. */
  async createInvite(
    invite: NewInvite,
    now = Date.now(),
  ): Promise<{ invite: Invite; token: string } | { refused: 'has-access' }> {
    return this.db.transaction().execute(async (trx) => {
      if (await personByEmail(trx, invite.email)) return { refused: 'has-access' as const };
      return insertInvite(trx, invite, now);
    });
  }

  /** The invite a link's token names, while it can still be accepted. */
  openInvite(token: string, now = Date.now()): Promise<{ invite: Invite } | { refused: InviteRefusal }> {
    return openInvite(this.db, token, now);
  }

  /**
   * Accepts the invite: marks it used and makes its person, with their first passkey and recovery codes, in one
   * transaction, so of two accepts at once (in any process) one makes the person and the other is refused. Of two
   * invites for one address accepted at once on PostgreSQL, the second breaks the e-mail's unique rule: it has access.
   */
  async acceptInvite(
    token: string,
    passkey: NewPasskey,
    recoveryCodeHashes: readonly string[],
    now = Date.now(),
  ): Promise<{ person: Person } | { refused: InviteRefusal | 'has-access' }> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (this.dialect === 'postgres') await lockInvite(trx, token);
        const opened = await openInvite(trx, token, now);
        if ('refused' in opened) return opened;
        const { invite } = opened;
        if (await personByEmail(trx, invite.email)) return { refused: 'has-access' as const };
        const at = new Date(now).toISOString();
        if (!(await markInviteUsed(trx, invite.id, at))) return { refused: 'used' as const };
        const { id } = await trx
          .insertInto('people')
          .values({
            name: invite.name,
            email: invite.email,
            email_key: emailKey(invite.email),
            role: invite.role,
            user_id: invite.userId,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertPasskey(trx, id, passkey, now);
        await replaceRecoveryCodes(trx, id, recoveryCodeHashes);
        return { person: await peopleQuery(trx).where('id', '=', id).executeTakeFirstOrThrow() };
      });
    } catch (error) {
      if (isUniqueViolation(error) && (await this.inviteeHasAccess(token))) return { refused: 'has-access' };
      throw error;
    }
  }

  private async inviteeHasAccess(token: string): Promise<boolean> {
    const email = await inviteEmail(this.db, token);
    return email !== undefined && (await personByEmail(this.db, email)) !== undefined;
  }

  /** Invites neither used nor expired, oldest first. */
  pendingInvites(now = Date.now()): Promise<Invite[]> {
    return pendingInvites(this.db, now);
  }

  /** Deletes an unused invite, so its link stops working. False when there is no such unused invite. */
  async withdrawInvite(id: number): Promise<boolean> {
    const { numDeletedRows } = await this.db
      .deleteFrom('invites')
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }

  person(id: number): Promise<Person | undefined> {
    return peopleQuery(this.db).where('id', '=', id).executeTakeFirst();
  }

  personByEmail(email: string): Promise<Person | undefined> {
    return personByEmail(this.db, email);
  }

  /** Everyone with access, in the order they joined, with how many passkeys each has. */
  async people(): Promise<(Person & { passkeys: number })[]> {
    const rows = await peopleQuery(this.db)
      .select((eb) =>
        eb
          .selectFrom('passkeys')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('passkeys.person_id', '=', 'people.id')
          .as('passkeys'),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, passkeys: Number(row.passkeys) }));
  }

  /**
   * Whether taking the publisher role from `id` would leave the team with no publisher. On PostgreSQL the publishers'
   * rows are locked until the transaction ends, so two demotions at once are counted one after the other (SQLite's
   * BEGIN IMMEDIATE already runs write transactions one at a time).
   */
  private async isLastPublisher(trx: Executor, id: number): Promise<boolean> {
    const publishers = await trx
      .selectFrom('people')
      .select('id')
      .where('role', '=', 'publisher')
      .$if(this.dialect === 'postgres', (query) => query.forUpdate())
      .execute();
    return publishers.length === 1 && publishers[0]!.id === id;
  }

  /** Changes a role unless that leaves no publisher; checked and done in one write transaction (processes may race). */
  async setRole(id: number, role: Role): Promise<'changed' | 'last-publisher'> {
    return this.db.transaction().execute(async (trx) => {
      if (role !== 'publisher' && (await this.isLastPublisher(trx, id))) return 'last-publisher' as const;
      await trx.updateTable('people').set({ role }).where('id', '=', id).execute();
      return 'changed' as const;
    });
  }

  /** Removes the person with their passkeys, recovery codes and sessions, unless they are the last publisher; the
   * audit log keeps what they did. */
  async removePerson(id: number): Promise<'removed' | 'last-publisher'> {
    return this.db.transaction().execute(async (trx) => {
      if (await this.isLastPublisher(trx, id)) return 'last-publisher' as const;
      for (const table of ['passkeys', 'recovery_codes', 'sessions', 'ceremonies'] as const)
        await trx.deleteFrom(table).where('person_id', '=', id).execute();
      await trx.deleteFrom('people').where('id', '=', id).execute();
      return 'removed' as const;
    });
  }

  async publisherCount(): Promise<number> {
    const { count } = await this.db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', 'publisher')
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  passkey(credentialId: string): Promise<StoredPasskey | undefined> {
    return passkeyById(this.db, credentialId);
  }

  passkeysOf(personId: number): Promise<StoredPasskey[]> {
    return passkeysOf(this.db, personId);
  }

  addPasskey(personId: number, passkey: NewPasskey, now = Date.now()): Promise<void> {
    return insertPasskey(this.db, personId, passkey, now);
  }

  removePasskey(personId: number, credentialId: string): Promise<boolean> {
    return deletePasskey(this.db, personId, credentialId);
  }

  recordPasskeyUse(credentialId: string, counter: number, now = Date.now()): Promise<void> {
    return recordPasskeyUse(this.db, credentialId, counter, now);
  }

  replaceRecoveryCodes(personId: number, hashes: readonly string[]): Promise<void> {
    return this.db.transaction().execute((trx) => replaceRecoveryCodes(trx, personId, hashes));
  }

  /** Uses up one of the person's recovery codes, as typed (see recovery-codes.ts); false when it is wrong or used. */
  useRecoveryCode(personId: number, code: string, now = Date.now()): Promise<boolean> {
    return useRecoveryCode(this.db, personId, code, now);
  }

  recoveryCodesLeft(personId: number): Promise<number> {
    return recoveryCodesLeft(this.db, personId);
  }
}
