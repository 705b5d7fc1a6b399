// Schema version 2: a delivery worker leases an inquiry before sending it, so processes sharing the database never
// send the same one.
import type { Kysely } from 'kysely';
import { dialectOf, epochMs } from './columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('inquiries').addColumn('lease_owner', 'text').execute();
  await db.schema
    .alterTable('inquiries')
    .addColumn('lease_expires_at', epochMs(dialectOf(db)))
    .execute();
}
