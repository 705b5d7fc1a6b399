// Which pages and documents two builds show differently, found by comparing what each build rendered.
import { diffArrays } from 'diff';
import type { PageContent, Rendered } from './rendered.ts';

export type PageAspect = 'words' | 'title and description' | 'structured data' | 'links' | 'layout';

export interface PageDifference {
  path: string;
  status: 'added' | 'removed' | 'changed';
  /** What differs on a changed page. */
  aspects: PageAspect[];
}

export interface DocumentDifference {
  slug: string;
  title: string;
  file: string;
  status: 'added' | 'removed' | 'changed';
}

export interface Differences {
  pages: PageDifference[];
  documents: DocumentDifference[];
  /** Sitemap lines added (+) and removed (−). */
  sitemap: string[];
}

function aspects(before: PageContent, after: PageContent): PageAspect[] {
  const found: PageAspect[] = [];
  if (before.text !== after.text) found.push('words');
  if (before.head.join('\n') !== after.head.join('\n')) found.push('title and description');
  if (before.jsonLd !== after.jsonLd) found.push('structured data');
  if (before.links.join('\n') !== after.links.join('\n')) found.push('links');
  if (found.length === 0 && before.markup !== after.markup) found.push('layout');
  return found;
}

const byPath = (a: { path: string }, b: { path: string }) =>
  a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path);

export function compareBuilds(before: Rendered, after: Rendered): Differences {
  const pages: PageDifference[] = [];
  for (const [path, content] of after.pages) {
    const old = before.pages.get(path);
    if (!old) pages.push({ path, status: 'added', aspects: [] });
    else {
      const found = aspects(old, content);
      if (found.length > 0) pages.push({ path, status: 'changed', aspects: found });
    }
  }
  for (const path of before.pages.keys())
    if (!after.pages.has(path)) pages.push({ path, status: 'removed', aspects: [] });

  const documents: DocumentDifference[] = [];
  for (const [slug, doc] of after.documents) {
    const old = before.documents.get(slug);
    if (!old) documents.push({ slug, title: doc.title, file: doc.file, status: 'added' });
    else if (old.text !== doc.text) documents.push({ slug, title: doc.title, file: doc.file, status: 'changed' });
  }
  for (const [slug, doc] of before.documents)
    if (!after.documents.has(slug)) documents.push({ slug, title: doc.title, file: doc.file, status: 'removed' });

  const urls = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const sitemap = diffArrays(urls(before.sitemap), urls(after.sitemap)).flatMap((part) =>
    part.added ? part.value.map((url) => `+ ${url}`) : part.removed ? part.value.map((url) => `− ${url}`) : [],
  );
  return { pages: pages.sort(byPath), documents, sitemap };
}
