// The Koa application: security headers, request log and error replies, the /api routes and the pre-rendered site
// (served precompressed by static-site.ts; /api replies are small JSON). It owns the store and the delivery worker; shutdown() stops both.
import Koa from 'koa';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Router from '@koa/router';
import type { ServerConfig } from './config.ts';
import { staticSite } from './static-site.ts';
import { apiOnlyNotFound } from './api/api-only.ts';
import { hasPrecompressedCopies } from './static/site-files.ts';
import { staticFastPath } from './static/fast-path.ts';
import { readOnlySite } from './static/read-only.ts';
import { securityHeaders } from './security-headers.ts';
import { CACHE_CONTROL } from '../model/serving.ts';
import { createLogger, errorFields, type Logger } from './log.ts';
import { Store } from './store/store.ts';
import { DeliveryWorker, smtpSender, type MailSender } from './mail/delivery.ts';
import { rateLimit } from './api/rate-limit.ts';
import { ERROR_TEXT, jsonBody } from './api/json-body.ts';
import { requestLogAndErrors } from './request-errors.ts';
import { contactRoute } from './api/contact.ts';
import { newsletterSignUpRoute } from './newsletter/signup.ts';
import { newsletterLinkRoutes } from './newsletter/link-routes.ts';
import { confirmationMailer } from './newsletter/confirmation-mail.ts';
import { sweepExpiredSignUps } from './newsletter/expiry.ts';
import { downloadRoute } from './api/download.ts';
import { loadManifest } from './manifest.ts';
import { LiveSite, once, type SiteVersion } from './live-site.ts';
import type { SiteManifest } from '../schema/site.types.ts';

export interface AppOptions {
  log?: Logger;
  /** The mail transport; by default SMTP over config.smtpUrl (none without it). */
  sender?: MailSender;
  /** The site manifest; by default the build's snapshot checked against the site schema (read once, on first use). */
  manifest?: () => Promise<SiteManifest>;
  /** Something served before the site's pages, on the same store and log: the editor online (admin/). */
  mount?: (parts: { store: Store; log: Logger; liveChanged: () => Promise<void> }) => MountedPart;
  /** The live link (dist/live → releases/<key>): when it exists, each request is answered from the release it names
   * (pages, manifest, downloads); config.clientDir, manifestFile and downloadsDir serve until it does. */
  live?: string;
}

export interface MountedPart {
  middleware: Koa.Middleware;
  /** Called at shutdown, before the store closes. */
  stop?(): void;
}

export interface SiteApp extends Koa {
  log: Logger;
  store: Store;
  delivery?: DeliveryWorker;
  /** Resolves when the manifest is loaded (rejects with its problems): await before listening. */
  ready(): Promise<void>;
  /** Reads the live link now (after a publish switched it); resolves when the release it names is served. */
  liveChanged(): Promise<void>;
  /** Stops the delivery worker and closes the database. Stop the HTTP server first. */
  shutdown(): Promise<void>;
}

/** The pre-rendered site after /api, read-only (405 for other methods): pages and assets already in memory are
 * answered before Koa (same headers, reply and log line): a file server's cost per request, where the whole
 * middleware chain would double it. */
function serveSite(app: Koa, live: LiveSite, log: Logger): void {
  app.use(readOnlySite());
  app.use(staticSite(siteOf, live.current().clientDir));
  const fastPath = staticFastPath(() => live.current().files, log);
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    // The site only runs on HTTP/1.1 (node:http), so the request and response are node:http's.
    return (req, res) =>
      fastPath(req as IncomingMessage, res as ServerResponse) ? Promise.resolve() : handle(req, res);
  };
}

/** The version of the site this request is answered from (taken once, when it came in). */
const siteOf = (ctx: Koa.Context): SiteVersion => ctx.state.site as SiteVersion;

interface ApiDeps {
  config: ServerConfig;
  manifest: () => Promise<SiteManifest>;
  store: Store;
  log: Logger;
  delivery: DeliveryWorker | undefined;
}

