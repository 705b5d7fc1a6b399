// The confirmation mail a sign-up gets: the link that confirms it and the one that removes the address, plus the
// one-click unsubscribe headers (RFC 8058) that mail clients show as an "Unsubscribe" button. Each message carries a
// confirmation token minted when it is written; the store keeps only its hash.
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml } from '../../model/html.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import type { MailAddress } from '../config.ts';
import type { ConfirmationOutgoing } from '../mail/delivery.ts';
import { domainOf } from '../mail/inquiry-mail.ts';
import { newToken, tokenHash } from '../store/newsletter-store.ts';
import type { Store } from '../store/store.ts';
import { confirmUrl, unsubscribeUrl } from './links.ts';

export interface ConfirmationMailDeps {
  store: Store;
  manifest: () => Promise<SiteManifest>;
  from: MailAddress | undefined;
  publicUrl: string;
}

/** The headers that let a mail client unsubscribe with one click: a POST to the link, no page to visit. */
export function oneClickUnsubscribe(url: string): Pick<SendMailOptions, 'list' | 'headers'> {
  return { list: { unsubscribe: url }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

/** Writes the confirmation mail for an outbox entry; undefined when its sign-up is gone or already confirmed. */
export function confirmationMailer({ store, manifest, from, publicUrl }: ConfirmationMailDeps) {
  return async (mail: ConfirmationOutgoing): Promise<SendMailOptions | undefined> => {
    const { firmName } = (await manifest()).site;
    const subscriber = await store.newsletter.subscriber(mail.subscriberId);
    if (!subscriber || subscriber.confirmedAt !== null) return undefined;
    if (!from) throw new Error('no sender address: set MAIL_FROM');
    const token = newToken();
    await store.newsletter.addConfirmToken(subscriber.id, tokenHash(token));
    const confirm = confirmUrl(publicUrl, token);
    const unsubscribe = unsubscribeUrl(publicUrl, subscriber.unsubscribeToken);
    const until = new Date(subscriber.pendingExpiresAt ?? Date.now()).toISOString().slice(0, 10);
    const intro = `Please confirm that you want the ${firmName} newsletter at ${subscriber.email}.`;
    const agreement = 'By confirming, you agree to this:';
    const ignore = `If you did not sign up, ignore this e-mail: the address is deleted on ${until} unless it is confirmed.`;
    const text = [intro, '', `Confirm your subscription: ${confirm}`, '', agreement, subscriber.consentText, '', ignore]
      .concat(['', `Remove this address now: ${unsubscribe}`, ''])
      .join('\n');
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Confirm your subscription</title></head>
<body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(confirm)}">Confirm your subscription</a></p>
<p>${escapeHtml(agreement)}</p>
<blockquote>${escapeHtml(subscriber.consentText)}</blockquote>
<p>${escapeHtml(ignore)} <a href="${escapeHtml(unsubscribe)}">Remove this address now</a>.</p>
</body></html>
`;
    return {
      from,
      to: { name: '', address: subscriber.email },
      subject: `Confirm your subscription to the ${firmName} newsletter`,
      messageId: `<newsletter-${mail.id}-${Date.parse(mail.createdAt)}@${domainOf(from)}>`,
      ...oneClickUnsubscribe(unsubscribe),
      text,
      html,
    };
  };
}
