// Sends the outbox's mails (inquiries to the firm, newsletter confirmations to visitors), outside any request. A worker
// leases due mails of both kinds (one transaction, see OutboxQueries.claimDue), sends them over pooled SMTP connections
// with a bounded number in flight, then records each result, which counts only while its lease lasts (after that, a
// newer attempt owns the mail). Any number of processes on one database therefore send each mail once; a worker that
// dies leaves leases that expire, and the mails become due again.
// Each failed mail is retried with its own exponential backoff (1 s doubling to 30 s in production). A refusal of
// one message (greylisting's 451, say) delays only that message; a failed connection also pauses the whole worker
// for a growing time and then lets one probe through until a send succeeds, so a peer that is down is not hammered.
// The schedule lives in the database: mails still pending when the process stops are sent after the next start.
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
import { DeliveryRecords } from './delivery-records.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';

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

export class DeliveryWorker {
  /** Who holds a lease, for the database and for an operator reading it. */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly records: DeliveryRecords;
  private timer: NodeJS.Timeout | undefined;
  private pumpQueued = false;
  /** The look for due mails under way (one at a time: slots are counted after its claim), and whether another is due. */
  private pumping: Promise<void> | undefined;
  private pumpAgain = false;
  private stopped = false;
  /** Failures of the worker as a whole since its last successful send, and when it may send again. */
  private workerFailures = 0;
  private pausedUntil = 0;

  constructor(private readonly options: DeliveryOptions) {
    this.records = new DeliveryRecords(options.store, this.owner, options.log);
  }

  /** Starts delivering: everything still pending from before is due at once. */
  start(): void {
    const notify = () => this.notify(); // a failure here shows in the claim that follows
    void this.options.store.makePendingDue().then(notify, notify);
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
    await this.pumping; // its claimed mails are sent (they are leased to this worker) and waited for below
    if (this.inFlight.size > 0) {
      let timeout: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.options.stopGraceMs ?? 5_000)));
      await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
      clearTimeout(timeout);
    }
    await this.records.stop();
    this.options.sender.close();
  }

  /** Takes as many due mails as there are free sending slots, then arranges the next look. */
  private pump(): void {
    if (this.stopped) return;
    this.pumpAgain = this.pumping !== undefined;
    this.pumping ??= this.lookForDueMails().finally(() => {
      this.pumping = undefined;
      if (this.pumpAgain) this.pump();
    });
  }

  private async lookForDueMails(): Promise<void> {
    clearTimeout(this.timer);
    const now = Date.now();
    if (now < this.pausedUntil) return this.wakeAt(this.pausedUntil);
    const { inFlight: inFlightLimit = 10, leaseMs = 60_000 } = this.options.limits ?? {};
    // After a failure only one probe goes out at a time, until a send succeeds.
    const limit = this.workerFailures > 0 ? 1 : inFlightLimit;
    const slots = limit - this.inFlight.size;
    // Refill when half the slots are free: one claiming transaction (one disk sync) serves several sends.
    if (slots > 0 && (slots * 2 >= limit || this.inFlight.size === 0)) {
      let claimed: OutgoingMail[];
      try {
        claimed = await this.options.store.claimDue(this.owner, leaseMs, slots, now);
      } catch (error) {
        // Only the store can throw here (closed during shutdown, PostgreSQL unreachable, SQLite locked too long).
        const fields = { error: (error as Error).message };
        if (this.stopped) return;
        if (isDatabaseUnavailable(error)) this.options.log.warn('delivery waits: the database cannot answer', fields);
        else this.options.log.error('delivery worker could not read the store', fields);
        return this.wakeAt(now + (this.options.pollMs ?? 5_000));
      }
      for (const mail of claimed) this.send(mail);
      if (claimed.length === slots) return; // more may be due: the next completion looks again
    }
    if (this.inFlight.size < inFlightLimit) await this.scheduleNextLook(now);
  }

  private async scheduleNextLook(now: number): Promise<void> {
    const poll = now + (this.options.pollMs ?? 5_000);
    const next = await this.options.store.nextAttemptAt().catch(() => undefined);
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
    const attempt = mail.attempts + 1;
    try {
      const message = await this.message(mail);
      if (message) await sender.sendMail(message);
    } catch (error) {
      const delay = backoffMs(attempt, retry);
      const message = error instanceof Error ? error.message : String(error);
      if (!refusedThisMessage(error)) this.pauseAfterFailure();
      log.warn(`${what} delivery failed`, { id: mail.id, attempt, retryInMs: delay, error: message });
      if (!store.isOpen) return;
      const recorded = await store.markFailed(ref, this.owner, message, Date.now() + delay).catch((failure: Error) => {
        // Not recorded: the mail is tried again when its lease runs out.
        const level = isDatabaseUnavailable(failure) ? 'warn' : 'error';
        if (store.isOpen) log[level]('could not record a failed delivery', { mail: ref, error: failure.message });
      });
      if (recorded === false) log.warn('failure not recorded: the lease had expired, another attempt owns it', { ref });
      return;
    }
    this.workerFailures = 0;
    this.pausedUntil = 0;
    this.records.add(ref);
    log.info(`${what} delivered`, { id: mail.id, attempt });
  }

  /** One step up the worker's backoff per pause: failures of sends already in flight do not stack. */
  private pauseAfterFailure(): void {
    const now = Date.now();
    if (now < this.pausedUntil) return;
    this.workerFailures += 1;
    this.pausedUntil = now + backoffMs(this.workerFailures, this.options.retry);
  }
}
