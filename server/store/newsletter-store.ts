// Newsletter sign-ups with double opt-in: a pending address with its record of consent, confirmation tokens (hashes
// only), the confirmation mails queued in the outbox, confirmation, unsubscribe (the row is deleted) and expiry.
import type Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';

export interface NewsletterSubscriber {
  id: number;
  email: string;
  /** The record of consent: when the address was given (its latest sign-up while pending), the words shown with the
   * field then, and when the address confirmed (null while pending). */
  signedUpAt: string;
  consentText: string;
  confirmedAt: string | null;
  /** Pending only: when the unconfirmed sign-up is deleted (epoch ms). */
  pendingExpiresAt: number | null;
  unsubscribeToken: string;
}

/** What a sign-up did: a new pending address, a pending one mailed again, or nothing (mailed recently, or confirmed). */
export type SignUpOutcome = 'new' | 'resent' | 'pending' | 'confirmed';

/** A confirmation token's sign-up: found (pending and in time), expired, or unknown (never issued, or already used). */
export type TokenLookup =
  { status: 'found'; subscriber: NewsletterSubscriber } | { status: 'expired' } | { status: 'unknown' };

export interface SignUpTerms {
  consentText: string;
  confirmDays: number;
  /** A pending address is mailed again only when its last confirmation was queued at least this long ago. */
  resendAfterMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh secret for a link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a confirmation token: its SHA-256 (the token has 256 random bits; no salt is needed). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The same person whatever the letter case or surrounding spaces. */
export function subscriberKey(email: string): string {
  return email.trim().toLowerCase();
}

const COLUMNS = `id, email, signed_up_at AS signedUpAt, consent_text AS consentText, confirmed_at AS confirmedAt,
  pending_expires_at AS pendingExpiresAt, unsubscribe_token AS unsubscribeToken`;

export class NewsletterStore {
  constructor(private readonly db: Database.Database) {}

  /**
   * Records a sign-up and queues its confirmation mail when one is due. Every outcome writes (the request time), so the
   * request costs the same whether the address was new, pending or confirmed.
   */
  signUp(email: string, terms: SignUpTerms, now = Date.now()): SignUpOutcome {
    const address = email.trim();
    const at = new Date(now).toISOString();
    const expires = now + terms.confirmDays * DAY_MS;
    return this.db.transaction((): SignUpOutcome => {
      const key = subscriberKey(address);
      const row = this.db
        .prepare('SELECT id, confirmed_at, confirmation_queued_at FROM newsletter_subscribers WHERE email_key = ?')
        .get(key) as { id: number; confirmed_at: string | null; confirmation_queued_at: number } | undefined;
      let id: number;
      let outcome: SignUpOutcome;
      if (!row) {
        const params = { address, key, at, consent: terms.consentText, expires, now, token: newToken() };
        const inserted = this.db
          .prepare(
            `INSERT INTO newsletter_subscribers (email, email_key, signed_up_at, consent_text, pending_expires_at,
               confirmation_queued_at, last_requested_at, unsubscribe_token)
             VALUES (@address, @key, @at, @consent, @expires, @now, @now, @token)`,
          )
          .run(params);
        [id, outcome] = [Number(inserted.lastInsertRowid), 'new'];
      } else {
        id = row.id;
        this.db.prepare('UPDATE newsletter_subscribers SET last_requested_at = ? WHERE id = ?').run(now, id);
        if (row.confirmed_at !== null) outcome = 'confirmed';
        else if (now - row.confirmation_queued_at < terms.resendAfterMs) outcome = 'pending';
        else {
          // Mailed again: the consent record becomes this sign-up's (the words on the page now, from now).
          this.db
            .prepare(
              `UPDATE newsletter_subscribers SET signed_up_at = ?, consent_text = ?, pending_expires_at = ?,
               confirmation_queued_at = ? WHERE id = ?`,
            )
            .run(at, terms.consentText, expires, now, id);
          outcome = 'resent';
        }
      }
      if (outcome === 'new' || outcome === 'resent')
        this.db
          .prepare('INSERT INTO newsletter_mails (subscriber_id, created_at, next_attempt_at) VALUES (?, ?, ?)')
          .run(id, at, now);
      return outcome;
    })();
  }

