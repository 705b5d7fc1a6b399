// Who is asking: the session named by the request's cookie, if it is still live (server-side idle and absolute
// limits), with its person. Routes that need a person or a publisher say so with `needsPerson` and `needsPublisher`,
// and the server refuses the rest: the app's screens only mirror these rules.
import type { Context, Middleware } from 'koa';
import type { Store } from '../server/store/store.ts';
import type { Person } from '../server/store/accounts-store.ts';
import { RequestError } from '../editor/server/json-body.ts';
import type { AdminConfig } from './config.ts';
import { sessionCookie } from './session-cookie.ts';

export interface SignedIn {
  /** The session's public id (for listings), never its cookie value. */
  id: string;
  csrfToken: string;
  person: Person;
}

const TOUCH_EVERY_MS = 30_000;

export function signedIn(ctx: Context): SignedIn | undefined {
  return (ctx.state as { session?: SignedIn }).session;
}

/** Loads the request's session, if any, into ctx.state.session, and records that it was used. */
export function loadSession(store: Store, config: AdminConfig): Middleware {
  const limits = { idleMs: config.idleMs, absoluteMs: config.absoluteMs };
  return async (ctx, next) => {
    const token = sessionCookie(ctx);
    const now = Date.now();
    const session = token ? await store.sessions.find(token, now, limits) : undefined;
    if (session) {
      if (now - session.lastSeenAt > TOUCH_EVERY_MS) await store.sessions.touch(session.id, now);
      const state: SignedIn = { id: session.id, csrfToken: session.csrfToken, person: session.person };
      (ctx.state as { session?: SignedIn }).session = state;
    }
    await next();
  };
}

export function personOf(ctx: Context): Person {
  const session = signedIn(ctx);
  if (!session) throw new RequestError(401, 'Sign in to use the editor.');
  return session.person;
}

export const needsPerson: Middleware = async (ctx, next) => {
  personOf(ctx);
  await next();
};

export const needsPublisher: Middleware = async (ctx, next) => {
  if (personOf(ctx).role !== 'publisher')
    throw new RequestError(403, 'Only publishers can do this. Ask a publisher of your team.');
  await next();
};
