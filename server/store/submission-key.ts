// An inquiry's submission key: what makes two POSTs the same submission. The same fields on the same day (UTC) are one
// inquiry, however often they are sent: a visitor's retry after a lost answer or a 503, a double click, or nginx passing
// a POST on to the next API server when the first died before answering (deploy/nginx-upstream.ts). The day keeps a
// deliberate repeat on a later day from vanishing.
import { createHash } from 'node:crypto';
import type { NewInquiry } from './store.ts';

export function submissionKey(inquiry: NewInquiry, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10);
  const { name, email, company, service, message } = inquiry;
  return createHash('sha256')
    .update(JSON.stringify([day, name, email, company, service, message]))
    .digest('base64url');
}
