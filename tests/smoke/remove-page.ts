// "A page removed", as a person would do it: a page no service needs, taken out with the links that pointed to it.
// The first such page whose removal leaves the manifest clean is chosen, so the edit fits whatever the manifest holds.
import type { SiteManifest } from '../../schema/site.types.ts';
import { createSite } from '../../model/site.ts';

type Json = unknown;

const pointsTo = (value: Json, paths: Set<string>) =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { href?: unknown }).href === 'string' &&
  paths.has((value as { href: string }).href.split('#')[0]!);

/** Removes every link object ({ text, href }) to one of `paths`: list items, and optional fields that hold one. */
function withoutLinksTo(value: Json, paths: Set<string>): Json {
  if (Array.isArray(value))
    return value.filter((item) => !pointsTo(item, paths)).map((item) => withoutLinksTo(item, paths));
  if (!value || typeof value !== 'object') return value;
  const kept = Object.entries(value).filter(([, v]) => !pointsTo(v, paths));
  return Object.fromEntries(kept.map(([k, v]) => [k, withoutLinksTo(v, paths)]));
}

/** The manifest without one page, or undefined when no page can go without other changes. */
export async function removeAPage(
  manifest: SiteManifest,
  lintErrors: (text: string) => Promise<string[]>,
): Promise<{ manifest: SiteManifest; path: string } | undefined> {
  const site = createSite(manifest);
  const needed = new Set(manifest.services.flatMap((s) => [s.route, s.thankYouRoute]).filter(Boolean));
  const candidates = site.routes.filter(
    (entry) => entry.path !== '/' && !needed.has(entry.route.path) && !needed.has(entry.path),
  );
  // Pages with the fewest links to them first: the smallest edit.
  const text = JSON.stringify(manifest);
  const linksTo = (path: string) => text.split(`"${path}"`).length;
  for (const entry of candidates.sort((a, b) => linksTo(a.path) - linksTo(b.path))) {
    const paths = new Set([entry.path, entry.route.path, ...(entry.route.aliases ?? [])]);
    const edited = withoutLinksTo(
      { ...manifest, routes: manifest.routes.filter((r) => r !== entry.route) },
      paths,
    ) as SiteManifest;
    if ((await lintErrors(JSON.stringify(edited, null, 2) + '\n')).length === 0)
      return { manifest: edited, path: entry.path };
  }
  return undefined;
}
