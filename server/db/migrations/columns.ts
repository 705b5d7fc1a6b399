// The column types that differ between the dialects; each migration asks here rather than naming a type twice.
import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { DialectName } from '../schema.ts';

export function dialectOf(db: Kysely<unknown>): DialectName {
  return db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres';
}

/**
 * An `id` primary key the database numbers: INTEGER PRIMARY KEY AUTOINCREMENT on SQLite (as today's file has: ids are
 * never reused), an identity column on PostgreSQL (Kysely's autoIncrement() would print MySQL's AUTO_INCREMENT there).
 */
export function identity(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * Epoch milliseconds: SQLite's INTEGER holds 64 bits; PostgreSQL's INTEGER only 32 (2^31 ms is 25 days), so BIGINT,
 * which open.ts has pg read back as a number.
 */
export function epochMs(dialect: DialectName): 'integer' | 'bigint' {
  return dialect === 'sqlite' ? 'integer' : 'bigint';
}

/** Raw bytes (a passkey's public key). */
export function bytes(dialect: DialectName): 'blob' | 'bytea' {
  return dialect === 'sqlite' ? 'blob' : 'bytea';
}
