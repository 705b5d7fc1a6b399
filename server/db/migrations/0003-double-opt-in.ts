// Schema version 3: double opt-in, confirmation tokens (hashes only) and the confirmation mails of the outbox. Version
// 2's subscribers were stored without confirmation or any record of consent, so they are kept aside, untouched, in
// legacy_subscribers (`npm run subscribers -- --legacy` lists them), and nobody is mailed who has not confirmed.
import { sql, type Kysely } from 'kysely';
import { dialectOf, epochMs, identity } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema.alterTable('subscribers').renameTo('legacy_subscribers').execute();
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('signed_up_at', 'text', (col) => col.notNull())
    .addColumn('consent_text', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('pending_expires_at', epochMs(dialect))
    .addColumn('confirmation_queued_at', epochMs(dialect))
    .addColumn('last_requested_at', epochMs(dialect), (col) => col.notNull())
    .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
    .execute();
  await db.schema
    .createIndex('newsletter_pending')
    .on('newsletter_subscribers')
    .column('pending_expires_at')
    .where(sql.ref('confirmed_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('newsletter_confirm_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('subscriber_id', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_confirm_tokens_subscriber')
    .on('newsletter_confirm_tokens')
    .column('subscriber_id')
    .execute();
  await db.schema
    .createTable('newsletter_mails')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('subscriber_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', epochMs(dialect), (col) => col.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', epochMs(dialect))
    .execute();
  await db.schema
    .createIndex('newsletter_mails_pending')
    .on('newsletter_mails')
    .column('next_attempt_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
}
