// What a change is: one difference between two manifests, in words, in one of the groups a report shows.
export type ChangeGroup = 'prices' | 'services' | 'pages' | 'blocks' | 'navigation' | 'texts' | 'downloads' | 'facts';

export interface Change {
  group: ChangeGroup;
  /** The change in plain words, e.g. "Quick Scan (Operations Reset Audit): €1,495 → €1,595". */
  text: string;
  /** Where it is: JSON pointer into the new manifest (into the old one for a removal). */
  pointer: string;
  /** For a changed text: a short word-level diff, e.g. "…we reply within [-24-]{+48+} hours…". */
  diff?: string;
  /** Something was removed: the pointer is into the old manifest. */
  removed?: true;
  /** What the change does to the structure, where that matters to publishing (model/publishing.ts). */
  shape?: ChangeShape;
}

/** An item added to or removed from a list (an FAQ question, a bullet), or a block moved on its page. */
export type ChangeShape = 'list item' | 'block moved';

/** The groups in the order a report shows them. */
export const CHANGE_GROUPS: readonly ChangeGroup[] = [
  'prices',
  'services',
  'pages',
  'blocks',
  'navigation',
  'texts',
  'downloads',
  'facts',
];

export type Json = unknown;
export type Obj = Record<string, Json>;

export const isObject = (value: Json): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
