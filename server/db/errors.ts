// What a database error means for a request: the database is unreachable or restarting (the request may be tried again
// in a moment: 503), or a row broke a unique rule.

/** Connection failures: node's socket errors, and pg's own words when a connection breaks or cannot be had in time. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 57P01–57P03 (shutting down, crashed,
 * starting up), 53300 (too many connections), 57014 (statement timeout: the database is overloaded), 40001/40P01
 * (serialization failure, deadlock: the transaction may simply be run again).
 */
function isTransientSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014', '40001', '40P01'].includes(code);
}

function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Whether the error says the database cannot answer now (down, restarting, overloaded or locked), not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (SOCKET_CODES.has(code) || code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT') return true;
    if (/^[0-9A-Z]{5}$/.test(code) && isTransientSqlState(code)) return true;
    if (POOL_MESSAGES.some((words) => message.includes(words))) return true;
  }
  return false;
}

/** A row broke a UNIQUE rule: SQLITE_CONSTRAINT_UNIQUE / SQLITE_CONSTRAINT_PRIMARYKEY, or PostgreSQL's 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = cause.code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  }
  return false;
}
