// Reading served pages for the smoke checks: the title and the internal links, as a browser would resolve them.
import { parse } from 'node-html-parser';

export function titleOf(html: string): string {
  return parse(html).querySelector('title')?.text ?? '';
}

/** Every link of a page to the same site (path and #fragment, without query), resolved against the page's path. */
export function internalLinks(html: string, pagePath: string): string[] {
  const base = new URL(pagePath, 'http://site.invalid');
  const links = new Set<string>();
  for (const anchor of parse(html).querySelectorAll('a[href]')) {
    const url = new URL(anchor.getAttribute('href')!, base);
    if (url.origin !== base.origin) continue;
    links.add(url.pathname + url.hash);
  }
  return [...links];
}
