// A link as the manifest writes it ("service:ID", "download:SLUG", "link:NAME", "/page#anchor", "email") turned into
// the address a page links to; a link to something that does not exist is reported.
import { parseLink } from '../links.ts';
import { missingPage } from '../references.ts';
import type { Lookups, Reporter } from './lookups.ts';
import type { SiteIndex } from './site-index.ts';

export function resolveHref(
  site: SiteIndex,
  lookups: Lookups,
  reporter: Reporter,
  raw: string,
  pointer: string,
): string {
  const { manifest, downloads, links, pages } = site;
  const link = parseLink(raw, manifest);
  // A text that is no link is refused by the schema (its Href pattern is the same grammar) before pages are resolved.
  if (!link) return raw;
  switch (link.kind) {
    case 'email':
      return `mailto:${manifest.site.email}`;
    case 'download':
      if (!downloads.has(link.slug)) reporter.missing('download', link.slug, [...downloads.keys()], pointer);
      return `/api/download/${link.slug}`;
    case 'service':
      return lookups.service(link.id, pointer)?.route ?? '/services';
    case 'link': {
      const url = links.get(link.name);
      if (!url) reporter.missing('outside-link', link.name, [...links.keys()], pointer);
      return url ?? '#';
    }
    case 'page':
      if (!pages.has(link.path)) reporter.report(missingPage(raw, link.path, [...pages.keys()]), pointer);
      return raw.replace('{product}', site.productSlug);
    case 'anchor':
      return raw;
  }
}
