// Sends the outbox's mails (inquiries to the firm, newsletter confirmations to visitors), outside any request. A worker
// leases due mails of both kinds (one write transaction, see Outbox.claimDue), sends them over pooled SMTP connections
// with a bounded number in flight, then records each result. Any number of processes on one DATA_DIR therefore send
// each mail once; a worker that dies leaves leases that expire, and the mails become due again.
// Each failed mail is retried with its own exponential backoff (1 s doubling to 30 s in production). A refusal of
// one message (greylisting's 451, say) delays only that message; a failed connection also pauses the whole worker
// for a growing time and then lets one probe through until a send succeeds, so a peer that is down is not hammered.
// The schedule lives in the database: mails still pending when the process stops
// are sent after the next start.
// The one case of a second copy: a crash between the SMTP server accepting a message and the database recording it
// sends it again once the lease expires (with the same Message-ID, so mail clients can tell).
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { MailAddress, MailDeliveryConfig, RetryPolicy, ServerConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';
import type { MailRef, OutgoingMail } from '../store/outbox.ts';
import { inquiryMail } from './inquiry-mail.ts';

export type ConfirmationOutgoing = Extract<OutgoingMail, { kind: 'confirmation' }>;

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

/**
 * True when the SMTP server refused this one message (a 4xx or 5xx reply to its MAIL FROM, RCPT TO or DATA, as
 * greylisting does): only that message waits. Anything else (refused or timed-out connection, bad greeting, failed
 * login, 421 "closing the connection") is a peer problem that pauses the whole worker. nodemailer's pool keeps its
 * connection open after exactly these refusals.
 */
export function refusedThisMessage(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421;
}

export interface DeliveryOptions {
  store: Store;
  sender: MailSender;
  /** Inquiries' sender and recipient. */
  from: string | MailAddress;
  to: string;
  /** Writes a newsletter confirmation mail (undefined: its sign-up is gone, nothing to send). */
  confirmationMail?: (mail: ConfirmationOutgoing) => Promise<SendMailOptions | undefined>;
  retry: RetryPolicy;
  log: Logger;
  /** Sends in flight at once, and how long a lease lasts; defaults suit tests with a scripted sender. */
  limits?: Pick<MailDeliveryConfig, 'inFlight' | 'leaseMs'>;
  /** How often an idle worker looks for mails another process stored or left behind. */
  pollMs?: number;
  /** How long stop() waits for sends in progress before giving up on them (their leases expire; they are resent). */
  stopGraceMs?: number;
}

const RECORD_DELAY_MS = 20;

export class DeliveryWorker {
  /** Who holds a lease, for the database and for an operator reading it. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly delivered: MailRef[] = [];
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

  /** A mail was queued: deliver now rather than at the next scheduled look. Calls in one tick coalesce. */
  notify(): void {
    if (this.stopped || this.pumpQueued) return;
    this.pumpQueued = true;
    setImmediate(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Stops taking mails, waits (a bounded time) for sends in progress, records them, closes the transport. */
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

  /** Takes as many due mails as there are free sending slots, then arranges the next look. */
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
      let claimed: OutgoingMail[];
      try {
        claimed = this.options.store.claimDue(this.owner, this.leaseMs, slots, now);
      } catch (error) {
        // Only the store can throw here (e.g. closed during shutdown, or locked too long by another process).
        if (!this.stopped)
          this.options.log.error('delivery worker could not read the store', { error: (error as Error).message });
        return this.wakeAt(now + (this.options.pollMs ?? 5_000));
      }
      for (const mail of claimed) this.send(mail);
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

  private send(mail: OutgoingMail): void {
    const sending: Promise<void> = this.deliver(mail).finally(() => {
      this.inFlight.delete(sending);
      this.notify();
    });
    this.inFlight.add(sending);
  }

  private message(mail: OutgoingMail): Promise<SendMailOptions | undefined> {
    const { from, to, confirmationMail } = this.options;
    if (mail.kind === 'inquiry') return Promise.resolve(inquiryMail(mail.inquiry, { from, to }));
    if (!confirmationMail) return Promise.reject(new Error('this worker cannot write newsletter mails'));
    return confirmationMail(mail);
  }

  private async deliver(mail: OutgoingMail): Promise<void> {
    const { store, sender, log, retry } = this.options;
    const what = mail.kind === 'inquiry' ? 'inquiry' : 'newsletter confirmation';
    const ref: MailRef = { kind: mail.kind, id: mail.id };
    try {
      const message = await this.message(mail);
      if (message) await sender.sendMail(message);
    } catch (error) {
      const failures = mail.attempts + 1;
      const delay = backoffMs(failures, retry);
      const message = error instanceof Error ? error.message : String(error);
      if (!refusedThisMessage(error)) this.pauseAfterFailure();
      if (store.isOpen) store.markFailed(ref, message, Date.now() + delay, this.owner);
      log.warn(`${what} delivery failed`, { id: mail.id, attempt: failures, retryInMs: delay, error: message });
      return;
    }
    this.workerFailures = 0;
    this.pausedUntil = 0;
    this.delivered.push(ref);
    // Deliveries finished within a few milliseconds are recorded in one transaction (one disk sync, not one each);
    // their leases keep them from being taken again meanwhile.
    if (this.delivered.length === 1) setTimeout(() => this.recordDeliveries(), RECORD_DELAY_MS);
    log.info(`${what} delivered`, { id: mail.id, attempt: mail.attempts + 1 });
  }

  /** One step up the worker's backoff per pause: failures of sends already in flight do not stack. */
  private pauseAfterFailure(): void {
    const now = Date.now();
    if (now < this.pausedUntil) return;
    this.workerFailures += 1;
    this.pausedUntil = now + backoffMs(this.workerFailures, this.options.retry);
  }

  private recordDeliveries(): void {
    const mails = this.delivered.splice(0);
    if (mails.length === 0) return;
    if (!this.options.store.isOpen) return; // not recorded: resent after the lease expires (same Message-ID)
    try {
      this.options.store.markDelivered(mails, Date.now(), this.owner);
    } catch (error) {
      this.options.log.error('could not record deliveries', { mails, error: (error as Error).message });
    }
  }
}
