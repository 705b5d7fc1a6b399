// Sends stored inquiries by e-mail, outside any request. Each undelivered inquiry is retried with its own
// exponential backoff (1 s doubling to 30 s in production) until it is delivered; because the schedule lives in the
// database, inquiries still pending when the process stops are sent after the next start.
// Delivery is at-least-once: a crash between the SMTP server accepting a message and the database recording it
// sends it again after restart (with the same Message-ID, so mail clients can tell).
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { RetryPolicy, ServerConfig } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';
import { inquiryMail } from './inquiry-mail.ts';

/** What the worker needs from a mail transport (nodemailer's transporter, or a fake). */
export interface MailSender {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

export function smtpSender(config: Pick<ServerConfig, 'smtpUrl' | 'smtpTimeouts'>): MailSender {
  if (!config.smtpUrl) throw new Error('smtpSender needs SMTP_URL');
  return nodemailer.createTransport({
    url: config.smtpUrl,
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
  /** How long stop() waits for a send in progress before giving up on it (it is retried after restart). */
  stopGraceMs?: number;
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: DeliveryOptions) {}

  /** Starts delivering: everything still pending from before is due at once. */
  start(): void {
    this.options.store.makePendingDue();
    this.notify();
  }

  /** A new inquiry was stored: deliver now rather than at the next scheduled attempt. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.notify();
      } else this.schedule();
    });
  }

  /** Stops scheduling, waits (a bounded time) for a send in progress, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([this.running, new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.options.stopGraceMs ?? 5_000)))]);
      clearTimeout(timeout);
    }
    this.options.sender.close();
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = this.options.store.nextAttemptAt();
    if (next === undefined) return;
    // setTimeout's ceiling is about 24.8 days; backoffs never get near it.
    this.timer = setTimeout(() => this.notify(), Math.max(0, next - Date.now()));
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const { store, log } = this.options;
    try {
      for (let inquiry = store.nextDueInquiry(); inquiry && !this.stopped; inquiry = store.nextDueInquiry()) {
        await this.deliver(inquiry);
      }
    } catch (error) {
      // Only the store can throw here (e.g. closed during shutdown); the next start picks up where this left off.
      if (!this.stopped) log.error('delivery worker stopped by a store error', { error: (error as Error).message });
    }
  }

  private async deliver(inquiry: NonNullable<ReturnType<Store['nextDueInquiry']>>): Promise<void> {
    const { store, sender, log, retry, from, to } = this.options;
    try {
      await sender.sendMail(inquiryMail(inquiry, { from, to }));
    } catch (error) {
      const failures = inquiry.attempts + 1;
      const delay = backoffMs(failures, retry);
      const message = error instanceof Error ? error.message : String(error);
      if (store.isOpen) store.markFailed(inquiry.id, message, Date.now() + delay);
      log.warn('inquiry delivery failed', { id: inquiry.id, attempt: failures, retryInMs: delay, error: message });
      return;
    }
    if (store.isOpen) store.markDelivered(inquiry.id);
    log.info('inquiry delivered', { id: inquiry.id, attempt: inquiry.attempts + 1 });
  }
}
