// Every link leads somewhere: a page or alias, an anchor that exists on the page it names, a download,
// a service, an outside site named in site.links. Service pages and thank-you pages exist. Anchors are unique on a page.
import type { Check, CheckContext } from './types.ts';
import { anchorsByRoute, linkUses, normalisePath, parseLink, type LinkUse } from '../links.ts';
import { closestPath, missingPage, missingReference, type ReferenceKind } from '../references.ts';
import { closestMatch } from '../suggest.ts';
import type { Site } from '../site.ts';
import type { Service } from '../../schema/site.types.ts';

/**
 * Addresses a service's `route` or `thankYouRoute` may mean: a service page is never offered as a thank-you page, nor
 * a thank-you page (kept out of search results, or another service's) or another service's page as a service page.
 */
function pathsOfKind(site: Site, service: Service, key: 'route' | 'thankYouRoute'): string[] {
  const { manifest } = site;
  const named = (k: typeof key, others: boolean) =>
    new Set(
      manifest.services.flatMap((s) =>
        s[k] === undefined || (others && s === service) ? [] : [normalisePath(s[k]!, manifest)],
      ),
    );
  const servicePages = named('route', key === 'route');
  const thankYouPages = named('thankYouRoute', false);
  return [...site.pages.values()]
    .filter((entry) =>
      key === 'thankYouRoute'
        ? !servicePages.has(entry.canonicalPath)
        : !entry.noindex && !thankYouPages.has(entry.canonicalPath) && !servicePages.has(entry.canonicalPath),
    )
    .map((entry) => entry.path);
}

function checkAnchor(
  ctx: CheckContext,
  use: LinkUse,
  fragment: string,
  routeIndex: number,
  linkText: (f: string) => string,
): void {
  const anchors = anchorsByRoute(ctx.manifest).get(routeIndex) ?? [];
  if (anchors.includes(fragment)) return;
  const route = ctx.manifest.routes[routeIndex]!;
  const guess = closestMatch(fragment, anchors);
  const page = ctx.site.routePath(route);
  ctx.report({
    rule: 'links',
    severity: 'error',
    pointer: use.pointer,
    code: 'no-anchor',
    value: use.value,
    candidates: anchors,
    message: guess
      ? `The page ${page} has no block with the anchor "${fragment}". Did you mean "${linkText(guess)}"?`
      : `The page ${page} has no block with the anchor "${fragment}", so "${use.value}" jumps nowhere. ` +
        `Give the block the link should jump to the anchor "${fragment}"${anchors.length ? ` (anchors on that page: ${anchors.join(', ')})` : ''}, or correct the link.`,
  });
}

/** In the navigation or footer, "#x" is followed on every page: each page needs the anchor. */
function checkAnchorOnEveryPage(ctx: CheckContext, use: LinkUse, fragment: string): void {
  const { manifest, site } = ctx;
  const anchors = anchorsByRoute(manifest);
  const lacking = manifest.routes
    .filter((_, i) => !(anchors.get(i) ?? []).includes(fragment))
    .map((r) => site.routePath(r));
  if (lacking.length === 0) return;
  const list = `${lacking.slice(0, 5).join(', ')}${lacking.length > 5 ? ', …' : ''}`;
  const pages =
    lacking.length === manifest.routes.length
      ? 'no page has a block'
      : `${lacking.length} page${lacking.length === 1 ? '' : 's'} (${list}) ${lacking.length === 1 ? 'has' : 'have'} no block`;
  const holder = manifest.routes.find((_, i) => (anchors.get(i) ?? []).includes(fragment));
  ctx.report({
    rule: 'links',
    severity: 'error',
    pointer: use.pointer,
    code: 'anchor-not-on-every-page',
    value: use.value,
    message:
      `"${use.value}" is shown on every page, but ${pages} with the anchor "${fragment}". ` +
      `Link to the page that has it instead, such as "${holder ? site.routePath(holder) : '/page'}#${fragment}".`,
  });
}

