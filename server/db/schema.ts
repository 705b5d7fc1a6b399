// Every table of the server's database, as Kysely sees it, on SQLite and on PostgreSQL alike (migrations/ makes them).
// Times are of two kinds, as in today's SQLite file: ISO 8601 text (created_at, delivered_at…) and epoch
// milliseconds (*_at columns of type number: INTEGER on SQLite, BIGINT on PostgreSQL, read back as numbers: see open.ts).
// Generated<T>: the database fills the column (an identity id, or a DEFAULT) when an insert leaves it out.
import type { Generated } from 'kysely';
import type { Publication } from '../../model/publications.ts';

export type Role = 'editor' | 'publisher';

/** The outbox's delivery columns, the same on both kinds of mail: attempts, the next one's time, the lease. */
interface DeliveryColumns {
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: number;
  delivered_at: string | null;
  lease_owner: string | null;
  lease_expires_at: number | null;
}

/** Contact inquiries, and their delivery to the firm (the outbox's first kind). */
export interface InquiriesTable extends DeliveryColumns {
  id: Generated<number>;
  created_at: string;
  name: string;
  email: string;
  company: Generated<string>;
  service: string;
  service_label: string;
  message: string;
  /** The same submission sent again is stored once (server/store/submission-key.ts); NULL on rows older than it. */
  submission_key: string | null;
}

/** Version 2's subscribers, kept aside untouched (no record of consent: see migrations/0003-double-opt-in.ts). */
export interface LegacySubscribersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  created_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  signed_up_at: string;
  consent_text: string;
  confirmed_at: string | null;
  pending_expires_at: number | null;
  confirmation_queued_at: number | null;
  last_requested_at: number;
  unsubscribe_token: string;
}

export interface NewsletterConfirmTokensTable {
  token_hash: string;
  subscriber_id: number;
}

/** Confirmation mails (the outbox's second kind), with the inquiries' delivery columns. */
export interface NewsletterMailsTable extends DeliveryColumns {
  id: Generated<number>;
  subscriber_id: number;
  created_at: string;
}

export interface PeopleTable {
  id: Generated<number>;
  name: string;
  email: string;
  email_key: string;
  role: Role;
  user_id: string;
  created_at: string;
}

export interface PasskeysTable {
  credential_id: string;
  person_id: number;
  /** BLOB on SQLite, BYTEA on PostgreSQL: both drivers give a Buffer. */
  public_key: Uint8Array;
  counter: number;
  /** A JSON array of strings. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface RecoveryCodesTable {
  person_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface InvitesTable {
  id: Generated<number>;
  token_hash: string;
  user_id: string;
  name: string;
  email: string;
  role: Role;
  created_at: string;
  expires_at: number;
  invited_by: number | null;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  csrf_token: string;
  person_id: number;
  created_at: number;
  last_seen_at: number;
  address: string | null;
  user_agent: string | null;
}

export interface CeremoniesTable {
  id: string;
  purpose: string;
  challenge: string;
  person_id: number | null;
  invite_hash: string | null;
  expires_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  person_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  detail: Generated<string>;
  address: string | null;
}

export interface PublicationsTable {
  id: Generated<number>;
  trailer_key: string;
  kind: Publication['kind'];
  state: Publication['state'];
  step: Publication['step'] | null;
  author_id: number | null;
  author_name: string;
  author_email: string;
  publisher_id: number | null;
  publisher_name: string | null;
  publisher_email: string | null;
  base_text: string;
  proposed_text: string;
  /** A JSON array. */
  changes: Generated<string>;
  speed: Publication['speed'];
  /** A JSON array of strings. */
  reasons: Generated<string>;
  comment: string | null;
  message: string | null;
  due_at: number | null;
  time_zone: string | null;
  commit_hash: string | null;
  release_key: string | null;
  previous_release: string | null;
  rollback_of: string | null;
  /** 0 or 1 (an integer on both dialects, as SQLite has no boolean). */
  pushed: Generated<number>;
  lease_owner: string | null;
  lease_expires_at: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface Database {
  inquiries: InquiriesTable;
  legacy_subscribers: LegacySubscribersTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_confirm_tokens: NewsletterConfirmTokensTable;
  newsletter_mails: NewsletterMailsTable;
  people: PeopleTable;
  passkeys: PasskeysTable;
  recovery_codes: RecoveryCodesTable;
  invites: InvitesTable;
  sessions: SessionsTable;
  ceremonies: CeremoniesTable;
  audit_log: AuditLogTable;
  publications: PublicationsTable;
}

export type TableName = keyof Database;

/** The two databases the server runs on: SQLite (the embedded default) and PostgreSQL (DATABASE_URL). */
export type DialectName = 'sqlite' | 'postgres';
