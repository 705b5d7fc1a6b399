// The audit log's entries for requests: who (the signed-in person, or the one named), what, and from where (the
// client's address, through one trusted proxy when TRUST_PROXY is set). Publishers read it at /admin/log, and
// `npm run admin -- log` prints it.
import type { Context } from 'koa';
import type { Store } from '../server/store/store.ts';
import type { Person } from '../server/store/accounts-store.ts';
import { signedIn } from './signed-in.ts';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-blocked'
  | 'recovery-code-used'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'invite'
  | 'invite-accepted'
  | 'invite-withdrawn'
  | 'role-change'
  | 'person-removed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'recovery-codes-renewed'
  | 'session-ended'
  | 'save'
  | 'upload'
  | 'submit'
  | 'approve'
  | 'send-back'
  | 'withdraw'
  | 'rollback';

/** Records `action` by `person` (by default the signed-in one) from the request's address. */
export function audit(
  store: Store,
  ctx: Context,
  action: AuditAction,
  detail = '',
  person: Pick<Person, 'id' | 'name' | 'email'> | undefined = signedIn(ctx)?.person,
): Promise<void> {
  return store.audit.record({
    personId: person?.id,
    actorName: person?.name,
    actorEmail: person?.email,
    action,
    detail: detail.slice(0, 500),
    address: ctx.ip,
  });
}
