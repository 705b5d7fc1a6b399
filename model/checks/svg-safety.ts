// When an SVG picture is safe to serve from the site's own address. An SVG is a document that can run scripts and load
// other files; shown through <img> it never does, but opened directly it would run on the site's origin. The server and
// the host files send it with a CSP that forbids both (model/serving.ts, PICTURE_HEADERS); these rules are the second
// line: a picture holds only drawing elements, no code, and refers to nothing outside itself. It must also say its
// size (viewBox, or width and height), so the page reserves its space before it loads.
import { lineAndColumn, localName, readSvgMarkup, svgSize, type SvgTag } from './svg-markup.ts';

export interface SvgProblem {
  line: number;
  column: number;
  /** What is wrong and how to fix it. */
  message: string;
}

/** The elements a static picture is drawn with (SVG 2's shapes, text, paint servers, clipping, masking and filters). */
const DRAWING_ELEMENTS = new Set(
  (
    'svg g defs symbol use title desc metadata style switch path rect circle ellipse line polyline polygon text tspan ' +
    'textPath image clipPath mask pattern marker linearGradient radialGradient stop filter feBlend feColorMatrix ' +
    'feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow ' +
    'feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset ' +
    'fePointLight feSpecularLighting feSpotLight feTile feTurbulence'
  ).split(' '),
);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Namespaces whose elements a browser would run or render as a page inside the picture. */
const ACTIVE_NAMESPACES = [
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
  'http://www.w3.org/1999/XSL/Transform',
];

/** A reference that stays inside the file: "#id", or a picture embedded as data (PNG, JPEG, GIF, WebP, AVIF). */
const INSIDE = /^\s*(#|data:image\/(png|jpeg|gif|webp|avif);base64,)/i;

const REMEDY =
  'Export the logo again as plain SVG (most drawing programs have "Plain SVG" or "SVG for the web"), or as a PNG.';

type Report = (offset: number, message: string) => void;

function checkElement(tag: SvgTag, svgPrefixes: Set<string>, report: Report): void {
  const prefix = tag.name.includes(':') ? tag.name.slice(0, tag.name.indexOf(':')) : '';
  const name = localName(tag.name);
  // Elements of another namespace (an editor's own, such as sodipodi: or rdf:) are inert data to a browser.
  if (prefix && !svgPrefixes.has(prefix)) return;
  if (DRAWING_ELEMENTS.has(name)) return;
  const why =
    name.toLowerCase() === 'script'
      ? 'runs code, which a picture may not'
      : name === 'foreignObject'
        ? 'embeds a web page inside the picture'
        : /^(animate|animateMotion|animateTransform|set)$/.test(name)
          ? 'is an animation, which can change links and attributes as it plays'
          : 'is not a drawing element';
  report(tag.offset, `<${tag.name}> ${why}. Remove it. ${REMEDY}`);
}

function checkAttributes(tag: SvgTag, report: Report): void {
  for (const attribute of tag.attributes) {
    const name = localName(attribute.name);
    if (/^on/i.test(name)) {
      report(
        attribute.offset,
        `The attribute ${attribute.name}="…" runs code when something happens (an event handler). Remove it.`,
      );
    } else if (name === 'href' && !INSIDE.test(attribute.value)) {
      report(
        attribute.offset,
        `${attribute.name}="${attribute.value.slice(0, 60)}" points outside the picture. Keep only references to its own parts ("#id"). ${REMEDY}`,
      );
    } else if (attribute.name === 'xmlns' && attribute.value !== SVG_NAMESPACE) {
      report(
        attribute.offset,
        `xmlns="${attribute.value}" makes these elements something other than SVG. Use xmlns="${SVG_NAMESPACE}".`,
      );
    } else if (attribute.name.startsWith('xmlns:') && ACTIVE_NAMESPACES.includes(attribute.value)) {
      report(
        attribute.offset,
        `${attribute.name}="${attribute.value}" brings in elements a browser would run as a page. Remove it and the elements that use it.`,
      );
    } else if (/javascript:/i.test(attribute.value.replace(/\s+/g, ''))) {
      report(attribute.offset, `${attribute.name}="…" holds a javascript: address. Remove it.`);
    }
  }
}

/** Rules over the text itself: declarations and references a tag-by-tag reading would not see. */
function checkText(text: string, report: Report): void {
  for (const match of text.matchAll(/<!ENTITY/g))
    report(
      match.index,
      "An entity declaration (<!ENTITY …>) can hide markup from these checks. Remove the DOCTYPE's entities.",
    );
  for (const match of text.matchAll(/<\?xml-stylesheet/g))
    report(
      match.index,
      'An <?xml-stylesheet?> loads a stylesheet from elsewhere. Remove it and put the styles in the file.',
    );
  for (const match of text.matchAll(/@import/gi))
    report(
      match.index,
      "A style's @import loads a stylesheet from elsewhere. Remove it and put the styles in the file.",
    );
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    if (!INSIDE.test(match[2]!))
      report(
        match.index,
        `url(${match[2]!.slice(0, 60)}) points outside the picture. Keep only references to its own parts ("url(#id)").`,
      );
  }
}

/** What makes an SVG text unsafe to serve, or unable to be laid out; empty when it is fine. In document order. */
export function svgSafetyProblems(text: string): SvgProblem[] {
  const found: { offset: number; message: string }[] = [];
  const report: Report = (offset, message) => found.push({ offset, message });
  const { tags, unreadable } = readSvgMarkup(text);
  if (tags.length === 0 || localName(tags[0]!.name) !== 'svg') {
    return [
      {
        ...lineAndColumn(text, tags[0]?.offset ?? 0),
        message: 'This is not an SVG picture: its first element is not <svg>. Export it again as SVG, or as a PNG.',
      },
    ];
  }
  if (!svgSize(tags)) {
    report(
      tags[0]!.offset,
      'The <svg> says neither its viewBox nor its width and height, so the page cannot reserve its space. Add viewBox="0 0 WIDTH HEIGHT".',
    );
  }
  for (const offset of unreadable)
    report(
      offset,
      'This tag cannot be read (an unquoted or malformed attribute?). Quote every attribute value, or export the picture again.',
    );
  const svgPrefixes = new Set(
    tags.flatMap((tag) =>
      tag.attributes
        .filter((a) => a.name.startsWith('xmlns:') && a.value === SVG_NAMESPACE)
        .map((a) => a.name.slice(6)),
    ),
  );
  for (const tag of tags) {
    checkElement(tag, svgPrefixes, report);
    checkAttributes(tag, report);
  }
  checkText(text, report);
  return found
    .sort((a, b) => a.offset - b.offset)
    .map(({ offset, message }) => ({ ...lineAndColumn(text, offset), message }));
}