/** The /api routes: contact and newsletter (POST only), downloads, and a JSON 404 for the rest. */
function apiRouter({ config, manifest, store, log, delivery }: ApiDeps): Router {
  const api = new Router({ prefix: '/api' });
  api.use(async (ctx, next) => {
    ctx.set('Cache-Control', CACHE_CONTROL.noStore);
    await next();
  });
  api.post(
    '/contact',
    rateLimit({ limit: config.rateLimits.contact }),
    jsonBody(),
    contactRoute({ manifest, store, log, onStored: delivery && (() => delivery.notify()) }),
  );
  api.post(
    '/newsletter',
    rateLimit({ limit: config.rateLimits.newsletter }),
    jsonBody(),
    newsletterSignUpRoute({ store, log, manifest, onQueued: delivery && (() => delivery.notify()) }),
  );
  newsletterLinkRoutes(api, { store, log, manifest, publicUrl: config.publicUrl });
  api.get('/download/:slug', downloadRoute(siteOf));
  for (const path of ['/contact', '/newsletter']) {
    api.all(path, (ctx) => {
      ctx.status = 405;
      ctx.set('Allow', 'POST');
      ctx.body = { error: ERROR_TEXT[405] };
    });
  }
  api.all('/{*rest}', (ctx) => {
    ctx.status = 404;
    ctx.body = { error: ERROR_TEXT[404] };
  });
  return api;
}

/** Errors while sending a response: logged, except a client hanging up mid-response. */
function logResponseErrors(app: Koa, log: Logger): void {
  app.on('error', (error: unknown) => {
    // A client that hangs up mid-response (it may already have every byte of a download) is not a server problem.
    const code = (error as { code?: unknown }).code;
    const hangUp = code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
    if (hangUp) log.debug('client closed the connection early', { code });
    else log.warn('response error', errorFields(error));
  });
}

export async function createApp(config: ServerConfig, options: AppOptions = {}): Promise<SiteApp> {
  const log = options.log ?? createLogger(config.logLevel);
  const live = new LiveSite(
    {
      clientDir: config.clientDir,
      manifestFile: config.manifestFile,
      downloadsDir: config.downloadsDir,
      manifest: once(options.manifest ?? (() => loadManifest(config.manifestFile))),
    },
    options.live,
    log,
  );
  // Outside a request (mails sent by the delivery worker) and in the /api routes: the live release's manifest.
  const manifest = () => live.current().manifest();
  const store = await Store.open(config.dataDir, config.database);
  const sender = options.sender ?? (config.smtpUrl ? smtpSender(config) : undefined);
  const delivery = sender
    ? new DeliveryWorker({
        store,
        sender,
        from: config.mailFrom ?? '',
        to: config.mailTo,
        retry: config.retry,
        log,
        limits: config.mailDelivery,
        confirmationMail: confirmationMailer({ store, manifest, from: config.mailFrom, publicUrl: config.publicUrl }),
      })
    : undefined;

  const app = new Koa({ proxy: config.proxy }) as SiteApp;
  // Behind one trusted proxy, the client is the address that proxy appended last (earlier entries can be forged).
  if (config.proxy) app.maxIpsCount = 1;
  app.silent = true;
  logResponseErrors(app, log);

  app.use(securityHeaders());
  // Request log and the last word on errors: every failure gets a reply (JSON under /api) and keeps the headers above.
  app.use(requestLogAndErrors(log));
  app.use((ctx, next) => {
    ctx.state.site = live.current();
    return next();
  });
  app.use(apiRouter({ config, manifest, store, log, delivery }).routes());
  const mounted = options.mount?.({ store, log, liveChanged: () => live.changed() });
  if (mounted) app.use(mounted.middleware);
  if (config.apiOnly) app.use(apiOnlyNotFound());
  else serveSite(app, live, log);

  let closed = false;
  let stopSweep: (() => void) | undefined;
  return Object.assign(app, {
    log,
    store,
    delivery,
    async ready() {
      await manifest();
      const { clientDir } = live.current();
      if (!config.apiOnly && !hasPrecompressedCopies(clientDir))
        log.warn('the build has no precompressed copies: pages are sent uncompressed (npm run build writes them)', {
          clientDir,
        });
      if (!config.smtpUrl && !options.sender)
        log.info('no SMTP_URL: inquiries are stored but not mailed (npm run inquiries lists them)');
      if (!closed) stopSweep ??= sweepExpiredSignUps(store, log);
      if (delivery && !closed) delivery.start();
    },
    liveChanged: () => live.changed(),
    async shutdown() {
      if (closed) return;
      closed = true;
      stopSweep?.();
      mounted?.stop?.();
      await delivery?.stop();
      await store.close();
    },
  });
}
