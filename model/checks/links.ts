// Every link leads somewhere: a page or alias, an anchor that exists on the page it names, a download,
// a service, an outside site named in site.links. Service pages and thank-you pages exist. Anchors are unique on a page.
import type { Check, CheckContext } from './types.ts';
import { anchorsByRoute, allPaths, linkUses, normalisePath, parseLink, type LinkUse } from '../links.ts';
import { closestMatch, didYouMean, editDistance } from '../suggest.ts';

/** The closest address of the site to a wrong one: a small typo, or the same last part under another folder. */
export function closestPath(wrong: string, paths: string[]): string | undefined {
  const typo = closestMatch(wrong, paths);
  if (typo) return typo;
  const lastOf = (p: string) => p.split('/').filter(Boolean).at(-1) ?? '';
  const last = lastOf(wrong);
  if (!last) return undefined;
  const guess = closestMatch(last, paths.map(lastOf).filter(Boolean));
  const candidates = paths.filter((p) => guess !== undefined && lastOf(p) === guess);
  return candidates.sort((x, y) => editDistance(wrong, x) - editDistance(wrong, y))[0];
}

function noPage(value: string, path: string, paths: string[]): string {
  const guess = closestPath(path, paths);
  const rest = /[?#].*$/s.exec(value)?.[0] ?? '';
  return guess
    ? `The link "${value}" leads to no page. Did you mean "${guess}${rest}"?`
    : `The link "${value}" leads to no page. Check the address, or add a page with "path": "${path}" to "routes".`;
}

function checkAnchor(ctx: CheckContext, use: LinkUse, fragment: string, routeIndex: number, linkText: (f: string) => string): void {
  const anchors = anchorsByRoute(ctx.manifest).get(routeIndex) ?? [];
  if (anchors.includes(fragment)) return;
  const route = ctx.manifest.routes[routeIndex]!;
  const guess = closestMatch(fragment, anchors);
  const page = ctx.site.routePath(route);
  ctx.report({
    rule: 'links',
    severity: 'error',
    pointer: use.pointer,
    message: guess
      ? `The page ${page} has no block with the anchor "${fragment}". Did you mean "${linkText(guess)}"?`
      : `The page ${page} has no block with the anchor "${fragment}", so "${use.value}" jumps nowhere. ` +
        `Add "anchor": "${fragment}" to the block the link should jump to${anchors.length ? ` (anchors on that page: ${anchors.join(', ')})` : ''}, or correct the link.`,
  });
}

export const linksCheck: Check = {
  rules: ['links'],
  description: 'Every link leads to a page, an alias, an anchor that exists on its page, a download, a service or a named outside site.',
  run(ctx) {
    const { manifest, site } = ctx;
    const paths = allPaths(site);
    for (const use of linkUses(manifest)) {
      const target = parseLink(use.value, manifest);
      switch (target.kind) {
        case 'page': {
          const entry = site.pages.get(target.path);
          if (!entry) {
            ctx.report({ rule: 'links', severity: 'error', pointer: use.pointer, message: noPage(use.value, target.path, paths) });
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
          // In the navigation or footer, "#x" is followed on every page: each page needs the anchor.
          const anchors = anchorsByRoute(manifest);
          const lacking = manifest.routes.filter((_, i) => !(anchors.get(i) ?? []).includes(target.fragment)).map((r) => site.routePath(r));
          if (lacking.length > 0) {
            const list = `${lacking.slice(0, 5).join(', ')}${lacking.length > 5 ? ', …' : ''}`;
            const pages =
              lacking.length === manifest.routes.length
                ? 'no page has a block'
                : `${lacking.length} page${lacking.length === 1 ? '' : 's'} (${list}) ${lacking.length === 1 ? 'has' : 'have'} no block`;
            const holder = manifest.routes.find((_, i) => (anchors.get(i) ?? []).includes(target.fragment));
            ctx.report({
              rule: 'links',
              severity: 'error',
              pointer: use.pointer,
              message:
                `"${use.value}" is shown on every page, but ${pages} with "anchor": "${target.fragment}". ` +
                `Link to the page that has it instead, such as "${holder ? site.routePath(holder) : '/page'}#${target.fragment}".`,
            });
          }
          break;
        }
        case 'download': {
          const slugs = manifest.downloads.map((d) => d.slug);
          if (!slugs.includes(target.slug)) {
            const hint = didYouMean(target.slug, slugs);
            ctx.report({
              rule: 'links',
              severity: 'error',
              pointer: use.pointer,
              message: `There is no download '${target.slug}'.${hint || ` Add it to "downloads", or use one of: ${slugs.join(', ')}.`}`,
            });
          }
          break;
        }
        case 'service': {
          const ids = manifest.services.map((s) => s.id);
          if (!ids.includes(target.id)) {
            const hint = didYouMean(target.id, ids);
            ctx.report({
              rule: 'links',
              severity: 'error',
              pointer: use.pointer,
              message: `There is no service '${target.id}'.${hint || ` Services are: ${ids.join(', ')}.`}`,
            });
          }
          break;
        }
        case 'link': {
          const names = Object.keys(manifest.site.links);
          if (!names.includes(target.name)) {
            const hint = didYouMean(target.name, names);
            ctx.report({
              rule: 'links',
              severity: 'error',
              pointer: use.pointer,
              message: `There is no outside link '${target.name}' in site.links.${hint || ` Add "${target.name}": "https://…" to site.links, or use one of: ${names.join(', ')}.`}`,
            });
          }
          break;
        }
        default:
          break;
      }
    }

    // A service's page and its thank-you page are linked from menus, cards and the contact form: they must exist.
    manifest.services.forEach((service, i) => {
      for (const key of ['route', 'thankYouRoute'] as const) {
        const value = service[key];
        if (value === undefined) continue;
        const path = normalisePath(value.split('#')[0]!, manifest);
        if (site.pages.has(path)) continue;
        const guess = closestPath(path, paths);
        const what = key === 'route' ? 'page' : 'thank-you page';
        ctx.report({
          rule: 'links',
          severity: 'error',
          pointer: `/services/${i}/${key}`,
          message: guess
            ? `The ${what} of service '${service.id}', "${value}", does not exist. Did you mean "${guess}"?`
            : `The ${what} of service '${service.id}', "${value}", does not exist. Add a page with "path": "${path}" to "routes", or correct this address.`,
        });
      }
    });
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
          message: `Block ${first + 1} of this page (${line ? `line ${line}` : 'above'}) already has the anchor "${block.anchor}", so a link "#${block.anchor}" cannot tell them apart. Give this block another anchor.`,
        });
      });
    });
  },
};