/**
 * A service's page and its thank-you page are linked from menus, cards and the contact form: they must exist. Each is
 * offered pages of its own kind only: a missing thank-you page is never "corrected" to a service page.
 */
function checkServicePages(ctx: CheckContext): void {
  const { manifest, site } = ctx;
  manifest.services.forEach((service, i) => {
    for (const key of ['route', 'thankYouRoute'] as const) {
      const value = service[key];
      if (value === undefined) continue;
      const path = normalisePath(value, manifest);
      if (site.pages.has(path)) continue;
      const candidates = pathsOfKind(site, service, key);
      const guess = closestPath(path, candidates);
      const what = key === 'route' ? 'page' : 'thank-you page';
      ctx.report({
        rule: 'links',
        severity: 'error',
        pointer: `/services/${i}/${key}`,
        code: 'no-page',
        value,
        candidates,
        message: guess
          ? `The ${what} of service '${service.id}', "${value}", does not exist. Did you mean "${guess}"?`
          : `The ${what} of service '${service.id}', "${value}", does not exist. Add a page at ${path}, or correct the address.`,
      });
    }
  });
}

export const linksCheck: Check = {
  rules: ['links'],
  description:
    'Every link leads to a page, an alias, an anchor that exists on its page, a download, a service or a named outside site.',
  run(ctx) {
    const { manifest, site } = ctx;
    const paths = [...site.pages.keys()];
    const reference = (use: LinkUse, kind: ReferenceKind, value: string, candidates: string[]) =>
      ctx.report({
        rule: 'links',
        severity: 'error',
        pointer: use.pointer,
        ...missingReference(kind, value, candidates),
      });
    for (const use of linkUses(manifest)) {
      const target = parseLink(use.value, manifest);
      switch (target?.kind) {
        case 'page': {
          const entry = site.pages.get(target.path);
          if (!entry) {
            ctx.report({
              rule: 'links',
              severity: 'error',
              pointer: use.pointer,
              ...missingPage(use.value, target.path, paths),
            });
          } else if (target.fragment !== undefined) {
            checkAnchor(ctx, use, target.fragment, entry.index, (f) => `${use.value.split('#')[0]}#${f}`);
          }
          break;
        }
        case 'anchor': {
          if (use.routeIndex !== undefined) {
            checkAnchor(ctx, use, target.fragment, use.routeIndex, (f) => `#${f}`);
            break;
          }
          checkAnchorOnEveryPage(ctx, use, target.fragment);
          break;
        }
        case 'download': {
          const slugs = manifest.downloads.map((d) => d.slug);
          if (!slugs.includes(target.slug)) reference(use, 'download', target.slug, slugs);
          break;
        }
        case 'service': {
          const ids = manifest.services.map((s) => s.id);
          if (!ids.includes(target.id)) reference(use, 'service', target.id, ids);
          break;
        }
        case 'link': {
          const names = Object.keys(manifest.site.links);
          if (!names.includes(target.name)) reference(use, 'outside-link', target.name, names);
          break;
        }
        default:
          break;
      }
    }

    checkServicePages(ctx);
  },
};

export const anchorsCheck: Check = {
  rules: ['anchors'],
  description: 'No two blocks of a page share an anchor.',
  run(ctx) {
    ctx.manifest.routes.forEach((route, r) => {
      const seen = new Map<string, number>();
      route.blocks.forEach((block, b) => {
        if (!block.anchor) return;
        const first = seen.get(block.anchor);
        if (first === undefined) {
          seen.set(block.anchor, b);
          return;
        }
        const line = ctx.lineOf(`/routes/${r}/blocks/${first}/anchor`);
        ctx.report({
          rule: 'anchors',
          severity: 'error',
          pointer: `/routes/${r}/blocks/${b}/anchor`,
          code: 'duplicate-anchor',
          value: block.anchor,
          message: `Block ${first + 1} of this page (${line ? `line ${line}` : 'above'}) already has the anchor "${block.anchor}", so a link "#${block.anchor}" cannot tell them apart. Give this block another anchor.`,
        });
      });
    });
  },
};
