// Newsletter sign-ups with double opt-in: a pending address with its record of consent, confirmation tokens (hashes
// only), the confirmation mails queued in the outbox, confirmation, unsubscribe (the row is deleted) and expiry.
import type { Kysely, Transaction } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { Database, DialectName } from '../db/schema.ts';

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

type Executor = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'email',
  'signed_up_at as signedUpAt',
  'consent_text as consentText',
  'confirmed_at as confirmedAt',
  'pending_expires_at as pendingExpiresAt',
  'unsubscribe_token as unsubscribeToken',
] as const;

/** Ids deleted at once in one statement (well under SQLite's and PostgreSQL's limits on bound parameters). */
const DELETE_BATCH = 500;

export class NewsletterStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /**
   * Records a sign-up and queues its confirmation mail when one is due. Every outcome writes (the request time), so the
   * request costs the same whether the address was new, pending or confirmed. Sign-ups of one address at once are
   * decided in turn (the insert waits on the unique key; PostgreSQL reads the row FOR UPDATE): one mail, not two.
   */
  signUp(email: string, terms: SignUpTerms, now = Date.now()): Promise<SignUpOutcome> {
    const address = email.trim();
    const key = subscriberKey(address);
    const at = new Date(now).toISOString();
    // The record of consent of a sign-up mailed now (the words on the page now, from now).
    const consent = {
      signed_up_at: at,
      consent_text: terms.consentText,
      pending_expires_at: now + terms.confirmDays * DAY_MS,
      confirmation_queued_at: now,
    };
    return this.db.transaction().execute(async (trx): Promise<SignUpOutcome> => {
      const inserted = await trx
        .insertInto('newsletter_subscribers')
        .values({ email: address, email_key: key, ...consent, last_requested_at: now, unsubscribe_token: newToken() })
        .onConflict((oc) => oc.column('email_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await queueConfirmation(trx, inserted.id, at, now);
        return 'new';
      }
      const row = await trx
        .selectFrom('newsletter_subscribers')
        .select(['id', 'confirmed_at', 'confirmation_queued_at'])
        .where('email_key', '=', key)
        .$if(this.dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirstOrThrow();
      const resend = row.confirmed_at === null && now - (row.confirmation_queued_at ?? 0) >= terms.resendAfterMs;
      await trx
        .updateTable('newsletter_subscribers')
        .set({ last_requested_at: now, ...(resend ? consent : {}) })
        .where('id', '=', row.id)
        .execute();
      if (!resend) return row.confirmed_at === null ? 'pending' : 'confirmed';
      await queueConfirmation(trx, row.id, at, now);
      return 'resent';
    });
  }

  subscriber(id: number): Promise<NewsletterSubscriber | undefined> {
    return this.db.selectFrom('newsletter_subscribers').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** Keeps the hash of a confirmation token just minted for a mail to `subscriberId`. */
  async addConfirmToken(subscriberId: number, hash: string): Promise<void> {
    await this.db
      .insertInto('newsletter_confirm_tokens')
      .values({ token_hash: hash, subscriber_id: subscriberId })
      .execute();
  }

  /** The pending sign-up a confirmation token belongs to (not confirmed, not expired), or why there is none. */
  pendingByConfirmToken(token: string, now = Date.now()): Promise<TokenLookup> {
    return this.lookUpConfirmToken(this.db, token, now);
  }

  /** Confirms a token's sign-up, records when, voids its tokens; of two at once the second finds it unknown. */
  confirm(token: string, now = Date.now()): Promise<TokenLookup> {
    return this.db.transaction().execute(async (trx): Promise<TokenLookup> => {
      const found = await this.lookUpConfirmToken(trx, token, now, { lock: true });
      if (found.status !== 'found') return found;
      const confirmedAt = new Date(now).toISOString();
      await trx
        .updateTable('newsletter_subscribers')
        .set({ confirmed_at: confirmedAt, pending_expires_at: null })
        .where('id', '=', found.subscriber.id)
        .execute();
      await trx.deleteFrom('newsletter_confirm_tokens').where('subscriber_id', '=', found.subscriber.id).execute();
      return { status: 'found', subscriber: { ...found.subscriber, confirmedAt, pendingExpiresAt: null } };
    });
  }

  byUnsubscribeToken(token: string): Promise<NewsletterSubscriber | undefined> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .select(COLUMNS)
      .where('unsubscribe_token', '=', token)
      .executeTakeFirst();
  }

  /** Deletes the address (confirmed or pending) with everything kept about it. False when the token is unknown. */
  unsubscribe(token: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('newsletter_subscribers')
        .where('unsubscribe_token', '=', token)
        .returning('id')
        .execute();
      await deleteKeptAbout(
        trx,
        deleted.map((row) => row.id),
      );
      return deleted.length > 0;
    });
  }

  /** Deletes the sign-ups not confirmed in time, with their tokens and mails. Gives how many went. */
  deleteExpired(now = Date.now()): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('newsletter_subscribers')
        .where('confirmed_at', 'is', null)
        .where('pending_expires_at', '<=', now)
        .returning('id')
        .execute();
      await deleteKeptAbout(
        trx,
        deleted.map((row) => row.id),
      );
      return deleted.length;
    });
  }

  /** Confirmed subscribers (or, with `pending`, the unconfirmed sign-ups), oldest first. */
  list({ pending = false } = {}): Promise<NewsletterSubscriber[]> {
    return this.db
      .selectFrom('newsletter_subscribers')
      .select(COLUMNS)
      .where('confirmed_at', pending ? 'is' : 'is not', null)
      .orderBy('id')
      .execute();
  }

  /**
   * Addresses stored before double opt-in (schema version 2), with no record of consent; never mailed. The table exists
   * from schema version 3 on (the listing script reads only current databases).
   */
  legacy(): Promise<{ email: string; createdAt: string }[]> {
    return this.db
      .selectFrom('legacy_subscribers')
      .select(['email', 'created_at as createdAt'])
      .orderBy('id')
      .execute();
  }

  private async lookUpConfirmToken(
    executor: Executor,
    token: string,
    now: number,
    { lock = false } = {},
  ): Promise<TokenLookup> {
    const subscriber = await executor
      .selectFrom('newsletter_subscribers')
      .select(COLUMNS)
      .where('confirmed_at', 'is', null)
      .where('id', '=', (eb) =>
        eb.selectFrom('newsletter_confirm_tokens').select('subscriber_id').where('token_hash', '=', tokenHash(token)),
      )
      .$if(lock && this.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!subscriber) return { status: 'unknown' };
    if (subscriber.pendingExpiresAt !== null && subscriber.pendingExpiresAt <= now) return { status: 'expired' };
    return { status: 'found', subscriber };
  }
}

function queueConfirmation(trx: Executor, subscriberId: number, createdAt: string, now: number) {
  return trx
    .insertInto('newsletter_mails')
    .values({ subscriber_id: subscriberId, created_at: createdAt, next_attempt_at: now })
    .execute();
}

/** The confirmation tokens and mails of subscribers just deleted. */
async function deleteKeptAbout(trx: Executor, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += DELETE_BATCH) {
    const batch = ids.slice(start, start + DELETE_BATCH);
    await trx.deleteFrom('newsletter_confirm_tokens').where('subscriber_id', 'in', batch).execute();
    await trx.deleteFrom('newsletter_mails').where('subscriber_id', 'in', batch).execute();
  }
}
