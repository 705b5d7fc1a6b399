// Schema version 4: the editor online's accounts. Secrets are kept only as SHA-256
// hashes; the audit log names its actor in its own columns, so an entry outlives the person it names.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../schema.ts';
import { bytes, dialectOf, epochMs, identity } from './columns.ts';

const ROLE_CHECK = sql`role in ('editor', 'publisher')`;

async function createPeopleAndKeys(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('people')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().check(ROLE_CHECK))
    .addColumn('user_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('credential_id', 'text', (col) => col.primaryKey())
    .addColumn('person_id', 'integer', (col) => col.notNull())
    .addColumn('public_key', bytes(dialect), (col) => col.notNull())
    .addColumn('counter', 'integer', (col) => col.notNull())
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_person').on('passkeys').column('person_id').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('person_id', 'integer', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_person')
    .on('recovery_codes')
    .columns(['person_id', 'code_hash'])
    .execute();
}

async function createInvitesAndSessions(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('invites')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(ROLE_CHECK))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', epochMs(dialect), (col) => col.notNull())
    .addColumn('invited_by', 'integer')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('person_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', epochMs(dialect), (col) => col.notNull())
    .addColumn('last_seen_at', epochMs(dialect), (col) => col.notNull())
    .addColumn('address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_person').on('sessions').column('person_id').execute();
}

async function createCeremoniesAndAudit(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('ceremonies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('person_id', 'integer')
    .addColumn('invite_hash', 'text')
    .addColumn('expires_at', epochMs(dialect), (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('person_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'text')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await createPeopleAndKeys(db, dialect);
  await createInvitesAndSessions(db, dialect);
  await createCeremoniesAndAudit(db, dialect);
}
