// Sign-in abuse (OWASP ASVS 5.0 V6.3.1): at most 10 failed sign-ins in a row for one account from one address, then
// that pair is blocked for 15 minutes. The counter is kept per account AND address, so a flood from elsewhere never
// blocks the real person at their own address; a block always ends on its own after 15 minutes, and a good sign-in
// clears the counter. Failures that name no account (an unknown passkey or e-mail) count against the address alone,
// under a key of their own. Counters live in the store's SQLite file (rate-limiter-flexible), so every process
// serving the editor shares them and a restart forgets nothing.
import { RateLimiterSQLite, type RateLimiterRes } from 'rate-limiter-flexible';
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

export function signInLimits(store: Store): SignInLimits {
  const limiter = new RateLimiterSQLite({
    storeClient: store.rateLimiterClient(),
    storeType: 'better-sqlite3',
    tableName: 'sign_in_failures',
    points: MAX_FAILURES,
    duration: FAILURES_KEPT_SECONDS,
  });
  return {
    async blockedMinutes(attempt) {
      const res = await limiter.get(keyOf(attempt));
      return res && res.consumedPoints >= MAX_FAILURES ? Math.max(1, Math.ceil(res.msBeforeNext / 60_000)) : 0;
    },
    async failed(attempt) {
      const res = await limiter.consume(keyOf(attempt)).catch((refused: RateLimiterRes) => refused);
      if (res.consumedPoints < MAX_FAILURES) return false;
      await limiter.block(keyOf(attempt), BLOCK_SECONDS);
      return true;
    },
    async succeeded(attempt) {
      await limiter.delete(keyOf(attempt));
    },
  };
}
