// The context a block's resolve step works with, for one place in the manifest: lookups, placeholders and links,
// each recording a problem named by its place when it fails.
import type { Problem } from '../problems.ts';
import { placeInWords } from '../place.ts';
import { formatPrice } from '../price.ts';
import { missingReference } from '../references.ts';
import type { ResolveContext } from '../site.ts';
import { resolveHref } from './href.ts';
import { createLookups, type Reporter } from './lookups.ts';
import { createFill } from './placeholders.ts';
import type { SiteIndex } from './site-index.ts';
import { serviceView } from './views.ts';

function reporterFor(site: SiteIndex, problems: Problem[]): Reporter {
  const report: Reporter['report'] = (issue, pointer) => {
    problems.push({ severity: 'error', pointer, place: placeInWords(site.manifest, pointer, site.blocks), ...issue });
  };
  return {
    report,
    missing: (kind, value, candidates, pointer, owner) =>
      report(missingReference(kind, value, candidates, owner), pointer),
  };
}

/** Pointers inside are absolute ("/services/2/tagline"); the `at` of the context's callers is relative to basePointer. */
export function createContext(site: SiteIndex, basePointer: string, problems: Problem[]): ResolveContext {
  const { manifest, money, downloads } = site;
  const reporter = reporterFor(site, problems);
  const lookups = createLookups(site, reporter);
  const fill = createFill(site, lookups, reporter);
  const under = (at = '') => basePointer + at;
  return {
    manifest,
    text: (value, at) => fill(value, under(at)),
    href: (value, at) => resolveHref(site, lookups, reporter, value, under(at)),
    price: (value) => formatPrice(value, money),
    service(id, at) {
      const found = lookups.service(id, under(at));
      return found && serviceView(found, `/services/${manifest.services.indexOf(found)}`, money, fill);
    },
    download(slug, at) {
      const found = downloads.get(slug);
      if (!found) {
        reporter.missing('download', slug, [...downloads.keys()], under(at));
        return undefined;
      }
      return {
        slug,
        title: found.title,
        href: `/api/download/${slug}`,
        type: found.type,
        description: found.description,
      };
    },
    claim(id, at) {
      const found = lookups.claim(id, under(at));
      return found && { value: found.value, label: found.label };
    },
    missing: (kind, value, candidates, at) => reporter.missing(kind, value, candidates, under(at)),
    problem: (message, at) => reporter.report({ code: 'block', message }, under(at)),
  };
}
