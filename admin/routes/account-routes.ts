// A person's own account: their passkeys (add a second one, remove one that is not the last), their recovery codes
// (how many are left; a new set, shown once, voids the old), and their sessions.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Store } from '../../server/store/store.ts';
import { newRecoveryCodes } from '../../server/store/recovery-codes.ts';
import { fieldsOf, RequestError } from '../../editor/server/json-body.ts';
import type { AdminConfig } from '../config.ts';
import { audit } from '../audit.ts';
import { registrationOptions, verifyRegistration } from '../passkeys.ts';
import { needsPerson, personOf, signedIn } from '../signed-in.ts';
import { publicPerson } from '../start-session.ts';
import { smallJsonBody } from './small-json-body.ts';
import { sessionListing } from './session-listing.ts';

const passkeyListing = (passkey: {
  credentialId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}) => ({
  id: passkey.credentialId,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

function account(store: Store, config: AdminConfig) {
  return async (ctx: Context) => {
    const person = personOf(ctx);
    const current = signedIn(ctx)?.id;
    const limits = { idleMs: config.idleMs, absoluteMs: config.absoluteMs };
    const passkeys = await store.accounts.passkeysOf(person.id);
    const codesLeft = await store.accounts.recoveryCodesLeft(person.id);
    const sessions = await store.sessions.ofPerson(person.id, Date.now(), limits);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      person: publicPerson(person),
      passkeys: passkeys.map(passkeyListing),
      codesLeft,
      sessions: sessions.map((session) => sessionListing(session, current)),
    };
  };
}

function addPasskey(store: Store, config: AdminConfig) {
  return async (ctx: Context) => {
    const person = personOf(ctx);
    const { ceremony, response, name } = fieldsOf<{
      ceremony: string;
      response: RegistrationResponseJSON;
      name: string;
    }>(ctx, { ceremony: 'string', response: 'object', name: 'string' });
    const started = await store.ceremonies.take(ceremony, 'add-passkey');
    if (!started || started.personId !== person.id)
      throw new RequestError(400, 'Adding the passkey took too long, or was already done. Start again.');
    const passkey = await verifyRegistration(config, response, started.challenge);
    const shownName = name.trim().slice(0, 60) || 'Another passkey';
    await store.accounts.addPasskey(person.id, { ...passkey, name: shownName });
    await audit(store, ctx, 'passkey-added', shownName);
    ctx.status = 201;
    ctx.body = { passkey: passkeyListing((await store.accounts.passkey(passkey.credentialId))!) };
  };
}

function passkeyRoutes(router: Router, store: Store, config: AdminConfig): void {
  router.post('/api/passkeys/options', needsPerson, smallJsonBody, async (ctx) => {
    const person = personOf(ctx);
    const options = await registrationOptions(config, person, await store.accounts.passkeysOf(person.id));
    ctx.body = {
      ceremony: await store.ceremonies.create('add-passkey', options.challenge, { personId: person.id }),
      options,
    };
  });
  router.post('/api/passkeys', needsPerson, smallJsonBody, addPasskey(store, config));
  router.delete('/api/passkeys/:id', needsPerson, async (ctx) => {
    const person = personOf(ctx);
    const passkeys = await store.accounts.passkeysOf(person.id);
    const passkey = passkeys.find((candidate) => candidate.credentialId === ctx.params.id);
    if (!passkey) throw new RequestError(404, 'You have no such passkey.');
    if (passkeys.length === 1)
      throw new RequestError(409, 'This is your only passkey: add another one before you remove it.');
    await store.accounts.removePasskey(person.id, passkey.credentialId);
    await audit(store, ctx, 'passkey-removed', passkey.name);
    ctx.status = 204;
  });
}

export function accountRoutes(router: Router, store: Store, config: AdminConfig): void {
  router.get('/api/account', needsPerson, account(store, config));
  passkeyRoutes(router, store, config);
  router.post('/api/recovery-codes', needsPerson, async (ctx) => {
    const person = personOf(ctx);
    const codes = newRecoveryCodes();
    await store.accounts.replaceRecoveryCodes(person.id, codes.hashes);
    await audit(store, ctx, 'recovery-codes-renewed');
    ctx.body = { recoveryCodes: codes.codes };
  });
}
