// The editor online's pages: one app page for every screen (the app picks the screen by its address), and the
// preview frame's page. Neither holds a secret or data, so they are served to anyone; every call the app then makes
// needs a session. The preview frame is sandboxed without allow-same-origin (an opaque origin), so although it is on
// the editor's origin, its page can reach neither the editor's cookies nor its window.
import type Router from '@koa/router';
import { appPage, appPagePolicy } from '../editor/server/page.ts';
import { PREVIEW_FRAME_CSP, previewFramePage } from '../editor/server/preview-frame.ts';
import type { AdminConfig } from './config.ts';
import { ADMIN_PREFIX } from '../model/serving.ts';

/** The editor online's address prefix, which lint keeps free of pages. */
export const ADMIN_BASE = ADMIN_PREFIX;

/** The app's screens besides the editor itself; editor/app/account/ has one component for each. */
const SCREENS = ['sign-in', 'welcome', 'account', 'people', 'log'];

export function pageRoutes(router: Router, config: AdminConfig): void {
  const page = appPage(ADMIN_BASE, 'online');
  for (const path of ['/', ...SCREENS.map((screen) => `/${screen}`)])
    router.get(path, (ctx) => {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Security-Policy', appPagePolicy("'self'"));
      ctx.body = page;
    });
  router.get('/favicon.ico', (ctx) => {
    ctx.status = 204;
  });
  router.get('/preview-frame', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Content-Security-Policy', `${PREVIEW_FRAME_CSP}; frame-ancestors ${config.origin}`);
    ctx.body = previewFramePage(`${ADMIN_BASE}/preview-frame.js`);
  });
}
