// Schema version 5: publishing: each change on its way to the live site, leased by
// one publishing process at a time; due_at and lease_expires_at are epoch ms.
import { sql, type Kysely } from 'kysely';
import { dialectOf, epochMs, identity } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('publications')
    .addColumn('id', 'integer', identity(dialect))
    .addColumn('trailer_key', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('publish', 'rollback')`))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('step', 'text')
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('author_email', 'text', (col) => col.notNull())
    .addColumn('publisher_id', 'integer')
    .addColumn('publisher_name', 'text')
    .addColumn('publisher_email', 'text')
    .addColumn('base_text', 'text', (col) => col.notNull())
    .addColumn('proposed_text', 'text', (col) => col.notNull())
    .addColumn('changes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('speed', 'text', (col) => col.notNull().check(sql`speed in ('at-once', 'review')`))
    .addColumn('reasons', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('comment', 'text')
    .addColumn('message', 'text')
    .addColumn('due_at', epochMs(dialect))
    .addColumn('time_zone', 'text')
    .addColumn('commit_hash', 'text')
    .addColumn('release_key', 'text')
    .addColumn('previous_release', 'text')
    .addColumn('rollback_of', 'text')
    .addColumn('pushed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', epochMs(dialect))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema.createIndex('publications_state').on('publications').columns(['state', 'id']).execute();
  await db.schema
    .createIndex('publications_due')
    .on('publications')
    .column('due_at')
    .where(sql.ref('state'), '=', 'scheduled')
    .execute();
  await db.schema
    .createIndex('publications_leased')
    .on('publications')
    .column('lease_expires_at')
    .where(sql.ref('lease_expires_at'), 'is not', null)
    .execute();
}
