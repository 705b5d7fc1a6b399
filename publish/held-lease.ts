// The lease on the publication this process is publishing: renewed in the background (every third of its length), and
// every record made under it fenced. Once a renewal or a record finds that this process no longer holds it (it lapsed,
// or another process took the publication over), it is lost for good: the run stops at its next step, writes nothing
// more, and the loss is logged.
import type { Logger } from '../server/log.ts';
import type { PublicationFields } from '../server/store/publications-store.ts';
import type { Store } from '../server/store/store.ts';
import { LeaseLost } from './pipeline.ts';

interface HeldLeaseOptions {
  store: Store;
  log: Logger;
  id: number;
  owner: string;
  leaseMs: number;
  now: () => number;
}

export class HeldLease {
  private lost = false;
  private ended = false;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: HeldLeaseOptions) {
    this.timer = setInterval(() => void this.renew(), options.leaseMs / 3);
    this.timer.unref();
  }

  /** Records progress under the lease; rejects with LeaseLost (recording nothing) once the lease is lost. */
  async record(fields: PublicationFields): Promise<void> {
    const { store, id, owner, now } = this.options;
    if (!this.lost && (await store.publications.recordProgress(id, owner, fields, now()))) return;
    this.lose('a record under the lease was refused');
    throw new LeaseLost(id);
  }

  /** Records the outcome and ends the lease; false (nothing written) when the lease was lost. */
  async release(fields: PublicationFields): Promise<boolean> {
    const { store, id, owner, now } = this.options;
    this.stopRenewing();
    if (this.lost) return false;
    if (await store.publications.release(id, owner, fields, now())) return true;
    this.lose('the release was refused');
    return false;
  }

  /** Stops renewing (the run ended, one way or another). */
  stopRenewing(): void {
    this.ended = true;
    clearInterval(this.timer);
  }

  private async renew(): Promise<void> {
    const { store, log, id, owner, leaseMs, now } = this.options;
    try {
      const held = await store.publications.renewLease(id, owner, leaseMs, now());
      if (!held && !this.ended) this.lose('the renewal was refused');
    } catch (error) {
      // The database did not answer (restarting?): the next renewal tries again, while the lease may still be live.
      log.warn('publishing: the lease could not be renewed', { id, error: (error as Error).message });
    }
  }

  private lose(reason: string): void {
    if (this.lost) return;
    this.lost = true;
    clearInterval(this.timer);
    this.options.log.warn('publishing stopped: this process lost the lease, another process may be publishing it', {
      id: this.options.id,
      owner: this.options.owner,
      reason,
    });
  }
}
