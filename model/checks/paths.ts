// Each address leads to one page: no two routes share a path, an alias is neither a page's path nor another alias, and
// no address is one the server keeps for itself (/api, /admin), where the page would never be shown.
import type { Check, CheckContext } from './types.ts';
import { normalisePath } from '../links.ts';
import { reservedFor } from '../serving.ts';

function reportReserved(ctx: CheckContext, path: string, pointer: string): boolean {
  const owner = reservedFor(path);
  if (!owner) return false;
  ctx.report({
    rule: 'paths',
    severity: 'error',
    pointer,
    message: `"${path}" belongs to ${owner}, so a page there would never be shown. Choose another address, such as "${path.replace(/^\/(api|admin)/, '/$1-info')}".`,
  });
  return true;
}

export const pathsCheck: Check = {
  rules: ['paths'],
  description:
    'No two pages or aliases share an address; an alias is never the address of a page or another alias; no page is at /api or /admin.',
  run(ctx) {
    const { manifest } = ctx;
    const routeAt = new Map<string, number>();
    manifest.routes.forEach((route, i) => {
      const path = normalisePath(route.path, manifest);
      if (reportReserved(ctx, path, `/routes/${i}/path`)) return;
      const first = routeAt.get(path);
      if (first === undefined) {
        routeAt.set(path, i);
        return;
      }
      ctx.report({
        rule: 'paths',
        severity: 'error',
        pointer: `/routes/${i}/path`,
        message: `Another page already has the address "${path}" (line ${ctx.lineOf(`/routes/${first}/path`) ?? '?'}). Each page needs its own address: change one of them, or merge the two pages.`,
      });
    });

    const aliasAt = new Map<string, string>();
    manifest.routes.forEach((route, i) => {
      const own = normalisePath(route.path, manifest);
      (route.aliases ?? []).forEach((alias, a) => {
        const pointer = `/routes/${i}/aliases/${a}`;
        const path = normalisePath(alias, manifest);
        const page = routeAt.get(path);
        let message: string | undefined;
        if (reportReserved(ctx, path, pointer)) return;
        if (path === own) {
          message = `"${alias}" is this page's own address; its other addresses lead to the same page from elsewhere. Remove it from the other addresses.`;
        } else if (page !== undefined) {
          message = `"${alias}" is already the address of page ${manifest.routes[page]!.path} (line ${ctx.lineOf(`/routes/${page}/path`) ?? '?'}), so it cannot also be another address of this page. Remove it from the other addresses, or change that page's address.`;
        } else if (aliasAt.has(path)) {
          const other = aliasAt.get(path)!;
          message = `"${alias}" is already another address of a page (line ${ctx.lineOf(other) ?? '?'}); an address can lead to one page only. Remove one of the two.`;
        }
        if (message) ctx.report({ rule: 'paths', severity: 'error', pointer, message });
        else aliasAt.set(path, pointer);
      });
    });
  },
};
