// Signing in (with a passkey, or with a recovery code and the person's e-mail), asking who is signed in, and signing
// out (here, or everywhere). Every failure is counted (sign-in-limits.ts), logged, and answered 401 in words; a
// blocked account and address is answered 429 with the minutes left, before its passkey or code is even looked at.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Store } from '../../server/store/store.ts';
import { fieldsOf, RequestError } from '../../editor/server/json-body.ts';
import type { AdminConfig } from '../config.ts';
import { audit } from '../audit.ts';
import { PasskeyRefused, signInOptions, verifySignIn } from '../passkeys.ts';
import { needsPerson, personOf, signedIn } from '../signed-in.ts';
import { clearSessionCookie, sessionCookie } from '../session-cookie.ts';
import type { Attempt, SignInLimits } from '../sign-in-limits.ts';
import { publicPerson, startSession } from '../start-session.ts';
import { smallJsonBody } from './small-json-body.ts';

interface Deps {
  store: Store;
  config: AdminConfig;
  limits: SignInLimits;
}

const NOT_ACCEPTED = 'That passkey was not accepted. Try again, or use a recovery code.';

async function refuseWhenBlocked({ store, limits }: Deps, ctx: Context, attempt: Attempt, who?: string) {
  const minutes = await limits.blockedMinutes(attempt);
  if (minutes === 0) return;
  await audit(store, ctx, 'sign-in-blocked', who ?? 'an unknown passkey or e-mail', undefined);
  throw new RequestError(
    429,
    `Too many failed sign-ins from here. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or ask a publisher.`,
  );
}

async function countFailure({ store, limits }: Deps, ctx: Context, attempt: Attempt, why: string, message: string) {
  const blockedNow = await limits.failed(attempt);
  const person = attempt.personId ? await store.accounts.person(attempt.personId) : undefined;
  await audit(store, ctx, 'sign-in-failed', why, person);
  throw new RequestError(
    blockedNow ? 429 : 401,
    blockedNow ? `${message} Sign-in from here is now paused for 15 minutes.` : message,
  );
}

async function signInWithPasskey(deps: Deps, ctx: Context) {
  const { store, config, limits } = deps;
  const { ceremony, response } = fieldsOf<{ ceremony: string; response: AuthenticationResponseJSON }>(ctx, {
    ceremony: 'string',
    response: 'object',
  });
  const passkey = typeof response.id === 'string' ? await store.accounts.passkey(response.id) : undefined;
  const attempt: Attempt = { personId: passkey?.personId, address: ctx.ip };
  const person = passkey && (await store.accounts.person(passkey.personId));
  await refuseWhenBlocked(deps, ctx, attempt, person?.email);
  const started = await store.ceremonies.take(ceremony, 'sign-in');
  if (!started) throw new RequestError(400, 'This sign-in took too long or was already used. Start again.');
  if (!passkey || !person) return countFailure(deps, ctx, attempt, 'a passkey this editor does not know', NOT_ACCEPTED);
  try {
    const counter = await verifySignIn(config, response, started.challenge, passkey);
    await store.accounts.recordPasskeyUse(passkey.credentialId, counter);
  } catch (error) {
    if (!(error instanceof PasskeyRefused)) throw error;
    return countFailure(deps, ctx, attempt, error.message, NOT_ACCEPTED);
  }
  await limits.succeeded(attempt);
  ctx.body = await startSession(store, ctx, person, `with the passkey “${passkey.name}”`);
}

async function signInWithRecoveryCode(deps: Deps, ctx: Context) {
  const { store, limits } = deps;
  const { email, code } = fieldsOf<{ email: string; code: string }>(ctx, { email: 'string', code: 'string' });
  const person = await store.accounts.personByEmail(email.trim());
  const attempt: Attempt = { personId: person?.id, address: ctx.ip };
  await refuseWhenBlocked(deps, ctx, attempt, email.slice(0, 100));
  const message = 'That e-mail and recovery code were not accepted. Check both, or ask a publisher for a new invite.';
  if (!person) return countFailure(deps, ctx, attempt, `recovery code for an unknown e-mail`, message);
  if (!(await store.accounts.useRecoveryCode(person.id, code)))
    return countFailure(deps, ctx, attempt, 'a wrong or used recovery code', message);
  await limits.succeeded(attempt);
  const codesLeft = await store.accounts.recoveryCodesLeft(person.id);
  await audit(store, ctx, 'recovery-code-used', `${codesLeft} left`, person);
  ctx.body = { ...(await startSession(store, ctx, person, 'with a recovery code')), codesLeft };
}

function signOutRoutes(router: Router, store: Store): void {
  router.post('/api/sign-out', needsPerson, async (ctx) => {
    await audit(store, ctx, 'sign-out');
    const token = sessionCookie(ctx);
    if (token) await store.sessions.deleteByToken(token);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });
  router.post('/api/sign-out-everywhere', needsPerson, async (ctx) => {
    const ended = await store.sessions.deleteAllOf(personOf(ctx).id);
    await audit(store, ctx, 'sign-out-everywhere', `${ended} session${ended === 1 ? '' : 's'} ended`);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });
}

export function signInRoutes(router: Router, deps: Deps): void {
  const { store, config } = deps;
  router.post('/api/sign-in/options', smallJsonBody, async (ctx) => {
    const options = await signInOptions(config);
    ctx.body = { ceremony: await store.ceremonies.create('sign-in', options.challenge, {}), options };
  });
  router.post('/api/sign-in', smallJsonBody, (ctx) => signInWithPasskey(deps, ctx));
  router.post('/api/sign-in/recovery', smallJsonBody, (ctx) => signInWithRecoveryCode(deps, ctx));
  router.get('/api/session', (ctx) => {
    const session = signedIn(ctx);
    if (!session) throw new RequestError(401, 'Sign in to use the editor.');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { person: publicPerson(session.person), csrfToken: session.csrfToken };
  });
  signOutRoutes(router, store);
}
