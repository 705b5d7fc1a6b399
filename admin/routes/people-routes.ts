// Managing people, for publishers only (the server refuses editors; the app only mirrors that): who has access and
// their pending invites, inviting someone (a link, shown to the publisher to send), changing a role, removing a person,
// withdrawing an invite, everyone's sessions (and ending one), and the audit log. The last publisher can be neither
// demoted nor removed (the store checks and acts in one transaction), so the team never loses the power to manage itself.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Store } from '../../server/store/store.ts';
import type { Role } from '../../server/store/accounts-store.ts';
import { isEmail } from '../../model/contact-rules.ts';
import { fieldsOf, RequestError } from '../../editor/server/json-body.ts';
import type { AdminConfig } from '../config.ts';
import { audit } from '../audit.ts';
import { needsPublisher, personOf, signedIn } from '../signed-in.ts';
import { publicPerson } from '../start-session.ts';
import { inviteLink } from '../invite-link.ts';
import { refuseInvite } from './invite-routes.ts';
import { smallJsonBody } from './small-json-body.ts';
import { sessionListing } from './session-listing.ts';

const ROLES: readonly Role[] = ['editor', 'publisher'];

function roleOf(value: string): Role {
  if (!(ROLES as readonly string[]).includes(value))
    throw new RequestError(400, `The role must be "editor" or "publisher", not "${value.slice(0, 40)}".`);
  return value as Role;
}

function invite(store: Store, config: AdminConfig) {
  return async (ctx: Context) => {
    const body = fieldsOf<{ name: string; email: string; role: string }>(ctx, {
      name: 'string',
      email: 'string',
      role: 'string',
    });
    const name = body.name.trim();
    const email = body.email.trim();
    if (!name || name.length > 100) throw new RequestError(400, 'Write the person’s name (at most 100 characters).');
    if (!isEmail(email)) throw new RequestError(400, `“${email.slice(0, 100)}” is not an e-mail address.`);
    const made = await store.accounts.createInvite({
      name,
      email,
      role: roleOf(body.role),
      invitedBy: personOf(ctx).id,
    });
    if ('refused' in made) refuseInvite(made.refused);
    await audit(store, ctx, 'invite', `${name} <${email}> as ${made.invite.role}`);
    ctx.status = 201;
    ctx.body = { link: inviteLink(config, made.token), expiresAt: new Date(made.invite.expiresAt).toISOString() };
  };
}

const lastPublisher = (name: string) =>
  new RequestError(409, `${name} is the only publisher: make someone else a publisher first.`);

async function personNamed(store: Store, ctx: Context) {
  const person = await store.accounts.person(Number(ctx.params.id));
  if (!person) throw new RequestError(404, 'There is no such person.');
  return person;
}

function peopleChanges(router: Router, store: Store): void {
  router.put('/api/people/:id/role', smallJsonBody, async (ctx) => {
    const role = roleOf(fieldsOf<{ role: string }>(ctx, { role: 'string' }).role);
    const person = await personNamed(store, ctx);
    if ((await store.accounts.setRole(person.id, role)) === 'last-publisher') throw lastPublisher(person.name);
    await audit(store, ctx, 'role-change', `${person.name}: ${person.role} → ${role}`);
    ctx.body = { person: publicPerson({ ...person, role }) };
  });
  router.delete('/api/people/:id', async (ctx) => {
    const person = await personNamed(store, ctx);
    if (person.id === personOf(ctx).id)
      throw new RequestError(409, 'You cannot remove yourself: ask another publisher.');
    if ((await store.accounts.removePerson(person.id)) === 'last-publisher') throw lastPublisher(person.name);
    await audit(store, ctx, 'person-removed', `${person.name} <${person.email}>`);
    ctx.status = 204;
  });
  router.delete('/api/invites/:id', async (ctx) => {
    if (!(await store.accounts.withdrawInvite(Number(ctx.params.id))))
      throw new RequestError(404, 'There is no such invite.');
    await audit(store, ctx, 'invite-withdrawn', `invite ${ctx.params.id}`);
    ctx.status = 204;
  });
}

function sessionsAndLog(router: Router, store: Store, config: AdminConfig): void {
  router.get('/api/sessions', async (ctx) => {
    const current = signedIn(ctx)?.id;
    const sessions = await store.sessions.list(Date.now(), { idleMs: config.idleMs, absoluteMs: config.absoluteMs });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      sessions: sessions.map((session) => ({
        ...sessionListing(session, current),
        person: publicPerson(session.person),
      })),
    };
  });
  router.delete('/api/sessions/:id', async (ctx) => {
    if (!(await store.sessions.deleteById(ctx.params.id)))
      throw new RequestError(404, 'That session has already ended.');
    await audit(store, ctx, 'session-ended', `session ${ctx.params.id}`);
    ctx.status = 204;
  });
  router.get('/api/log', async (ctx) => {
    const before = Number(ctx.query.before);
    const limit = Math.min(200, Math.max(1, Number(ctx.query.limit) || 100));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { entries: await store.audit.list({ before: Number.isInteger(before) ? before : undefined, limit }) };
  });
}

export function peopleRoutes(router: Router, store: Store, config: AdminConfig): void {
  for (const path of ['/api/people', '/api/invites', '/api/sessions', '/api/log']) router.use(path, needsPublisher);
  router.get('/api/people', async (ctx) => {
    const [people, invites] = [await store.accounts.people(), await store.accounts.pendingInvites()];
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      people: people.map((p) => ({ ...publicPerson(p), createdAt: p.createdAt, passkeys: p.passkeys })),
      invites: invites.map(({ id, name, email, role, createdAt, expiresAt, invitedBy }) => ({
        id,
        name,
        email,
        role,
        createdAt,
        expiresAt: new Date(expiresAt).toISOString(),
        invitedBy,
      })),
    };
  });
  router.post('/api/people/invite', smallJsonBody, invite(store, config));
  peopleChanges(router, store);
  sessionsAndLog(router, store, config);
}
