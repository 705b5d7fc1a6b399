// Resolves one page of the manifest into the data its pre-rendered HTML and its hydration need.
import type { Problem } from './problems.ts';
import { definitionOf } from './blocks.ts';
import type { Site, ResolveContext } from './site.ts';
import { resolveChrome, type Chrome } from './chrome.ts';

export interface ResolvedBlock {
  type: string;
  anchor?: string;
  props: Record<string, unknown>;
}

export interface PageData {
  path: string;
  canonicalPath: string;
  canonicalUrl: string;
  title: string;
  description: string;
  blocks: ResolvedBlock[];
  chrome: Chrome;
}

/** Fills placeholders in every text and resolves every "href" of a block, recording problems at their place. */
function resolveFields(value: unknown, ctx: ResolveContext, at: string, key = ''): unknown {
  if (typeof value === 'string') return key === 'href' ? ctx.href(value, at) : ctx.text(value, at);
  if (Array.isArray(value)) return value.map((item, i) => resolveFields(item, ctx, `${at}/${i}`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'type' || k === 'anchor' ? v : resolveFields(v, ctx, `${at}/${k}`, k),
      ]),
    );
  }
  return value;
}

export function resolvePage(site: Site, path: string, problems: Problem[]): PageData | undefined {
  const entry = site.pages.get(path);
  if (!entry) return undefined;
  const routePointer = `/routes/${entry.index}`;
  const ctx = site.context(routePointer, problems);
  const blocks: ResolvedBlock[] = [];
  for (const [i, block] of entry.route.blocks.entries()) {
    const at = `/blocks/${i}`;
    const fields = resolveFields(block, ctx, at) as typeof block;
    const { resolve } = definitionOf(site.blocks, block.type);
    const props = (resolve ? resolve(fields, site.context(`${routePointer}${at}`, problems)) : fields) as Record<
      string,
      unknown
    >;
    blocks.push({ type: block.type, anchor: block.anchor, props });
  }
  const base = site.manifest.site.baseUrl.replace(/\/$/, '');
  return {
    path,
    canonicalPath: entry.canonicalPath,
    canonicalUrl: base + (entry.canonicalPath === '/' ? '/' : entry.canonicalPath),
    title: ctx.text(entry.route.title, '/title'),
    description: ctx.text(entry.route.description, '/description'),
    blocks,
    chrome: resolveChrome(site, problems),
  };
}
