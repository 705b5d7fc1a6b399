// Placeholders in texts ("{firm}", "{service:ID}", "{price:ID/TIER}", "{count:…}") filled in from the manifest.
import type { Lookups, Reporter } from './lookups.ts';
import type { SiteIndex } from './site-index.ts';

const PLACEHOLDER = /\{([a-z]+)(?::([^}]+))?\}/g;

const UNKNOWN =
  'Placeholders are {firm}, {product}, {email}, {year}, {service:ID}, {price:ID}, {price:ID/TIER}, {claim:ID}, {fact:ID} and {count:…}.';

/** A text with its placeholders filled in; one that fills nothing stays as written, and is reported. */
export type Fill = (value: string, pointer: string) => string;

export function createFill({ manifest }: SiteIndex, lookups: Lookups, reporter: Reporter): Fill {
  return (value, pointer) =>
    value.replace(PLACEHOLDER, (whole, kind: string, arg: string | undefined, offset: number) => {
      switch (kind) {
        case 'firm':
          return manifest.site.firmName;
        case 'product':
          return manifest.site.productName;
        case 'email':
          return manifest.site.email;
        case 'year':
          return String(new Date().getFullYear());
        case 'service':
          return (arg && lookups.service(arg, pointer)?.name) ?? whole;
        case 'claim':
          return (arg && lookups.claim(arg, pointer)?.value) ?? whole;
        case 'fact':
          return (arg && lookups.fact(arg, pointer)?.value) ?? whole;
        case 'price':
          return (arg && lookups.price(arg, pointer)) ?? whole;
        case 'count':
          return (arg && lookups.count(arg, /(^|[.!?:]\s+)$/.test(value.slice(0, offset)), pointer)) ?? whole;
        default:
          reporter.report(
            { code: 'unknown-placeholder', value: whole, message: `Unknown placeholder ${whole}. ${UNKNOWN}` },
            pointer,
          );
          return whole;
      }
    });
}
