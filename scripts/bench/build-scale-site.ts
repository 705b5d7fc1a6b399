// The generated site of the build-scale bench: the live manifest with its content pages copied under new paths until
// the site has the number of routes asked for. Each copy has its own short title and no aliases, and ends with a link to
// the next copy (the footer links to the first), so every page is reachable and the site lints clean; its other links
// and references are the original's, so they stay valid.
import type { SiteManifest } from '../../schema/site.types.ts';

type Route = SiteManifest['routes'][number];

/** Pages that stand alone: not the home page, the booking form or a thank-you page (each tied to one form). */
function copyable(route: Route): boolean {
  return route.path !== '/' && route.path !== '/book' && !route.path.startsWith('/thank-you/');
}

const slugOf = (route: Route) => route.path.replace(/[{}]/g, '').split('/').filter(Boolean).join('-');
const copyPath = (route: Route, index: number) => `/library/${slugOf(route)}-${index}`;

function copyOf(route: Route, index: number, next: string | undefined): Route {
  const { aliases: _aliases, ...rest } = structuredClone(route) as Route & { aliases?: unknown };
  const onward = next
    ? [
        {
          type: 'cta',
          heading: 'Keep reading',
          body: 'The next page of the library.',
          actions: [{ text: 'Next page', href: next }],
        },
      ]
    : [];
  return {
    ...rest,
    path: copyPath(route, index),
    title: `Library ${index}: ${slugOf(route)} | {firm}`,
    blocks: [...rest.blocks, ...onward],
  } as Route;
}

/** The manifest with routes added until it has `routes` of them (copies of its content pages, in turn). */
export function scaledManifest(manifest: SiteManifest, routes: number): SiteManifest {
  const sources = manifest.routes.filter(copyable);
  const count = Math.max(0, routes - manifest.routes.length);
  const sourceOf = (index: number) => sources[(index - 1) % sources.length]!;
  const added: Route[] = [];
  for (let index = 1; index <= count; index++) {
    const next = index < count ? copyPath(sourceOf(index + 1), index + 1) : undefined;
    added.push(copyOf(sourceOf(index), index, next));
  }
  if (added.length === 0) return manifest;
  const footer = structuredClone(manifest.footer);
  footer.company = [...(footer.company ?? []), { text: 'Library', href: added[0]!.path }];
  return { ...manifest, footer, routes: [...manifest.routes, ...added] };
}
