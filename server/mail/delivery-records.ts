// Recording the delivery worker's sent mails. Deliveries finished within a few milliseconds are recorded in one
// transaction (one disk sync, not one each); their leases keep them from being taken again meanwhile. A record that
// fails because the database cannot answer (PostgreSQL restarting) is tried again every second: a mail sent during an
// outage is then recorded once the database is back, instead of being sent again when its lease runs out. The record
// is fenced (Store.markDelivered): once the lease has expired, a newer attempt owns the mail and nothing is written.
import { isDatabaseUnavailable } from '../db/errors.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';
import type { MailRef } from '../store/outbox.ts';

const RECORD_DELAY_MS = 20;
const RECORD_RETRY_MS = 1_000;

export class DeliveryRecords {
  private readonly pending: MailRef[] = [];
  /** Records, one after another (stop() waits for the last before the store closes). */
  private chain = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly owner: string,
    private readonly log: Logger,
  ) {}

  add(mail: MailRef): void {
    this.pending.push(mail);
    if (this.pending.length === 1) setTimeout(() => void this.flush(), RECORD_DELAY_MS);
  }

  /** Records what is pending now, and no retries after it: what cannot be recorded is resent after its lease (same Message-ID). */
  stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    return this.flush();
  }

  private flush(): Promise<void> {
    this.chain = this.chain.then(() => this.record());
    return this.chain;
  }

  private async record(): Promise<void> {
    const mails = this.pending.splice(0);
    if (mails.length === 0 || !this.store.isOpen) return;
    try {
      const recorded = await this.store.markDelivered(mails, this.owner);
      const late = mails.filter((mail) => !recorded.some((ref) => ref.kind === mail.kind && ref.id === mail.id));
      // Sent, but the lease ran out first (or the sign-up was deleted meanwhile): the newer attempt's result counts.
      if (late.length > 0) this.log.warn('deliveries not recorded: lease expired, another attempt owns them', { late });
    } catch (error) {
      const message = (error as Error).message;
      if (!isDatabaseUnavailable(error) || this.stopped || !this.store.isOpen) {
        this.log.error('could not record deliveries', { mails, error: message });
        return;
      }
      this.log.warn('deliveries not recorded yet: the database cannot answer, trying again', { mails, error: message });
      this.pending.unshift(...mails);
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.flush(), RECORD_RETRY_MS);
      this.retry.unref();
    }
  }
}
