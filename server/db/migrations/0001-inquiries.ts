// Schema version 1: contact inquiries with their delivery state, and version 1's newsletter subscribers.
import { sql, type Kysely } from 'kysely';
import { dialectOf, epochMs, identity } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('service', 'text', (col) => col.notNull())
    .addColumn('service_label', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', epochMs(dialect), (col) => col.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('inquiries_pending')
    .on('inquiries')
    .column('next_attempt_at')
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('subscribers')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}
