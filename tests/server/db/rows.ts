// One row for every table of server/db/schema.ts, with epoch-ms values past 2^32 (they need BIGINT on PostgreSQL).
import type { Insertable } from 'kysely';
import type { Database, TableName } from '../../../server/db/schema.ts';

export const EPOCH_MS = 1_761_000_000_123;
const AT = new Date(EPOCH_MS).toISOString();

export const ONE_ROW_OF_EACH: { [Table in TableName]: Insertable<Database[Table]> } = {
  inquiries: {
    created_at: AT,
    name: 'Ada',
    email: 'ada@example.com',
    service: 'audit',
    service_label: 'Audit',
    message: 'Hello',
    next_attempt_at: EPOCH_MS,
    lease_owner: 'host:1',
    lease_expires_at: EPOCH_MS + 30_000,
    submission_key: 'submission-1',
  },
  legacy_subscribers: { email: 'old@example.com', email_key: 'old@example.com', created_at: AT },
  newsletter_subscribers: {
    email: 'Bo@example.com',
    email_key: 'bo@example.com',
    signed_up_at: AT,
    consent_text: 'Yes, mail me',
    pending_expires_at: EPOCH_MS + 1,
    confirmation_queued_at: EPOCH_MS + 2,
    last_requested_at: EPOCH_MS + 3,
    unsubscribe_token: 'unsubscribe-token',
  },
  newsletter_confirm_tokens: { token_hash: 'confirm-hash', subscriber_id: 1 },
  newsletter_mails: { subscriber_id: 1, created_at: AT, next_attempt_at: EPOCH_MS },
  people: {
    name: 'Cy',
    email: 'cy@example.com',
    email_key: 'cy@example.com',
    role: 'publisher',
    user_id: 'user-handle',
    created_at: AT,
  },
  passkeys: {
    credential_id: 'credential',
    person_id: 1,
    public_key: Buffer.from([0, 1, 2, 255]),
    counter: 7,
    transports: '["usb"]',
    name: 'Key',
    created_at: AT,
  },
  recovery_codes: { person_id: 1, code_hash: 'code-hash' },
  invites: {
    token_hash: 'invite-hash',
    user_id: 'invite-handle',
    name: 'Di',
    email: 'di@example.com',
    role: 'editor',
    created_at: AT,
    expires_at: EPOCH_MS,
    invited_by: 1,
  },
  sessions: {
    id: 'session',
    token_hash: 'session-hash',
    csrf_token: 'csrf',
    person_id: 1,
    created_at: EPOCH_MS,
    last_seen_at: EPOCH_MS + 5,
  },
  ceremonies: { id: 'ceremony', purpose: 'sign-in', challenge: 'challenge', expires_at: EPOCH_MS },
  audit_log: { at: AT, person_id: 1, actor_name: 'Cy', action: 'sign-in' },
  publications: {
    trailer_key: 'trailer',
    kind: 'publish',
    state: 'scheduled',
    author_name: 'Cy',
    author_email: 'cy@example.com',
    base_text: 'a',
    proposed_text: 'b',
    speed: 'review',
    due_at: EPOCH_MS,
    created_at: AT,
    updated_at: AT,
  },
};

/** The columns a row's insert left to their defaults, as both dialects fill them. */
export const DEFAULTS: Partial<Record<TableName, Record<string, unknown>>> = {
  inquiries: { id: 1, company: '', attempts: 0, last_error: null, delivered_at: null },
  newsletter_mails: { id: 1, attempts: 0, lease_owner: null, lease_expires_at: null },
  audit_log: { id: 1, detail: '' },
  publications: { id: 1, changes: '[]', reasons: '[]', pushed: 0, lease_expires_at: null },
};
