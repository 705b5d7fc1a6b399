// The editor online: the same editor app and API as `npm run edit`, at /admin on the site's own server, for invited
// people only. Mounted before the site's pages (server/app.ts `mount`): pages and code for anyone, sign-in and invites
// before a session, the editor's API and the account for any signed-in person, people and the audit log for
// publishers. Every state change passes the guard (Origin and x-csrf-token); every refusal is a 4xx with a message.
import Router from '@koa/router';
import compose from 'koa-compose';
import type { Context, Middleware } from 'koa';
import type { MountedPart } from '../server/app.ts';
import type { Store } from '../server/store/store.ts';
import type { AppBundle } from '../editor/server/bundle.ts';
import { editorApiRoutes, editorCodeRoutes, type EditedSite } from '../editor/server/editor-routes.ts';
import { answerRequestErrors } from '../editor/server/json-body.ts';
import { siteAssets } from '../editor/server/preview-assets.ts';
import type { AdminConfig } from './config.ts';
import { adminGuard } from './guard.ts';
import { loadSession, needsPerson, needsPublisher, personOf } from './signed-in.ts';
import { publishRoutes } from '../editor/server/publish-routes.ts';
import { startPublishing, type PublishingSettings, type RunningPublishing } from '../publish/setup.ts';
import { errorFields, type Logger } from '../server/log.ts';
import { signInLimits } from './sign-in-limits.ts';
import { audit, type AuditAction } from './audit.ts';
import { ADMIN_BASE, pageRoutes } from './pages.ts';
import { signInRoutes } from './routes/sign-in-routes.ts';
import { inviteRoutes } from './routes/invite-routes.ts';
import { accountRoutes } from './routes/account-routes.ts';
import { peopleRoutes } from './routes/people-routes.ts';

export interface EditorOnlineOptions {
  config: AdminConfig;
  site: EditedSite;
  bundle: AppBundle;
  publishing: PublishingSettings;
  /** Make the published version the first release at start when there is none (`npm run admin`). */
  firstRelease?: boolean;
  /** Tests give a fake clock and a short lease to the publishing worker. */
  clock?: { now?: () => number; leaseMs?: number };
}

/** What the editor online needs from the server it is mounted on. */
export interface MountParts {
  store: Store;
  log: Logger;
  /** Tells the server that the live link moved (publishing switched the site); resolves when it is served. */
  liveChanged(): Promise<void>;
}

const underAdmin = (path: string) => path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`);

/** The preview frame is sandboxed (origin "null"); its fonts are fetched with CORS, which the site's files lack. */
const fromPreviewFrame = (ctx: Context) => ctx.get('origin') === 'null' && ctx.path.startsWith('/fonts/');

function adminHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}

/**
 * The audit entry for an event the editor's own routes report (an upload, a publication's step). Its promise never
 * rejects: those routes call it without awaiting (their hook returns void), and an unhandled rejection would end the
 * process; a failure is logged instead.
 */
function reportedEvents(store: Store, log: Logger) {
  return (ctx: Context, action: AuditAction, detail: string): Promise<void> =>
    audit(store, ctx, action, detail).catch((error: unknown) =>
      log.error('audit entry not recorded', { action, ...errorFields(error) }),
    );
}

function routers(
  { store, log }: Pick<MountParts, 'store' | 'log'>,
  { publishing }: RunningPublishing,
  { config, site, bundle }: EditorOnlineOptions,
): Router[] {
  const recorded = reportedEvents(store, log);
  const open = new Router({ prefix: ADMIN_BASE });
  pageRoutes(open, config);
  editorCodeRoutes(open, bundle, () => [config.origin]);
  signInRoutes(open, { store, config, limits: signInLimits(store) });
  inviteRoutes(open, store, config);
  accountRoutes(open, store, config);
  peopleRoutes(open, store, config);

  // Router middleware runs only when one of its router's routes matches: the whole editor API needs a person.
  const editing = new Router({ prefix: ADMIN_BASE });
  editing.use(needsPerson);
  // Online, the manifest changes only by publishing: the file is the published version.
  editorApiRoutes(
    editing,
    { ...site, saving: 'by-publishing' },
    { uploaded: (ctx, file) => recorded(ctx, 'upload', file) },
  );
  publishRoutes(editing, {
    publishing,
    personOf,
    needsPublisher,
    recorded,
  });
  return [open, editing];
}

const notFound: Middleware = (ctx) => {
  ctx.status = 404;
  ctx.body = { message: `There is nothing at ${ctx.path.slice(0, 200)}.` };
};

export function editorOnline(
  options: EditorOnlineOptions,
): (parts: MountParts) => MountedPart & { publishing: RunningPublishing } {
  return ({ store, log, liveChanged }) => {
    const publishing = startPublishing({ settings: options.publishing, store, log, liveChanged, ...options.clock });
    if (options.firstRelease) publishing.worker.wantFirstRelease();
    const fonts = siteAssets(options.site.imagesDir);
    const routes = routers({ store, log }, publishing, options).flatMap((router) => [
      router.routes(),
      router.allowedMethods(),
    ]);
    const chain = compose<Context>([
      adminHeaders(),
      answerRequestErrors,
      loadSession(store, options.config),
      adminGuard(options.config),
      ...(routes as Middleware[]),
      notFound,
    ]);
    return {
      middleware: (ctx, next) => {
        if (fromPreviewFrame(ctx)) return fonts(ctx, next);
        return underAdmin(ctx.path) ? chain(ctx, next) : next();
      },
      publishing,
      stop: () => publishing.worker.stop(),
    };
  };
}
