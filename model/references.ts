// The one way a reference that names nothing is reported: "There is no service 'x'", with the closest name of the
// same kind ("Did you mean …?") or else the valid names. Problems keep the code, the value and the candidates; the
// message is rendered from them here and never read back.
import { closestMatch, editDistance } from './suggest.ts';

/** What a problem says, before its place is known. */
export interface Issue {
  code: string;
  message: string;
  value?: unknown;
  candidates?: string[];
}

export type ReferenceKind = 'service' | 'download' | 'claim' | 'fact' | 'comparison-row' | 'outside-link' | 'tier';

interface KindWords {
  /** "service", "comparison row" */
  one: string;
  /** "Services are", "Rows are" */
  listed: string;
  /** Said instead of the list when nothing is close: how to add the missing one. */
  add?: (value: string) => string;
}

const KINDS: Record<ReferenceKind, KindWords> = {
  service: { one: 'service', listed: 'Services are' },
  download: { one: 'download', listed: 'Downloads are', add: () => 'Add it under Downloads, or use one of' },
  claim: { one: 'claim', listed: 'Claims are' },
  fact: { one: 'fact', listed: 'Facts are' },
  'comparison-row': { one: 'comparison row', listed: 'Rows are' },
  'outside-link': {
    one: 'outside site',
    listed: 'Outside sites are',
    add: () => "Add it, with its web address, to the outside sites in the site's details, or use one of",
  },
  tier: { one: 'tier', listed: 'Its tiers are' },
};

/** Where the items of each kind are in the manifest, and the field that is their id. */
export const COLLECTIONS: Readonly<Partial<Record<ReferenceKind, { path: readonly string[]; id: string }>>> = {
  service: { path: ['services'], id: 'id' },
  download: { path: ['downloads'], id: 'slug' },
  claim: { path: ['claims'], id: 'id' },
  fact: { path: ['facts'], id: 'id' },
  'comparison-row': { path: ['comparison', 'rows'], id: 'id' },
};

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The ids a reference of this kind may name, read from a manifest that may not pass the schema yet. */
export function referenceIds(kind: ReferenceKind, manifest: unknown): string[] | undefined {
  const collection = COLLECTIONS[kind];
  if (!collection) return undefined;
  const list = collection.path.reduce(field, manifest);
  if (!Array.isArray(list)) return undefined;
  return list.flatMap((item) => {
    const id = field(item, collection.id);
    return typeof id === 'string' ? [id] : [];
  });
}

/** The code of a reference problem: "no-service", "no-comparison-row". */
const referenceCode = (kind: ReferenceKind): string => `no-${kind}`;

/** " Services are: a, b." */
export function listed(kind: ReferenceKind, candidates: readonly string[]): string {
  return candidates.length === 0
    ? ` There is no ${KINDS[kind].one} yet.`
    : ` ${KINDS[kind].listed}: ${candidates.join(', ')}.`;
}

/** " Did you mean 'x'?" when one candidate is close enough to be a typo, else " Services are: a, b." (or how to add one). */
function choices(kind: ReferenceKind, value: string, candidates: readonly string[]): string {
  const guess = closestMatch(value, candidates);
  if (guess !== undefined) return ` Did you mean '${guess}'?`;
  const words = KINDS[kind];
  if (candidates.length === 0) return kind === 'fact' ? ' Add it under Facts.' : listed(kind, candidates);
  return words.add ? ` ${words.add(value)}: ${candidates.join(', ')}.` : listed(kind, candidates);
}

/** "There is no service 'x'. Did you mean 'y'?" with the code, value and candidates it was rendered from. */
export function missingReference(
  kind: ReferenceKind,
  value: string,
  candidates: readonly string[],
  owner?: string,
): Issue {
  const what = owner ? `${owner} has no ${KINDS[kind].one} '${value}'.` : `There is no ${KINDS[kind].one} '${value}'.`;
  return {
    code: referenceCode(kind),
    value,
    candidates: [...candidates],
    message: what + choices(kind, value, candidates),
  };
}

/** The closest address of the site to a wrong one: a small typo, or the same last part under another folder. */
export function closestPath(wrong: string, paths: readonly string[]): string | undefined {
  const typo = closestMatch(wrong, paths);
  if (typo) return typo;
  const lastOf = (p: string) => p.split('/').filter(Boolean).at(-1) ?? '';
  const last = lastOf(wrong);
  if (!last) return undefined;
  const guess = closestMatch(last, paths.map(lastOf).filter(Boolean));
  const candidates = paths.filter((p) => guess !== undefined && lastOf(p) === guess);
  return candidates.sort((x, y) => editDistance(wrong, x) - editDistance(wrong, y))[0];
}

/**
 * A link to a page that does not exist. `path` is the address it names (query and fragment removed), `paths` the
 * pages it may mean: only pages of the kind the link needs (a thank-you route is offered thank-you pages only).
 */
export function missingPage(value: string, path: string, paths: readonly string[]): Issue {
  const guess = closestPath(path, paths);
  const rest = /[?#].*$/s.exec(value)?.[0] ?? '';
  return {
    code: 'no-page',
    value,
    candidates: [...paths],
    message: guess
      ? `The link "${value}" leads to no page. Did you mean "${guess}${rest}"?`
      : `The link "${value}" leads to no page. Add a page at ${path}, or correct the address.`,
  };
}
