// An inquiry as its table row holds it, and as the rest of the server reads it.
import type { Inquiry } from './store.ts';

export interface InquiryRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  company: string;
  service: string;
  service_label: string;
  message: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: number;
  delivered_at: string | null;
  lease_owner?: string | null;
  lease_expires_at?: number | null;
}

export function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    company: row.company,
    service: row.service,
    serviceLabel: row.service_label,
    message: row.message,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    leaseOwner: row.lease_owner ?? null,
    leaseExpiresAt: row.lease_expires_at ?? null,
  };
}
