// Sends stored inquiries by e-mail, outside any request. A worker leases due inquiries (one atomic UPDATE … RETURNING,
// see Store.claimDue), sends them over pooled SMTP connections with a bounded number in flight, then records each
// result. Any number of processes on one DATA_DIR therefore send each inquiry once; a worker that dies leaves leases
// that expire, and the inquiries become due again.
// Each failed inquiry is retried with its own exponential backoff (1 s doubling to 30 s in production); a failure
// also pauses the whole worker for a growing time and then lets one probe through until a send succeeds, so a peer
// that is down is not hammered. The schedule lives in the database: inquiries still pending when the process stops
// are sent after the next start.
// The one case of a second copy: a crash between the SMTP server accepting a message and the database recording it
// sends it again once the lease expires (with the same Message-ID, so mail clients can tell).
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { MailDeliveryConfig, RetryPolicy, ServerConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Inquiry, Store } from '../store/store.ts';
import { inquiryMail } from './inquiry-mail.ts';

/** What the worker needs from a mail transport (nodemailer's transporter, or a fake). */
export interface MailSender {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/** A pool of SMTP connections: messages go out over the open ones instead of one new connection each. */
export function smtpSender(config: Pick<ServerConfig, 'smtpUrl' | 'smtpTimeouts' | 'mailDelivery'>): MailSender {
  if (!config.smtpUrl) throw new Error('smtpSender needs SMTP_URL');
  return nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: config.mailDelivery.connections,
    maxMessages: 1_000,
    connectionTimeout: config.smtpTimeouts.connectionMs,
    greetingTimeout: config.smtpTimeouts.greetingMs,
    socketTimeout: config.smtpTimeouts.socketMs,
    dnsTimeout: config.smtpTimeouts.connectionMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** Delay before attempt `failures + 1`, after `failures` failed attempts (failures >= 1). */
export function backoffMs(failures: number, retry: RetryPolicy): number {
  return Math.min(retry.initialMs * 2 ** Math.min(failures - 1, 30), retry.maxMs);
}

export interface DeliveryOptions {
  store: Store;
  sender: MailSender;
  from: string;
  to: string;
  retry: RetryPolicy;
  log: Logger;
  /** Sends in flight at once, and how long a lease lasts; defaults suit tests with a scripted sender. */
  limits?: Pick<MailDeliveryConfig, 'inFlight' | 'leaseMs'>;
  /** How often an idle worker looks for inquiries another process stored or left behind. */
  pollMs?: number;
  /** How long stop() waits for sends in progress before giving up on them (their leases expire; they are resent). */
  stopGraceMs?: number;
}

const RECORD_DELAY_MS = 20;

export class DeliveryWorker {
  /** Who holds a lease, for the database and for an operator reading it. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly deliveredIds: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private pumpQueued = false;
  private stopped = false;
  /** Failures of the worker as a whole since its last successful send, and when it may send again. */
  private workerFailures = 0;
  private pausedUntil = 0;

  constructor(private readonly options: DeliveryOptions) {}

  private get inFlightLimit(): number {
    return this.options.limits?.inFlight ?? 10;
  }

  private get leaseMs(): number {
    return this.options.limits?.leaseMs ?? 60_000;
  }

  /** Starts delivering: everything still pending from before is due at once. */
  start(): void {
    this.options.store.makePendingDue();
    this.notify();
  }

  /** A new inquiry was stored: deliver now rather than at the next scheduled look. Calls in one tick coalesce. */
  notify(): void {
    if (this.stopped || this.pumpQueued) return;
    this.pumpQueued = true;
    setImmediate(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Stops taking inquiries, waits (a bounded time) for sends in progress, records them, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.inFlight.size > 0) {
      let timeout: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.options.stopGraceMs ?? 5_000)));
      await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
      clearTimeout(timeout);
    }
    this.recordDeliveries();
    this.options.sender.close();
  }

  /** Takes as many due inquiries as there are free sending slots, then arranges the next look. */
  private pump(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = Date.now();
    if (now < this.pausedUntil) return this.wakeAt(this.pausedUntil);
    // After a failure only one probe goes out at a time, until a send succeeds.
    const limit = this.workerFailures > 0 ? 1 : this.inFlightLimit;
    const slots = limit - this.inFlight.size;
    // Refill when half the slots are free: one claiming transaction (one disk sync) serves several sends.
    if (slots > 0 && (slots * 2 >= limit || this.inFlight.size === 0)) {
      let claimed: Inquiry[];
      try {
        claimed = this.options.store.claimDue(this.owner, this.leaseMs, slots, now);
      } catch (error) {
        // Only the store can throw here (e.g. closed during shutdown, or locked too long by another process).
        if (!this.stopped)
          this.options.log.error('delivery worker could not read the store', { error: (error as Error).message });
        return this.wakeAt(now + (this.options.pollMs ?? 5_000));
      }
      for (const inquiry of claimed) this.send(inquiry);
      if (claimed.length === slots) return; // more may be due: the next completion looks again
    }
    if (this.inFlight.size < this.inFlightLimit) this.scheduleNextLook(now);
  }

  private scheduleNextLook(now: number): void {
    const poll = now + (this.options.pollMs ?? 5_000);
    let next: number | undefined;
    try {
      next = this.options.store.nextAttemptAt();
    } catch {
      next = undefined;
    }
    this.wakeAt(next === undefined ? poll : Math.min(Math.max(next, now), poll));
  }

  private wakeAt(time: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    // setTimeout's ceiling is about 24.8 days; backoffs and polls never get near it.
    this.timer = setTimeout(() => this.pump(), Math.max(0, time - Date.now()));
    this.timer.unref();
  }

  private send(inquiry: Inquiry): void {
    const sending: Promise<void> = this.deliver(inquiry).finally(() => {
      this.inFlight.delete(sending);
      this.notify();
    });
    this.inFlight.add(sending);
  }

  private async deliver(inquiry: Inquiry): Promise<void> {
    const { store, sender, log, retry, from, to } = this.options;
    try {
      await sender.sendMail(inquiryMail(inquiry, { from, to }));
    } catch (error) {
      const failures = inquiry.attempts + 1;
      const delay = backoffMs(failures, retry);
      const message = error instanceof Error ? error.message : String(error);
      this.pauseAfterFailure();
      if (store.isOpen) store.markFailed(inquiry.id, message, Date.now() + delay, this.owner);
      log.warn('inquiry delivery failed', { id: inquiry.id, attempt: failures, retryInMs: delay, error: message });
      return;
    }
    this.workerFailures = 0;
    this.pausedUntil = 0;
    this.deliveredIds.push(inquiry.id);
    // Deliveries finished within a few milliseconds are recorded in one transaction (one disk sync, not one each);
    // their leases keep them from being taken again meanwhile.
    if (this.deliveredIds.length === 1) setTimeout(() => this.recordDeliveries(), RECORD_DELAY_MS);
    log.info('inquiry delivered', { id: inquiry.id, attempt: inquiry.attempts + 1 });
  }

  /** One step up the worker's backoff per pause: failures of sends already in flight do not stack. */
  private pauseAfterFailure(): void {
    const now = Date.now();
    if (now < this.pausedUntil) return;
    this.workerFailures += 1;
    this.pausedUntil = now + backoffMs(this.workerFailures, this.options.retry);
  }

  private recordDeliveries(): void {
    const ids = this.deliveredIds.splice(0);
    if (ids.length === 0) return;
    if (!this.options.store.isOpen) return; // not recorded: resent after the lease expires (same Message-ID)
    try {
      this.options.store.markDelivered(ids);
    } catch (error) {
      this.options.log.error('could not record deliveries', { ids, error: (error as Error).message });
    }
  }
}
