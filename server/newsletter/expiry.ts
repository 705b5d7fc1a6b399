// Unconfirmed sign-ups are deleted once their confirmation days are over: on start, then every hour (a confirmation
// link checks the time itself, so one that expired between two sweeps already answers 410).
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';

export const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/** Starts the sweep; the returned function stops it. */
export function sweepExpiredSignUps(store: Store, log: Logger, everyMs = EXPIRY_SWEEP_MS): () => void {
  const sweep = async () => {
    if (!store.isOpen) return;
    try {
      const deleted = await store.newsletter.deleteExpired();
      if (deleted > 0) log.info('unconfirmed newsletter sign-ups deleted after their confirmation days', { deleted });
    } catch (error) {
      // Closed while the sweep ran (shutting down): nothing to report.
      if (store.isOpen) log.warn('could not delete expired newsletter sign-ups', { error: (error as Error).message });
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
