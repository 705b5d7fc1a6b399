// The e-mail the firm receives for one inquiry: plain text plus HTML, every visitor value HTML-escaped.
import type { SendMailOptions } from 'nodemailer';
import type { Inquiry } from '../store/store.ts';
import { escapeHtml } from '../../model/html.ts';
import type { MailAddress } from '../config.ts';

export { escapeHtml };

/**
 * Addresses used in a header (Reply-To) get a stricter check than the form's: nothing an address parser could read
 * as a second address, a group or a comment. An address that fails only loses the Reply-To; it stays in the body.
 */
const HEADER_SAFE_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/u;

export function headerSafeAddress(email: string): boolean {
  return HEADER_SAFE_ADDRESS.test(email);
}

/** The domain of an address (for Message-IDs). */
export function domainOf(from: string | MailAddress): string {
  const address = typeof from === 'string' ? from : from.address;
  return /@([A-Za-z0-9.-]+)/.exec(address)?.[1] ?? 'localhost';
}

function oneLine(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function inquiryMail(inquiry: Inquiry, envelope: { from: string | MailAddress; to: string }): SendMailOptions {
  const fields: [string, string][] = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Company', inquiry.company || '—'],
    ['Service', `${inquiry.serviceLabel} (${inquiry.service})`],
    ['Received', inquiry.createdAt],
    ['Inquiry', `#${inquiry.id}`],
  ];
  const text = [
    'A new inquiry from the website contact form.',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    inquiry.message,
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>Website inquiry</title></head>
<body style="font-family:sans-serif;line-height:1.5">
<p>A new inquiry from the website contact form.</p>
<table>
${rows}
</table>
<h3>Message</h3>
<div style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</div>
</body></html>
`;
  return {
    from: envelope.from,
    to: envelope.to,
    ...(headerSafeAddress(inquiry.email) ? { replyTo: { name: inquiry.name, address: inquiry.email } } : {}),
    subject: `Website inquiry: ${oneLine(inquiry.serviceLabel, 80)} — ${oneLine(inquiry.name, 80)}`,
    // The same Message-ID on every attempt, so a resend after a crash shows up as the same message.
    messageId: `<inquiry-${inquiry.id}-${Date.parse(inquiry.createdAt)}@${domainOf(envelope.from)}>`,
    headers: { 'X-Inquiry-Id': String(inquiry.id) },
    text,
    html,
  };
}
