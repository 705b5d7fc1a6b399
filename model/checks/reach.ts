// Every page can be reached: a link in the navigation, the footer or on another page leads to it.
// A service's page counts as linked wherever the service is listed as a link (services menu, footer, and blocks whose
// definition lists serviceLinks); a service's thank-you page counts as reached, since visitors land there after sending the form.
import type { Check } from './types.ts';
import { linkUses, normalisePath, parseLink } from '../links.ts';
import { definitionOf } from '../blocks.ts';

export const reachCheck: Check = {
  rules: ['unreachable'],
  description: 'Every page is linked from the navigation, the footer or another page (a warning).',
  run(ctx) {
    const { manifest, site } = ctx;
    const services = new Map(manifest.services.map((s) => [s.id, s]));
    const reached = new Set<string>(['/']);
    /** Marks the page at `path` reached, unless the link is on that page itself. */
    const reach = (path: string | undefined, fromRoute?: number) => {
      if (path === undefined) return;
      const entry = site.pages.get(normalisePath(path, manifest));
      if (entry && entry.index !== fromRoute) reached.add(entry.canonicalPath);
    };

    for (const use of linkUses(manifest)) {
      const target = parseLink(use.value, manifest);
      if (target?.kind === 'page') reach(target.path, use.routeIndex);
      if (target?.kind === 'service') reach(services.get(target.id)?.route, use.routeIndex);
    }
    for (const id of [...manifest.navigation.servicesMenu.services, ...manifest.footer.services])
      reach(services.get(id)?.route);
    manifest.routes.forEach((route, r) => {
      for (const block of route.blocks) {
        for (const id of definitionOf(site.blocks, block.type).serviceLinks?.(block) ?? [])
          reach(services.get(id)?.route, r);
      }
    });
    for (const service of manifest.services) if (service.thankYouRoute) reach(service.thankYouRoute);

    site.routes.forEach((entry) => {
      if (reached.has(entry.canonicalPath)) return;
      ctx.report({
        rule: 'unreachable',
        severity: 'warning',
        pointer: `/routes/${entry.index}/path`,
        message:
          `No link leads to ${entry.canonicalPath}: nothing in the navigation, the footer or on another page points at it, so visitors cannot find it. ` +
          'Add a link to it in the navigation (Navigation → Links → Add a link) or the footer (Footer → Company → Add a link), ' +
          'or link to it from another page, or remove the page.',
      });
    });
  },
};
