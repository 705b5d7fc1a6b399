// The online editor's calls about people and sessions (the contract of issue 25): invites, passkeys, sign-in and out,
// recovery codes, people, sessions and the activity log. A refusal throws a CallRefused with the server's words; a
// 401 from a call that needs a session shows the sign-in screen (connection.ts).
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { refused, request, setCsrfToken } from '../connection.ts';
import { keepDraftsFor } from '../draft-store.ts';
import type { AuditEntry, PersonSummary, Role } from '../../../model/accounts.ts';

export type { Role };
export type Person = PersonSummary;

export interface Session {
  person: Person;
  csrfToken: string;
}

export interface Passkey {
  id: number | string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SessionRow {
  id: number | string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  address: string;
  userAgent: string;
}

export interface Account {
  person: Person;
  passkeys: Passkey[];
  codesLeft: number;
  sessions: SessionRow[];
}

export interface Invite {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
  invitedBy: string | null;
}

export interface People {
  people: (Person & { createdAt: string; passkeys: number })[];
  invites: Invite[];
}

export type LogEntry = AuditEntry;

/** The server said no: `status` is its HTTP status, `message` its words, `body` all it answered. */
export class CallRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call; `signedIn` calls show the sign-in screen on a 401, the others (sign-in, invites) report it. */
async function call<T>(method: Method, path: string, body?: unknown, signedIn = true): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const reply = await request<T | { message?: string }>(path, init);
  if (reply.status === 401 && signedIn) refused();
  if (reply.status >= 400) {
    const message = (reply.body as { message?: string } | string | null) ?? '';
    const words = typeof message === 'string' ? message : (message.message ?? '');
    throw new CallRefused(reply.status, words || `The server refused (${reply.status}).`, reply.body);
  }
  return reply.body as T;
}

/** Signed in: keeps the session's CSRF token for the calls that follow. */
function signedIn<T extends { csrfToken: string; person: { id: number } }>(reply: T): T {
  setCsrfToken(reply.csrfToken);
  keepDraftsFor(reply.person.id);
  return reply;
}

const id = (value: number | string) => encodeURIComponent(String(value));

export const accountApi = {
  session: async () => signedIn(await call<Session>('GET', 'session')),
  openInvite: (token: string) =>
    call<{
      name: string;
      email: string;
      role: Role;
      ceremony: string;
      options: PublicKeyCredentialCreationOptionsJSON;
    }>('POST', 'invite/open', { token }, false),
  acceptInvite: async (token: string, ceremony: string, response: RegistrationResponseJSON) =>
    signedIn(
      await call<Session & { recoveryCodes: string[] }>('POST', 'invite/accept', { token, ceremony, response }, false),
    ),
  signInOptions: () =>
    call<{ ceremony: string; options: PublicKeyCredentialRequestOptionsJSON }>('POST', 'sign-in/options', {}, false),
  signIn: async (ceremony: string, response: AuthenticationResponseJSON) =>
    signedIn(await call<Session>('POST', 'sign-in', { ceremony, response }, false)),
  signInWithCode: async (email: string, code: string) =>
    signedIn(await call<Session & { codesLeft: number }>('POST', 'sign-in/recovery', { email, code }, false)),
  signOut: async () => {
    await call<string>('POST', 'sign-out', {}, false);
    setCsrfToken(undefined);
  },
  signOutEverywhere: async () => {
    await call<string>('POST', 'sign-out-everywhere', {});
    setCsrfToken(undefined);
  },
  account: () => call<Account>('GET', 'account'),
  passkeyOptions: () =>
    call<{ ceremony: string; options: PublicKeyCredentialCreationOptionsJSON }>('POST', 'passkeys/options', {}),
  addPasskey: (ceremony: string, response: RegistrationResponseJSON, name: string) =>
    call<{ passkey: Passkey }>('POST', 'passkeys', { ceremony, response, name }),
  removePasskey: (passkey: number | string) => call<string>('DELETE', `passkeys/${id(passkey)}`),
  newRecoveryCodes: () => call<{ recoveryCodes: string[] }>('POST', 'recovery-codes', {}),
  people: () => call<People>('GET', 'people'),
  invite: (name: string, email: string, role: Role) =>
    call<{ link: string; expiresAt: string }>('POST', 'people/invite', { name, email, role }),
  setRole: (person: number, role: Role) => call<{ person: Person }>('PUT', `people/${id(person)}/role`, { role }),
  removePerson: (person: number) => call<string>('DELETE', `people/${id(person)}`),
  withdrawInvite: (invite: number | string) => call<string>('DELETE', `invites/${id(invite)}`),
  sessions: () =>
    call<{ sessions: (Omit<SessionRow, 'current'> & { person: Person; current: boolean })[] }>('GET', 'sessions'),
  endSession: (session: number | string) => call<string>('DELETE', `sessions/${id(session)}`),
  log: (before?: number, limit = 50) =>
    call<{ entries: LogEntry[] }>('GET', `log?limit=${limit}${before === undefined ? '' : `&before=${before}`}`),
};
