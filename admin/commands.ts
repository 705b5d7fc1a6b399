// What `npm run admin -- <command>` does besides serving: invite someone (the first publisher is made this way),
// list the people, and print the audit log. They work on the data folder directly, while the server runs or not.
import { hostname } from 'node:os';
import type { Store } from '../server/store/store.ts';
import type { Role } from '../server/store/accounts-store.ts';
import { isEmail } from '../model/contact-rules.ts';
import type { AdminConfig } from './config.ts';
import { inviteLink } from './invite-link.ts';

/** A mistake in the command line: printed as one line, exit code 2. */
export class UsageError extends Error {}

const FROM_TERMINAL = `terminal on ${hostname()}`;

export async function inviteCommand(
  store: Store,
  config: AdminConfig,
  name: string,
  email: string,
  role: string,
): Promise<string> {
  if (!name.trim())
    throw new UsageError('Give the person’s name first, in quotes: invite "Aoife Byrne" aoife@firm.example');
  if (!isEmail(email)) throw new UsageError(`“${email}” is not an e-mail address.`);
  if (role !== 'editor' && role !== 'publisher')
    throw new UsageError(`--role must be editor or publisher, not “${role}”.`);
  const made = await store.accounts.createInvite({
    name: name.trim(),
    email,
    role: role as Role,
    invitedBy: undefined,
  });
  if ('refused' in made) throw new UsageError(`${email} already has access to the editor.`);
  await store.audit.record({
    action: 'invite',
    detail: `${name.trim()} <${email}> as ${role}`,
    address: FROM_TERMINAL,
  });
  const expires = new Date(made.invite.expiresAt).toLocaleString('en-IE', { dateStyle: 'medium', timeStyle: 'short' });
  return [
    `Invite for ${name.trim()} <${email}> as ${role}. Send them this link (it works once, until ${expires}):`,
    '',
    `  ${inviteLink(config, made.token)}`,
    '',
    'Opening it, they make a passkey and get ten recovery codes. The link alone signs nobody in.',
  ].join('\n');
}

export async function peopleCommand(store: Store): Promise<string> {
  const people = await store.accounts.people();
  if (people.length === 0)
    return 'Nobody has access yet. Invite the first publisher: npm run admin -- invite "Name" e-mail --role publisher';
  return people
    .map(
      (p) =>
        `${p.name} <${p.email}>  ${p.role}  ${p.passkeys} passkey${p.passkeys === 1 ? '' : 's'}  since ${p.createdAt.slice(0, 10)}`,
    )
    .join('\n');
}

export async function logCommand(store: Store, limit: number): Promise<string> {
  const entries = (await store.audit.list({ limit })).reverse();
  if (entries.length === 0) return 'The audit log is empty.';
  return entries
    .map((e) => [e.at.replace('T', ' ').slice(0, 19), e.actor ?? '—', e.action, e.detail, e.address ?? ''].join('  '))
    .join('\n');
}
