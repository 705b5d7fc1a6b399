// Where a change shows: the pages whose preview differs between the draft before it and after it. A fact or a price
// reaches pages through placeholders, service cards, tiers and the "from" prices; rendering every page both ways finds
// them all, the same way the visitor will see them (about a hundred milliseconds for the whole site).
import type Router from '@koa/router';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { createSite } from '../../model/site.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { fieldsOf, jsonBody } from './json-body.ts';
import { renderPreview } from './preview.tsx';

export interface PageShown {
  /** The page's position in the manifest's routes. */
  route: number;
  /** Its address as visitors see it ("/why-harbourline" for "/why-{product}"). */
  path: string;
}

/** Each page's address as visitors see it, by its position; as written when the draft cannot say yet. */
function addresses(manifest: SiteManifest): (route: number, written: string) => string {
  try {
    const site = createSite(manifest, blockDefinitions);
    return (route, written) => site.routes.find((entry) => entry.index === route)?.canonicalPath ?? written;
  } catch {
    return (_route, written) => written;
  }
}

/** The pages of `after` that show differently than they did in `before`, in the manifest's order. */
export async function pagesChangedBetween(before: SiteManifest, after: SiteManifest): Promise<PageShown[]> {
  const shown: PageShown[] = [];
  const addressOf = addresses(after);
  for (const [route, page] of (after.routes ?? []).entries()) {
    if (typeof page?.path !== 'string' || before.routes?.[route]?.path !== page.path) continue;
    const [was, is] = await Promise.all([renderPreview(before, route), renderPreview(after, route)]);
    if (was !== is) shown.push({ route, path: addressOf(route, page.path) });
  }
  return shown;
}

export function previewReachRoutes(router: Router): void {
  router.post('/api/shown-on', jsonBody, async (ctx) => {
    const { before, after } = fieldsOf<{ before: SiteManifest; after: SiteManifest }>(ctx, {
      before: 'object',
      after: 'object',
    });
    ctx.body = { pages: await pagesChangedBetween(before, after) };
  });
}
