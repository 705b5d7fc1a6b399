// Counts that copy may show ("Three audit depths"), worked out from the data so they never go stale: the
// {count:…} placeholder. A count is written in words up to twelve, as editors write them, and in digits above.
import type { SiteManifest } from '../schema/site.types.ts';

const WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "three"; "Three" when it starts a sentence; "13" above twelve. */
export function countInWords(count: number, startsSentence = false): string {
  const word = WORDS[count] ?? String(count);
  return startsSentence ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** What {count:…} can count, for messages. */
export const COUNTABLE = ['services', 'tiers/SERVICE', 'add-ons/SERVICE', 'downloads'] as const;

export type CountResult = { count: number } | { unknownService: string } | { unknownKind: string };

/** The number {count:WHAT} stands for: "services", "tiers/ops-audit", "add-ons/opsos" or "downloads". */
export function countOf(manifest: SiteManifest, what: string): CountResult {
  const [kind = '', id] = what.split('/');
  if (kind === 'services' && id === undefined) return { count: manifest.services.length };
  if (kind === 'downloads' && id === undefined) return { count: manifest.downloads.length };
  if ((kind === 'tiers' || kind === 'add-ons') && id !== undefined) {
    const service = manifest.services.find((s) => s.id === id);
    if (!service) return { unknownService: id };
    return { count: kind === 'tiers' ? service.tiers.length : (service.addOns ?? []).length };
  }
  return { unknownKind: what };
}
