// The outbox's mails: every mail the server sends, of two kinds in two tables with the same delivery columns (inquiries
// to the firm; newsletter confirmations to a visitor). The queries that lease and record them are
// server/db/outbox-queries.ts.
import type { Inquiry } from './store.ts';

export type MailKind = 'inquiry' | 'confirmation';

/** One mail in the outbox. */
export interface MailRef {
  kind: MailKind;
  id: number;
}

interface Delivery {
  attempts: number;
  /** Epoch milliseconds of this attempt's due time. */
  nextAttemptAt: number;
}

export type OutgoingMail =
  | (Delivery & { kind: 'inquiry'; id: number; inquiry: Inquiry })
  | (Delivery & { kind: 'confirmation'; id: number; subscriberId: number; createdAt: string });
