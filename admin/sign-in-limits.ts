// Sign-in abuse (OWASP ASVS 5.0 V6.3.1): at most 10 failed sign-ins in a row for one account from one address, then
// that pair is blocked for 15 minutes. The counter is kept per account AND address, so a flood from elsewhere never
// blocks the real person at their own address; a block always ends on its own after 15 minutes, and a good sign-in
// clears the counter. Failures that name no account (an unknown passkey or e-mail) count against the address alone,
// under a key of their own. Counters live in the store's database (rate-limiter-flexible: the SQLite file, or
// PostgreSQL when DATABASE_URL is set), so every process serving the editor shares them and a restart forgets nothing.
import { RateLimiterPostgres, RateLimiterSQLite, type RateLimiterRes } from 'rate-limiter-flexible';
import type { RawClient } from '../server/db/open.ts';
import type { Store } from '../server/store/store.ts';

export const MAX_FAILURES = 10;
const BLOCK_SECONDS = 15 * 60;
/** How long a run of failures is remembered when no block comes of it. */
const FAILURES_KEPT_SECONDS = 24 * 60 * 60;

/** The account a sign-in names (a person's id), or none; and the address it came from. */
export interface Attempt {
  personId: number | undefined;
  address: string;
}

const keyOf = ({ personId, address }: Attempt) => `${personId ?? 'none'}|${address}`;

export interface SignInLimits {
  /** Minutes until this attempt may be made again, or 0 when it may be made now. */
  blockedMinutes(attempt: Attempt): Promise<number>;
  /** Counts a failure; true when it was the last one allowed (the pair is now blocked). */
  failed(attempt: Attempt): Promise<boolean>;
  succeeded(attempt: Attempt): Promise<void>;
}

type Limiter = RateLimiterSQLite | RateLimiterPostgres;

function newLimiter(client: RawClient, ready: (error?: Error) => void): Limiter {
  const options = { tableName: 'sign_in_failures', points: MAX_FAILURES, duration: FAILURES_KEPT_SECONDS };
  if (client.dialect === 'sqlite')
    return new RateLimiterSQLite({ ...options, storeClient: client.database, storeType: 'better-sqlite3' }, ready);
  return new RateLimiterPostgres({ ...options, storeClient: client.pool, storeType: 'pool' }, ready);
}

/**
 * The limiter once its table exists: rate-limiter-flexible creates it asynchronously, and refuses every use until then.
 * When that fails (the database was unreachable), the next use tries again.
 */
function limiterWhenReady(store: Store): () => Promise<Limiter> {
  let ready: Promise<Limiter> | undefined;
  return () => {
    ready ??= new Promise<Limiter>((resolve, reject) => {
      const limiter = newLimiter(store.rateLimiterClient(), (error) => (error ? reject(error) : resolve(limiter)));
    }).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
}

export function signInLimits(store: Store): SignInLimits {
  const limiter = limiterWhenReady(store);
  // Made at start, so the table is there before the first sign-in; a failure here is tried again then.
  limiter().catch(() => {});
  return {
    async blockedMinutes(attempt) {
      const res = await (await limiter()).get(keyOf(attempt));
      return res && res.consumedPoints >= MAX_FAILURES ? Math.max(1, Math.ceil(res.msBeforeNext / 60_000)) : 0;
    },
    async failed(attempt) {
      const counters = await limiter();
      // consume rejects with the counter when over the limit, and with an Error when the database fails.
      const res = await counters.consume(keyOf(attempt)).catch((refused: RateLimiterRes | Error) => {
        if (refused instanceof Error) throw refused;
        return refused;
      });
      if (res.consumedPoints < MAX_FAILURES) return false;
      await counters.block(keyOf(attempt), BLOCK_SECONDS);
      return true;
    },
    async succeeded(attempt) {
      await (await limiter()).delete(keyOf(attempt));
    },
  };
}
