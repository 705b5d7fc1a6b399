// Each address leads to one page: no two routes share a path, and an alias is neither a page's path nor another alias.
import type { Check } from './types.ts';
import { normalisePath } from '../links.ts';

export const pathsCheck: Check = {
  rules: ['paths'],
  description: 'No two pages or aliases share an address; an alias is never the address of a page or another alias.',
  run(ctx) {
    const { manifest } = ctx;
    const routeAt = new Map<string, number>();
    manifest.routes.forEach((route, i) => {
      const path = normalisePath(route.path, manifest);
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
