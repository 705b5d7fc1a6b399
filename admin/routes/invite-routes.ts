// Accepting an invite: the invite link's page opens it (who it is for, and a passkey ceremony), and accepting makes
// the person, their first passkey and ten recovery codes (shown once), and signs them in. An invite works once, for
// 24 hours; an invite is not a sign-in: nothing is signed in until a passkey is made.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Store } from '../../server/store/store.ts';
import { newRecoveryCodes } from '../../server/store/recovery-codes.ts';
import { fieldsOf, RequestError } from '../../editor/server/json-body.ts';
import type { AdminConfig } from '../config.ts';
import { audit } from '../audit.ts';
import { registrationOptions, verifyRegistration } from '../passkeys.ts';
import { startSession } from '../start-session.ts';
import { smallJsonBody } from './small-json-body.ts';

type Refusal = 'unknown' | 'used' | 'expired' | 'has-access';

const REFUSED: Record<Refusal, [number, string]> = {
  unknown: [404, 'This invite link is not valid: check that the whole link was copied, or ask for a new invite.'],
  used: [
    404,
    'This invite link has already been used. Sign in with your passkey, or ask a publisher for a new invite.',
  ],
  expired: [410, 'This invite link has expired (invites last 24 hours). Ask a publisher for a new one.'],
  'has-access': [409, 'This person already has access to the editor.'],
};

export function refuseInvite(refusal: Refusal): never {
  const [status, message] = REFUSED[refusal];
  throw new RequestError(status, message);
}

function openInvite(store: Store, config: AdminConfig) {
  return async (ctx: Context) => {
    const { token } = fieldsOf<{ token: string }>(ctx, { token: 'string' });
    const opened = await store.accounts.openInvite(token);
    if ('refused' in opened) refuseInvite(opened.refused);
    const { invite } = opened;
    const options = await registrationOptions(config, invite, []);
    const ceremony = await store.ceremonies.create('register', options.challenge, { inviteHash: invite.tokenHash });
    ctx.body = { name: invite.name, email: invite.email, role: invite.role, ceremony, options };
  };
}

function acceptInvite(store: Store, config: AdminConfig) {
  return async (ctx: Context) => {
    const { token, ceremony, response } = fieldsOf<{
      token: string;
      ceremony: string;
      response: RegistrationResponseJSON;
    }>(ctx, { token: 'string', ceremony: 'string', response: 'object' });
    const opened = await store.accounts.openInvite(token);
    if ('refused' in opened) refuseInvite(opened.refused);
    const started = await store.ceremonies.take(ceremony, 'register');
    if (!started || started.inviteHash !== opened.invite.tokenHash)
      throw new RequestError(400, 'Making the passkey took too long, or was already done. Open the invite link again.');
    const passkey = await verifyRegistration(config, response, started.challenge);
    const codes = newRecoveryCodes();
    const accepted = await store.accounts.acceptInvite(token, { ...passkey, name: 'First passkey' }, codes.hashes);
    if ('refused' in accepted) refuseInvite(accepted.refused);
    await audit(store, ctx, 'invite-accepted', `as ${accepted.person.role}`, accepted.person);
    ctx.body = {
      ...(await startSession(store, ctx, accepted.person, 'after accepting the invite')),
      recoveryCodes: codes.codes,
    };
  };
}

export function inviteRoutes(router: Router, store: Store, config: AdminConfig): void {
  router.post('/api/invite/open', smallJsonBody, openInvite(store, config));
  router.post('/api/invite/accept', smallJsonBody, acceptInvite(store, config));
}
