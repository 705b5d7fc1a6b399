// Placeholders in texts ("{firm}", "{service:ID}", "{price:ID/TIER}", "{count:…}", "{newsletter:…}") filled in from
// the manifest.
import type { SiteManifest } from '../../schema/site.types.ts';
import type { Lookups, Reporter } from './lookups.ts';
import type { SiteIndex } from './site-index.ts';

const PLACEHOLDER = /\{([a-z]+)(?::([^}]+))?\}/g;

const UNKNOWN =
  'Placeholders are {firm}, {product}, {email}, {year}, {service:ID}, {price:ID}, {price:ID/TIER}, {claim:ID}, {fact:ID}, {count:…}, {newsletter:consent} and {newsletter:confirm-days}.';

/** Where the consent sentence is written; problems in it are reported there, whichever text quotes it. */
const CONSENT_POINTER = '/site/newsletter/consent';

/** The schema's default for site.newsletter.confirmDays. */
const DEFAULT_CONFIRM_DAYS = 7;

/** The newsletter's settings as written, with the schema's default filled in. */
export function newsletterSettings(manifest: SiteManifest): { consent: string; confirmDays: number } {
  const { consent, confirmDays = DEFAULT_CONFIRM_DAYS } = manifest.site.newsletter;
  return { consent, confirmDays };
}

/** "1 day", "7 days". */
function daysInWords(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** A text with its placeholders filled in; one that fills nothing stays as written, and is reported. */
export type Fill = (value: string, pointer: string) => string;

export function createFill({ manifest }: SiteIndex, lookups: Lookups, reporter: Reporter): Fill {
  const unknown = (whole: string, pointer: string) => {
    reporter.report(
      { code: 'unknown-placeholder', value: whole, message: `Unknown placeholder ${whole}. ${UNKNOWN}` },
      pointer,
    );
    return whole;
  };

  const newsletter = (whole: string, arg: string | undefined, pointer: string): string => {
    const settings = newsletterSettings(manifest);
    if (arg === 'confirm-days') return daysInWords(settings.confirmDays);
    if (arg !== 'consent') return unknown(whole, pointer);
    if (pointer === CONSENT_POINTER) {
      reporter.report(
        { code: 'self-reference', value: whole, message: `The consent sentence cannot quote itself: remove ${whole}.` },
        pointer,
      );
      return whole;
    }
    return fill(settings.consent, CONSENT_POINTER);
  };

  const fill: Fill = (value, pointer) =>
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
        case 'newsletter':
          return newsletter(whole, arg, pointer);
        default:
          return unknown(whole, pointer);
      }
    });
  return fill;
}
