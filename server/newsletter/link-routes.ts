// The pages behind the links in newsletter mails, under /api/newsletter:
//   GET  /confirm?token=…      what the address agrees to, and a "Confirm subscription" button (changes nothing)
//   POST /confirm?token=…      confirms (records when) → "You’re subscribed"
//   GET  /unsubscribe?token=…  an "Unsubscribe" button (changes nothing)
//   POST /unsubscribe?token=…  deletes the address → a page; also RFC 8058's one-click POST (List-Unsubscribe=One-Click),
//                              which needs only the 200
// A link that is unknown or already used gets 404, an expired one 410, each with a page saying so.
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { SiteManifest } from '../../schema/site.types.ts';
import type { Logger } from '../log.ts';
import type { Store } from '../store/store.ts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './links.ts';
import { renderPage, type PageText } from './pages.ts';

export interface LinkRouteDeps {
  store: Store;
  log: Logger;
  manifest: () => Promise<SiteManifest>;
  /** The site's home, for the link on the last page. */
  publicUrl: string;
}

/** Tokens are 256 bits in base64url: anything else is not worth a database look-up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tokenOf(ctx: Context): string | undefined {
  const token = ctx.query.token;
  return typeof token === 'string' && TOKEN.test(token) ? token : undefined;
}

const UNKNOWN_LINK: PageText = {
  title: 'This link does not work',
  paragraphs: [
    'The link is not valid, or it has already been used.',
    'If you want the newsletter, sign up again on the website.',
  ],
};

const ALREADY_GONE = 'The link is not valid, or the address has already been removed from the list.';

const EXPIRED_LINK: PageText = {
  title: 'This link has expired',
  paragraphs: ['The sign-up was not confirmed in time, so the address has been removed. Sign up again on the website.'],
};

/** Paths relative to the server root: a relative form action stays on this server, whatever PUBLIC_URL says. */
const relative = (path: string, token: string) => `${path.slice(path.lastIndexOf('/') + 1)}?token=${token}`;

export function newsletterLinkRoutes(api: Router, { store, log, manifest, publicUrl }: LinkRouteDeps): void {
  const home = { label: 'Go to the website', href: `${publicUrl}/` };
  const reply = async (ctx: Context, status: number, page: PageText) => {
    const { firmName } = (await manifest()).site;
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = renderPage(firmName, page);
  };
  const lookupFailed = (ctx: Context, status: 'expired' | 'unknown') =>
    status === 'expired' ? reply(ctx, 410, { ...EXPIRED_LINK, link: home }) : reply(ctx, 404, UNKNOWN_LINK);

  api.get('/newsletter/confirm', async (ctx) => {
    const token = tokenOf(ctx);
    const found = token ? await store.newsletter.pendingByConfirmToken(token) : { status: 'unknown' as const };
    if (found.status !== 'found') return lookupFailed(ctx, found.status);
    const { firmName } = (await manifest()).site;
    await reply(ctx, 200, {
      title: 'Confirm your subscription',
      paragraphs: [
        `Subscribe ${found.subscriber.email} to the ${firmName} newsletter?`,
        'By confirming, you agree to this:',
      ],
      quote: found.subscriber.consentText,
      button: { label: 'Confirm subscription', action: relative(CONFIRM_PATH, token!) },
    });
  });

  api.post('/newsletter/confirm', async (ctx) => {
    const token = tokenOf(ctx);
    const result = token ? await store.newsletter.confirm(token) : { status: 'unknown' as const };
    if (result.status !== 'found') return lookupFailed(ctx, result.status);
    log.info('newsletter subscription confirmed', { id: result.subscriber.id });
    await reply(ctx, 200, {
      title: 'You’re subscribed',
      paragraphs: [
        `Thank you: ${result.subscriber.email} is now subscribed.`,
        'Every e-mail has a link to unsubscribe, which removes the address at once.',
      ],
      link: home,
    });
  });

  api.get('/newsletter/unsubscribe', async (ctx) => {
    const token = tokenOf(ctx);
    const subscriber = token ? await store.newsletter.byUnsubscribeToken(token) : undefined;
    if (!subscriber) return reply(ctx, 404, { ...UNKNOWN_LINK, paragraphs: [ALREADY_GONE] });
    await reply(ctx, 200, {
      title: 'Unsubscribe',
      paragraphs: [`Remove ${subscriber.email} from the newsletter? The address is deleted, with its sign-up record.`],
      button: { label: 'Unsubscribe', action: relative(UNSUBSCRIBE_PATH, token!) },
    });
  });

  api.post('/newsletter/unsubscribe', async (ctx) => {
    const token = tokenOf(ctx);
    if (!token || !(await store.newsletter.unsubscribe(token)))
      return reply(ctx, 404, { ...UNKNOWN_LINK, paragraphs: [ALREADY_GONE] });
    log.info('newsletter address unsubscribed and deleted');
    await reply(ctx, 200, {
      title: 'You’re unsubscribed',
      paragraphs: ['The address has been deleted from the newsletter list. You will get no more newsletters.'],
      link: home,
    });
  });

  for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe'])
    api.all(path, (ctx) => {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD, POST');
      ctx.body = { error: 'Method not allowed.' };
    });
}
