// When a draft's page cannot be resolved (a link without its text, say, in the middle of an edit), the preview shows
// it without the unfinished parts the schema points at: a block of the page, or a link of the navigation or the
// footer. Each one left out gets a note in plain words, shown in the page where it would be.
import type { ErrorObject } from 'ajv';
import { defaultValidator } from '../../model/validate.ts';
import { pointerSegments } from '../../model/source.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

export interface Pruned {
  manifest: SiteManifest;
  /** The page's blocks left out, by their position in the draft, each with why. */
  blocks: Map<number, string>;
  /** Notes for the links of the navigation and footer left out. */
  chrome: string[];
}

/** The fields a visitor's page cannot do without, as a sentence says one is missing. */
const MISSING_IN_BLOCK: Record<string, string> = {
  href: 'the link has no address',
  text: 'a link or button has no text',
  title: 'it has no title',
  src: 'the picture has no file',
  alt: 'the picture has no description',
};
const MISSING_IN_LINK: Record<string, string> = { text: 'no text', href: 'no address' };

const CHROME_WORDS: Record<string, string> = { navigation: 'navigation', footer: 'footer' };

/** The fields the errors find missing or unfinished (an empty text, an address that is no address yet). */
const unfinishedFields = (errors: ErrorObject[]) => [
  ...new Set(
    errors.map((e) =>
      e.keyword === 'required'
        ? String((e.params as { missingProperty?: string }).missingProperty)
        : (pointerSegments(e.instancePath).at(-1) ?? ''),
    ),
  ),
];

/** "the link has no address", or what says least when no field the page needs is missing. */
function blockReason(errors: ErrorObject[]): string {
  const reasons = unfinishedFields(errors).flatMap((field) => MISSING_IN_BLOCK[field] ?? []);
  return reasons.length > 0 ? reasons.join(', and ') : 'something in it is not finished yet';
}

/** "This footer link can't be shown yet: it has no text and no address." */
function linkNote(errors: ErrorObject[], where: string): string {
  const reasons = unfinishedFields(errors).flatMap((field) => MISSING_IN_LINK[field] ?? []);
  const reason = reasons.length > 0 ? `it has ${reasons.join(' and ')}` : 'it is not finished yet';
  return `This ${CHROME_WORDS[where] ?? ''} link can't be shown yet: ${reason}.`;
}

/** Groups the errors by the part they make unfinished: "b:2" (block 2 of the page), or the chrome list item. */
function unfinishedParts(errors: ErrorObject[], routeIndex: number): Map<string, ErrorObject[]> {
  const parts = new Map<string, ErrorObject[]>();
  const add = (key: string, error: ErrorObject) => parts.set(key, [...(parts.get(key) ?? []), error]);
  for (const error of errors) {
    const path = pointerSegments(error.instancePath);
    const [first, second, third, fourth] = path;
    if (first === 'routes' && Number(second) === routeIndex && third === 'blocks' && fourth !== undefined)
      add(`b:${fourth}`, error);
    else if (first && first in CHROME_WORDS) {
      const item = path.findIndex((segment) => /^\d+$/.test(segment));
      if (item > 0) add(`c:${path.slice(0, item + 1).join('/')}`, error);
    }
  }
  return parts;
}

function removeAt(manifest: SiteManifest, path: string[]): void {
  const list = path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], manifest);
  if (Array.isArray(list)) list.splice(Number(path.at(-1)), 1);
}

/**
 * `manifest` without the navigation and footer links the schema finds unfinished (an empty link would show as
 * nothing), and with `blocks`, without the page's unfinished blocks too (only when the page cannot be shown with them:
 * a block shows as well as it can while it is being written).
 */
export function pruneUnfinished(
  manifest: SiteManifest,
  routeIndex: number,
  { blocks: withBlocks = true } = {},
): Pruned {
  const validate = defaultValidator();
  validate(manifest);
  const parts = unfinishedParts(validate.errors ?? [], routeIndex);
  if (!withBlocks) for (const key of parts.keys()) if (key.startsWith('b:')) parts.delete(key);
  const pruned = parts.size > 0 ? structuredClone(manifest) : manifest;
  const blocks = new Map<number, string>();
  const chrome: string[] = [];
  // Later items first, so the positions of the earlier ones still hold.
  const keys = [...parts.keys()].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  for (const key of keys) {
    const errors = parts.get(key)!;
    if (key.startsWith('b:')) {
      const index = Number(key.slice(2));
      blocks.set(index, blockReason(errors));
      removeAt(pruned, ['routes', String(routeIndex), 'blocks', String(index)]);
    } else {
      const path = key.slice(2).split('/');
      chrome.unshift(linkNote(errors, path[0]!));
      removeAt(pruned, path);
    }
  }
  return { manifest: pruned, blocks, chrome };
}
