// Reads an SVG file's tags and attributes, with their offsets, and its intrinsic size: enough for the safety rules
// (svg-safety.ts) and for the build to size the picture. Deliberately strict: a tag it cannot read is reported, never
// skipped, so nothing can hide from the rules in markup the reader does not understand.

export interface SvgAttribute {
  /** As written, prefix included ("xlink:href"). */
  name: string;
  value: string;
  offset: number;
}

export interface SvgTag {
  /** As written, prefix included ("sodipodi:namedview"). */
  name: string;
  attributes: SvgAttribute[];
  offset: number;
}

export interface SvgMarkup {
  /** Every start (or self-closing) tag, in document order. */
  tags: SvgTag[];
  /** Offsets of "<" followed by a name that do not open a well-formed tag. */
  unreadable: number[];
}

const TAG = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>"']+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/y;
const ATTRIBUTE = /(\s+)([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The tags of an SVG text. Comments and CDATA are read like the rest (a tag-like text there is checked too). */
export function readSvgMarkup(text: string): SvgMarkup {
  const tags: SvgTag[] = [];
  const unreadable: number[] = [];
  const start = /<[A-Za-z_]/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    TAG.lastIndex = match.index;
    const tag = TAG.exec(text);
    if (!tag) {
      unreadable.push(match.index);
      continue;
    }
    const attributesAt = match.index + 1 + tag[1]!.length;
    const attributes = [...tag[2]!.matchAll(ATTRIBUTE)].map((a) => ({
      name: a[2]!,
      value: a[3] ?? a[4] ?? '',
      offset: attributesAt + a.index + a[1]!.length,
    }));
    tags.push({ name: tag[1]!, attributes, offset: match.index });
    start.lastIndex = TAG.lastIndex;
  }
  return { tags, unreadable };
}

/** The name without its prefix ("xlink:href" → "href"). */
export function localName(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1);
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** A length in user units ("120", "120px", "120.5"); undefined for %, em and other relative units. */
function absoluteLength(value: string | undefined): number | undefined {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(px)?$/);
  return match ? Number(match[1]) : undefined;
}

/**
 * The picture's intrinsic size from its root <svg>: width and height when both are absolute lengths, else the
 * viewBox's; undefined when neither says (the page could not reserve its space).
 */
export function svgSize(tags: readonly SvgTag[]): { width: number; height: number } | undefined {
  const root = tags[0];
  if (!root || localName(root.name) !== 'svg') return undefined;
  const attribute = (name: string) => root.attributes.find((a) => a.name === name)?.value;
  const width = absoluteLength(attribute('width'));
  const height = absoluteLength(attribute('height'));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!box || box.length !== 4 || box.some((n) => !Number.isFinite(n)) || box[2]! <= 0 || box[3]! <= 0)
    return undefined;
  return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
}
