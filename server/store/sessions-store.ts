// Signed-in sessions of the editor online. The cookie value (128 random bits) is kept only as its SHA-256; a session
// also has a public id (for listings and ending it) and its form key (the x-csrf-token). A session ends when idle too
// long or when too old whatever its use: both limits are checked here, server-side, on every lookup.
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { randomToken, sha256Hex } from './secrets.ts';
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

const SELECT = `SELECT s.id, s.csrf_token, s.created_at, s.last_seen_at, s.address, s.user_agent, s.person_id,
  p.name, p.email, p.role, p.user_id, p.created_at AS person_created_at
  FROM sessions s JOIN people p ON p.id = s.person_id`;
const LIVE = 's.last_seen_at > @now - @idleMs AND s.created_at > @now - @absoluteMs';
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
  constructor(private readonly db: Database.Database) {}

  /** Starts a session; `token` is the cookie value, given only here. */
  create(
    personId: number,
    client: { address?: string | null; userAgent?: string | null },
    now = Date.now(),
  ): { token: string; csrfToken: string; id: string } {
    const token = randomToken(16);
    const csrfToken = randomToken(32);
    const id = randomBytes(8).toString('hex');
    this.db
      .prepare(
        `INSERT INTO sessions (id, token_hash, csrf_token, person_id, created_at, last_seen_at, address, user_agent)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        sha256Hex(token),
        csrfToken,
        personId,
        now,
        now,
        client.address || null,
        client.userAgent?.slice(0, USER_AGENT_KEPT) || null,
      );
    return { token, csrfToken, id };
  }

  /** The live session a cookie value names; a session past either limit is deleted and not found. */
  find(token: string, now: number, limits: SessionLimits): Session | undefined {
    const row = this.db.prepare(`${SELECT} WHERE s.token_hash = ?`).get(sha256Hex(token)) as SessionRow | undefined;
    if (!row) return undefined;
    if (now - row.last_seen_at >= limits.idleMs || now - row.created_at >= limits.absoluteMs) {
      this.deleteById(row.id);
      return undefined;
    }
    return toSession(row);
  }

  /** Records that the session was used now (its idle limit counts from here). */
  touch(id: string, now = Date.now()): void {
    this.db.prepare('UPDATE sessions SET last_seen_at = MAX(last_seen_at, ?) WHERE id = ?').run(now, id);
  }

  deleteByToken(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256Hex(token));
  }

  /** False when there is no such session (`id` is a route parameter, maybe absent). */
  deleteById(id: string | undefined): boolean {
    if (id === undefined) return false;
    return this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id).changes > 0;
  }

  /** Ends every session of the person; gives how many there were. */
  deleteAllOf(personId: number): number {
    return this.db.prepare('DELETE FROM sessions WHERE person_id = ?').run(personId).changes;
  }

  /** Everyone's live sessions, most recently used first (the ended ones are deleted on the way). */
  list(now: number, limits: SessionLimits): SessionInfo[] {
    return this.live('', {}, now, limits);
  }

  ofPerson(personId: number, now: number, limits: SessionLimits): SessionInfo[] {
    return this.live('AND s.person_id = @personId', { personId }, now, limits);
  }

  private live(condition: string, params: object, now: number, limits: SessionLimits): SessionInfo[] {
    const bounds = { now, idleMs: limits.idleMs, absoluteMs: limits.absoluteMs };
    this.db.prepare(`DELETE FROM sessions AS s WHERE NOT (${LIVE})`).run(bounds);
    const rows = this.db
      .prepare(`${SELECT} WHERE ${LIVE} ${condition} ORDER BY s.last_seen_at DESC, s.id`)
      .all({ ...bounds, ...params }) as SessionRow[];
    return rows.map((row) => withoutCsrfToken(toSession(row)));
  }
}
