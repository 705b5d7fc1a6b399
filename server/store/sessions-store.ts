// Signed-in sessions of the editor online. The cookie value (128 random bits) is kept only as its SHA-256; a session
// also has a public id (for listings and ending it) and its form key (the x-csrf-token). A session ends when idle too
// long or when too old whatever its use: both limits are checked here, server-side, on every lookup.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { randomToken, sha256Hex } from './secrets.ts';
import type { Database, DialectName } from '../db/schema.ts';
import type { Person, Role } from './accounts-store.ts';

export interface SessionInfo {
  id: string;
  person: Person;
  /** Epoch ms. */
  createdAt: number;
  lastSeenAt: number;
  address: string | null;
  userAgent: string | null;
}

export interface Session extends SessionInfo {
  csrfToken: string;
}

export interface SessionLimits {
  /** A session unused this long (ms) has ended. */
  idleMs: number;
  /** A session this old (ms) has ended, however recently used. */
  absoluteMs: number;
}

interface SessionRow {
  id: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  address: string | null;
  user_agent: string | null;
  person_id: number;
  name: string;
  email: string;
  role: Role;
  user_id: string;
  person_created_at: string;
}

/** Whether the session is within both limits at `now`. */
function live(now: number, limits: SessionLimits) {
  return (eb: ExpressionBuilder<Database, 'sessions'>) =>
    eb.and([
      eb('sessions.last_seen_at', '>', now - limits.idleMs),
      eb('sessions.created_at', '>', now - limits.absoluteMs),
    ]);
}

const USER_AGENT_KEPT = 200;

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    address: row.address,
    userAgent: row.user_agent,
    person: {
      id: row.person_id,
      name: row.name,
      email: row.email,
      role: row.role,
      userId: row.user_id,
      createdAt: row.person_created_at,
    },
  };
}

const withoutCsrfToken = ({ csrfToken: _csrf, ...info }: Session): SessionInfo => info;

export class SessionsStore {
  /** The dialect is not needed here: these queries read the same on both. */
  constructor(
    private readonly db: Kysely<Database>,
    _dialect: DialectName,
  ) {}

  private withPerson() {
    return this.db
      .selectFrom('sessions')
      .innerJoin('people', 'people.id', 'sessions.person_id')
      .select([
        'sessions.id',
        'sessions.csrf_token',
        'sessions.created_at',
        'sessions.last_seen_at',
        'sessions.address',
        'sessions.user_agent',
        'sessions.person_id',
        'people.name',
        'people.email',
        'people.role',
        'people.user_id',
        'people.created_at as person_created_at',
      ]);
  }

  /** Starts a session; `token` is the cookie value, given only here. */
  async create(
    personId: number,
    client: { address?: string | null; userAgent?: string | null },
    now = Date.now(),
  ): Promise<{ token: string; csrfToken: string; id: string }> {
    const token = randomToken(16);
    const csrfToken = randomToken(32);
    const id = randomBytes(8).toString('hex');
    await this.db
      .insertInto('sessions')
      .values({
        id,
        token_hash: sha256Hex(token),
        csrf_token: csrfToken,
        person_id: personId,
        created_at: now,
        last_seen_at: now,
        address: client.address || null,
        user_agent: client.userAgent?.slice(0, USER_AGENT_KEPT) || null,
      })
      .execute();
    return { token, csrfToken, id };
  }

  /** The live session a cookie value names; a session past either limit is deleted and not found. */
  async find(token: string, now: number, limits: SessionLimits): Promise<Session | undefined> {
    const row = await this.withPerson().where('sessions.token_hash', '=', sha256Hex(token)).executeTakeFirst();
    if (!row) return undefined;
    if (now - row.last_seen_at >= limits.idleMs || now - row.created_at >= limits.absoluteMs) {
      await this.deleteById(row.id);
      return undefined;
    }
    return toSession(row);
  }

  /** Records that the session was used now (its idle limit counts from here; a later use already recorded stays). */
  async touch(id: string, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id', '=', id)
      .where('last_seen_at', '<', now)
      .execute();
  }

  async deleteByToken(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', sha256Hex(token)).execute();
  }

  /** False when there is no such session (`id` is a route parameter, maybe absent). */
  async deleteById(id: string | undefined): Promise<boolean> {
    if (id === undefined) return false;
    const { numDeletedRows } = await this.db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
    return numDeletedRows > 0n;
  }

  /** Ends every session of the person; gives how many there were. */
  async deleteAllOf(personId: number): Promise<number> {
    const { numDeletedRows } = await this.db
      .deleteFrom('sessions')
      .where('person_id', '=', personId)
      .executeTakeFirst();
    return Number(numDeletedRows);
  }

  /** Everyone's live sessions, most recently used first (the ended ones are deleted on the way). */
  list(now: number, limits: SessionLimits): Promise<SessionInfo[]> {
    return this.live(undefined, now, limits);
  }

  ofPerson(personId: number, now: number, limits: SessionLimits): Promise<SessionInfo[]> {
    return this.live(personId, now, limits);
  }

  private async live(personId: number | undefined, now: number, limits: SessionLimits): Promise<SessionInfo[]> {
    await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.not(live(now, limits)(eb)))
      .execute();
    const rows = await this.withPerson()
      .where(live(now, limits))
      .$if(personId !== undefined, (query) => query.where('sessions.person_id', '=', personId!))
      .orderBy('sessions.last_seen_at', 'desc')
      .orderBy('sessions.id')
      .execute();
    return rows.map((row) => withoutCsrfToken(toSession(row)));
  }
}
