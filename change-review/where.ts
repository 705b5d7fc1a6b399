// Where each change shows: the pages and documents whose rendered content differs in the changed words. A change in a
// page's own blocks shows on that page (and its aliases); any other change is looked for, by its old and new words,
// in every page and document that the two builds render differently.
import { diffWords } from 'diff';
import type { BlockDefinitions } from '../model/blocks.ts';
import type { Change } from '../model/changes.ts';
import { formatPrice } from '../model/price.ts';
import { createSite, type Site } from '../model/site.ts';
import { pointerSegments } from '../model/source.ts';
import type { SiteManifest } from '../schema/site.types.ts';
import type { Differences } from './compare.ts';
import type { Rendered } from './rendered.ts';

export interface Shown {
  /** Every address that shows it, aliases included. */
  pages: string[];
  /** Of those, the aliases, each with the page it is another address of. */
  aliases: Record<string, string>;
  /** Titles and kinds of the documents, such as "Services Overview PDF". */
  documents: string[];
  /** The change adds or removes a page in the sitemap. */
  sitemap: boolean;
  /** It shows on every page of the site (navigation, footer, firm facts). */
  everyPage: boolean;
}

export interface Version {
  manifest: SiteManifest;
  rendered: Rendered;
}

function at(value: unknown, pointer: string): unknown {
  let current = value;
  for (const segment of pointerSegments(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** The words a value shows: texts with placeholders filled in, prices as the site formats them. */
function shownWords(value: unknown, site: Site): string[] {
  if (typeof value === 'string') return [site.context('', []).text(value)];
  if (Array.isArray(value)) return value.flatMap((item) => shownWords(item, site));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.amount === 'number') return [formatPrice(record as never, site.money).amount];
    return Object.entries(record)
      .filter(([key]) => !['id', 'type', 'about', 'anchor', 'tone', 'href', 'slug', 'file'].includes(key))
      .flatMap(([, item]) => shownWords(item, site));
  }
  return [];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The changed part of a text, widened to whole words and two more words either side, as it reads before and after. */
function changedRegion(before: string, after: string): { before: string; after: string } {
  const parts = diffWords(before, after);
  const side = (skip: 'added' | 'removed') => {
    let text = '';
    let start = -1;
    let end = -1;
    for (const part of parts) {
      if (part[skip]) continue;
      if (part.added || part.removed) {
        if (start < 0) start = text.length;
        end = text.length + part.value.length;
      }
      text += part.value;
    }
    if (start < 0) return '';
    const left = text.slice(0, start).match(/(?:\S+\s+){0,2}\S*$/)![0];
    const right = text.slice(end).match(/^\S*(?:\s+\S+){0,2}/)![0];
    return collapse(left + text.slice(start, end) + right);
  };
  return { before: side('added'), after: side('removed') };
}

function needles(change: Change, before: Site, after: Site): { before: string[]; after: string[] } {
  const old = shownWords(at(before.manifest, change.pointer), before).map(collapse).filter(Boolean);
  // A removal's pointer is into the old manifest only; in the new one the same place holds something else.
  const now = change.removed ? [] : shownWords(at(after.manifest, change.pointer), after).map(collapse).filter(Boolean);
  if (old.length === 1 && now.length === 1 && old[0] !== now[0]) {
    const region = changedRegion(old[0]!, now[0]!);
    return { before: [region.before].filter(Boolean), after: [region.after].filter(Boolean) };
  }
  return { before: old.filter((w) => !now.includes(w)), after: now.filter((w) => !old.includes(w)) };
}

const count = (haystack: string, needle: string) => (needle === '' ? 0 : haystack.split(needle).length - 1);

function pageHaystack(version: Version, path: string): string {
  const page = version.rendered.pages.get(path);
  return page ? collapse([page.text, ...page.head, page.jsonLd, ...page.links].join(' ')) : '';
}

/** The pages of the route a pointer lies in (its address and aliases), or undefined outside /routes. */
function routePages(pointer: string, manifest: SiteManifest, site: Site): string[] | undefined {
  const match = /^\/routes\/(\d+)/.exec(pointer);
  const route = match ? manifest.routes[Number(match[1])] : undefined;
  return route && [site.routePath(route), ...(route.aliases ?? [])];
}

const KIND_WORDS = { pdf: 'PDF', docx: 'Word document', zip: 'ZIP' } as const;

export function whereShown(
  changes: Change[],
  before: Version,
  after: Version,
  differences: Differences,
  blocks: BlockDefinitions,
): Shown[] {
  const beforeSite = createSite(before.manifest, blocks);
  const afterSite = createSite(after.manifest, blocks);
  const changedPages = differences.pages.filter((p) => p.path !== '/404').map((p) => p.path);
  const allPages = [...after.rendered.pages.keys()].filter((p) => p !== '/404');
  const aliasOf = new Map<string, string>();
  for (const [manifest, site] of [
    [before.manifest, beforeSite],
    [after.manifest, afterSite],
  ] as const) {
    for (const route of manifest.routes)
      for (const alias of route.aliases ?? []) aliasOf.set(alias, site.routePath(route));
  }
  return changes.map((change) => {
    const removal = change.removed === true;
    const own = routePages(
      change.pointer,
      removal ? before.manifest : after.manifest,
      removal ? beforeSite : afterSite,
    );
    const words = needles(change, beforeSite, afterSite);
    const differs = (inBefore: string, inAfter: string) =>
      words.after.some((w) => count(inAfter, w) !== count(inBefore, w)) ||
      words.before.some((w) => count(inAfter, w) !== count(inBefore, w));
    const pages = own
      ? changedPages.filter((path) => own.includes(path))
      : changedPages.filter((path) => differs(pageHaystack(before, path), pageHaystack(after, path)));
    const documents = differences.documents
      .filter(
        (d) =>
          !own &&
          differs(before.rendered.documents.get(d.slug)?.text ?? '', after.rendered.documents.get(d.slug)?.text ?? ''),
      )
      .map((d) => {
        const download =
          after.manifest.downloads.find((x) => x.slug === d.slug) ??
          before.manifest.downloads.find((x) => x.slug === d.slug)!;
        return `${download.title} ${KIND_WORDS[download.type]}`;
      });
    const sitemap = change.group === 'pages' && differences.sitemap.length > 0;
    const everyPage = pages.length > 1 && allPages.every((path) => pages.includes(path));
    const aliases = Object.fromEntries(
      pages.filter((path) => aliasOf.has(path)).map((path) => [path, aliasOf.get(path)!]),
    );
    return { pages, aliases, documents, sitemap, everyPage };
  });
}

/** "Shown on /, /services and in the Services Overview PDF." */
export function shownInWords(shown: Shown): string {
  const list = (items: string[]) =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  const named = shown.pages.filter((path) => !shown.aliases[path] || !shown.pages.includes(shown.aliases[path]!));
  const withAliases = named.map((path) => {
    const also = Object.keys(shown.aliases).filter((alias) => shown.aliases[alias] === path);
    return also.length > 0 ? `${path} (also ${also.join(', ')})` : path;
  });
  const pages = shown.everyPage ? 'every page' : list(withAliases);
  const places = [
    ...(pages ? [`on ${pages}`] : []),
    ...(shown.documents.length > 0 ? [`in the ${list(shown.documents)}`] : []),
    ...(shown.sitemap ? ['in the sitemap'] : []),
  ];
  return places.length === 0 ? 'Shown on no page or document.' : `Shown ${list(places)}.`;
}
