// A publication as its table row holds it, and the columns a change to it writes.
import type { Selectable } from 'kysely';
import type { Publication, PublicationPerson } from '../../model/publications.ts';
import type { PublicationsTable } from '../db/schema.ts';

/** Every column, as schema.ts types them. */
export type PublicationRow = Selectable<PublicationsTable>;

/** A publication as the store gives it: with its lease while a process publishes it (for the worker, not for answers). */
export interface StoredPublication extends Publication {
  /** The process publishing it (host:pid:…), and until when (epoch ms) no other may take it over. */
  leaseOwner?: string;
  leaseExpiresAt?: number;
}

/** What a publication's update may change (a field given as undefined is cleared). */
export type PublicationFields = Partial<
  Omit<Publication, 'id' | 'key' | 'kind' | 'author' | 'createdAt' | 'updatedAt'>
>;

type SqlValue = string | number | null;

function person(id: number | null, name: string | null, email: string | null): PublicationPerson | undefined {
  if (name === null || email === null) return undefined;
  return id === null ? { name, email } : { id, name, email };
}

/** The row as the rest of the server reads it; a NULL column is an absent field. */
export function toPublication(row: PublicationRow): StoredPublication {
  const optional = {
    step: row.step,
    publisher: person(row.publisher_id, row.publisher_name, row.publisher_email),
    comment: row.comment,
    message: row.message,
    dueAt: row.due_at,
    timeZone: row.time_zone,
    commit: row.commit_hash,
    release: row.release_key,
    previousRelease: row.previous_release,
    rollbackOf: row.rollback_of,
    publishedAt: row.published_at,
    leaseOwner: row.lease_owner,
    leaseExpiresAt: row.lease_expires_at,
  };
  const present = Object.entries(optional).filter(([, value]) => value !== null && value !== undefined);
  return {
    id: row.id,
    key: row.trailer_key,
    kind: row.kind,
    state: row.state,
    author: person(row.author_id, row.author_name, row.author_email)!,
    baseText: row.base_text,
    proposedText: row.proposed_text,
    changes: JSON.parse(row.changes) as Publication['changes'],
    speed: row.speed,
    reasons: JSON.parse(row.reasons) as string[],
    pushed: row.pushed === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(Object.fromEntries(present) as Partial<StoredPublication>),
  };
}

// Every field an update may set, and its column (column names in SQL come only from here).
const COLUMN_OF: Record<Exclude<keyof PublicationFields, 'publisher'>, string> = {
  state: 'state',
  step: 'step',
  baseText: 'base_text',
  proposedText: 'proposed_text',
  changes: 'changes',
  speed: 'speed',
  reasons: 'reasons',
  comment: 'comment',
  message: 'message',
  dueAt: 'due_at',
  timeZone: 'time_zone',
  commit: 'commit_hash',
  release: 'release_key',
  previousRelease: 'previous_release',
  rollbackOf: 'rollback_of',
  pushed: 'pushed',
  publishedAt: 'published_at',
};

/** Fields every publication has: given as undefined, they are left as they are rather than cleared. */
const REQUIRED = new Set<keyof PublicationFields>(['state', 'baseText', 'proposedText', 'changes', 'speed', 'reasons']);

function encode(field: keyof PublicationFields, value: unknown): SqlValue {
  if (field === 'pushed') return value ? 1 : 0;
  if (value === undefined) return null;
  if (field === 'changes' || field === 'reasons') return JSON.stringify(value);
  return value as SqlValue;
}

/** The columns (and their values) that `fields` sets: only the fields it names. */
export function toColumns(fields: PublicationFields): Record<string, SqlValue> {
  const columns: Record<string, SqlValue> = {};
  for (const [field, column] of Object.entries(COLUMN_OF) as [keyof typeof COLUMN_OF, string][]) {
    if (!(field in fields) || (fields[field] === undefined && REQUIRED.has(field))) continue;
    columns[column] = encode(field, fields[field]);
  }
  if ('publisher' in fields) {
    columns['publisher_id'] = fields.publisher?.id ?? null;
    columns['publisher_name'] = fields.publisher?.name ?? null;
    columns['publisher_email'] = fields.publisher?.email ?? null;
  }
  return columns;
}
