// Looking up what the manifest names (a service, claim, fact, count or price) while resolving a page: each lookup
// that finds nothing reports a problem at the pointer it was asked for.
import type { Claim, Fact, Service } from '../../schema/site.types.ts';
import { COUNTABLE, countInWords, countOf } from '../counts.ts';
import { formatPrice, headlinePrice } from '../price.ts';
import type { Issue, ReferenceKind } from '../references.ts';
import type { SiteIndex } from './site-index.ts';

/** How the resolving of one page records its problems. */
export interface Reporter {
  report(issue: Issue, pointer: string): void;
  missing(kind: ReferenceKind, value: string, candidates: readonly string[], pointer: string, owner?: string): void;
}

export interface Lookups {
  service(id: string, pointer: string): Service | undefined;
  claim(id: string, pointer: string): Claim | undefined;
  fact(id: string, pointer: string): Fact | undefined;
  /** "{count:services}" in words; `startsSentence` capitalises it. */
  count(what: string, startsSentence: boolean, pointer: string): string | undefined;
  /** "{price:ID}" or "{price:ID/TIER}": a service's headline price or a tier's price, formatted. */
  price(ref: string, pointer: string): string | undefined;
}

export function createLookups(site: SiteIndex, reporter: Reporter): Lookups {
  const { manifest, money, services, claims, facts } = site;
  const service = (id: string, pointer: string): Service | undefined => {
    const found = services.get(id);
    if (!found) reporter.missing('service', id, [...services.keys()], pointer);
    return found;
  };
  return {
    service,
    claim(id, pointer) {
      const found = claims.get(id);
      if (!found) reporter.missing('claim', id, [...claims.keys()], pointer);
      return found;
    },
    fact(id, pointer) {
      const found = facts.get(id);
      if (!found) reporter.missing('fact', id, [...facts.keys()], pointer);
      return found;
    },
    count(what, startsSentence, pointer) {
      const result = countOf(manifest, what);
      if ('count' in result) return countInWords(result.count, startsSentence);
      if ('unknownService' in result) service(result.unknownService, pointer);
      else {
        const counts = `{count:${COUNTABLE.join('}, {count:')}}`;
        reporter.report(
          {
            code: 'unknown-count',
            value: what,
            message: `{count:${what}} counts nothing this site knows. Counts are ${counts}.`,
          },
          pointer,
        );
      }
      return undefined;
    },
    price(ref, pointer) {
      const [serviceId = '', tierId] = ref.split('/');
      const found = service(serviceId, pointer);
      if (!found) return undefined;
      if (tierId === undefined) return headlinePrice(found, money).text;
      const tier = found.tiers.find((t) => t.id === tierId);
      if (!tier) {
        reporter.missing(
          'tier',
          tierId,
          found.tiers.map((t) => t.id),
          pointer,
          `Service '${serviceId}'`,
        );
        return undefined;
      }
      return formatPrice(tier.price, money).text;
    },
  };
}