  subscriber(id: number): NewsletterSubscriber | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = ?`).get(id) as
      NewsletterSubscriber | undefined;
  }

  /** Keeps the hash of a confirmation token just minted for a mail to `subscriberId`. */
  addConfirmToken(subscriberId: number, hash: string): void {
    this.db
      .prepare('INSERT INTO newsletter_confirm_tokens (token_hash, subscriber_id) VALUES (?, ?)')
      .run(hash, subscriberId);
  }

  /** The pending sign-up a confirmation token belongs to (not confirmed, not expired), or why there is none. */
  pendingByConfirmToken(token: string, now = Date.now()): TokenLookup {
    const subscriber = this.db
      .prepare(
        `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE confirmed_at IS NULL
         AND id = (SELECT subscriber_id FROM newsletter_confirm_tokens WHERE token_hash = ?)`,
      )
      .get(tokenHash(token)) as NewsletterSubscriber | undefined;
    if (!subscriber) return { status: 'unknown' };
    if (subscriber.pendingExpiresAt !== null && subscriber.pendingExpiresAt <= now) return { status: 'expired' };
    return { status: 'found', subscriber };
  }

  /** Confirms the sign-up a token belongs to, records when, and voids all its confirmation tokens. */
  confirm(token: string, now = Date.now()): TokenLookup {
    return this.db.transaction((): TokenLookup => {
      const found = this.pendingByConfirmToken(token, now);
      if (found.status !== 'found') return found;
      const confirmedAt = new Date(now).toISOString();
      this.db
        .prepare('UPDATE newsletter_subscribers SET confirmed_at = ?, pending_expires_at = NULL WHERE id = ?')
        .run(confirmedAt, found.subscriber.id);
      this.db.prepare('DELETE FROM newsletter_confirm_tokens WHERE subscriber_id = ?').run(found.subscriber.id);
      return { status: 'found', subscriber: { ...found.subscriber, confirmedAt, pendingExpiresAt: null } };
    })();
  }

  byUnsubscribeToken(token: string): NewsletterSubscriber | undefined {
    return this.db.prepare(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE unsubscribe_token = ?`).get(token) as
      NewsletterSubscriber | undefined;
  }

  /** Deletes the address (confirmed or pending) with everything kept about it. False when the token is unknown. */
  unsubscribe(token: string): boolean {
    return this.db.transaction(() => {
      const subscriber = this.byUnsubscribeToken(token);
      if (!subscriber) return false;
      this.deleteSubscribers([subscriber.id]);
      return true;
    })();
  }

  /** Deletes the sign-ups not confirmed in time, with their tokens and mails. Gives how many went. */
  deleteExpired(now = Date.now()): number {
    return this.db.transaction(() => {
      const ids = this.db
        .prepare('SELECT id FROM newsletter_subscribers WHERE confirmed_at IS NULL AND pending_expires_at <= ?')
        .pluck()
        .all(now) as number[];
      this.deleteSubscribers(ids);
      return ids.length;
    })();
  }

  /** Confirmed subscribers (or, with `pending`, the unconfirmed sign-ups), oldest first. */
  list({ pending = false } = {}): NewsletterSubscriber[] {
    return this.db
      .prepare(
        `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE confirmed_at IS ${pending ? '' : 'NOT '}NULL ORDER BY id`,
      )
      .all() as NewsletterSubscriber[];
  }

  /** Addresses stored before double opt-in (schema version 2), with no record of consent; never mailed. */
  legacy(): { email: string; createdAt: string }[] {
    const table = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'legacy_subscribers'");
    if (!table.get()) return [];
    return this.db.prepare('SELECT email, created_at AS createdAt FROM legacy_subscribers ORDER BY id').all() as {
      email: string;
      createdAt: string;
    }[];
  }

  private deleteSubscribers(ids: readonly number[]): void {
    const list = JSON.stringify(ids);
    for (const table of ['newsletter_confirm_tokens', 'newsletter_mails'])
      this.db.prepare(`DELETE FROM ${table} WHERE subscriber_id IN (SELECT value FROM json_each(?))`).run(list);
    this.db.prepare('DELETE FROM newsletter_subscribers WHERE id IN (SELECT value FROM json_each(?))').run(list);
  }
}
