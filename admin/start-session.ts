// Signing a person in: a new session (a new id every time, so an id planted before sign-in is worth nothing), its
// cookie, and the audit entry. The answer gives the app the session's form key (its x-csrf-token).
import type { Context } from 'koa';
import type { Store } from '../server/store/store.ts';
import type { Person } from '../server/store/accounts-store.ts';
import { sessionCookie, setSessionCookie } from './session-cookie.ts';
import { audit } from './audit.ts';

export const publicPerson = ({ id, name, email, role }: Person) => ({ id, name, email, role });

export async function startSession(store: Store, ctx: Context, person: Person, how: string) {
  const earlier = sessionCookie(ctx);
  if (earlier) await store.sessions.deleteByToken(earlier);
  const { token, csrfToken } = await store.sessions.create(person.id, {
    address: ctx.ip,
    userAgent: ctx.get('user-agent'),
  });
  setSessionCookie(ctx, token);
  await audit(store, ctx, 'sign-in', how, person);
  return { person: publicPerson(person), csrfToken };
}
