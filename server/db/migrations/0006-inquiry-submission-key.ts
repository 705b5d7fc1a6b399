// Schema version 6: each inquiry's submission key (server/store/submission-key.ts), unique, so the same submission
// sent again (a visitor's retry after a lost answer, a double click, nginx passing a POST on to the next server when
// the first died before answering) is stored once. Older rows have none (NULL, which a unique index allows many of).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('inquiries').addColumn('submission_key', 'text').execute();
  await db.schema.createIndex('inquiries_submission_key').unique().on('inquiries').column('submission_key').execute();
}
