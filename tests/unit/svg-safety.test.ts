// An SVG picture is served only when it just draws: no script, no event handler, no embedded page, nothing loaded from
// elsewhere, and a size the page can reserve. Each refusal says where (line, column) and what to do.
import { describe, expect, it } from 'vitest';
import { svgSafetyProblems } from '../../model/checks/svg-safety.ts';
import { readSvgMarkup, svgSize } from '../../model/checks/svg-markup.ts';

const svg = (body: string, root = 'viewBox="0 0 200 60"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>\n${body}\n</svg>\n`;

/** An export as Inkscape writes it: XML declaration, editor namespaces and metadata, a gradient, a <use>, a <style>. */
const INKSCAPE_LOGO = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:svg="http://www.w3.org/2000/svg" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="240" height="80" viewBox="0 0 240 80">
  <sodipodi:namedview id="base" pagecolor="#ffffff"/>
  <metadata><rdf:RDF><dc:title>Keelson</dc:title></rdf:RDF></metadata>
  <style><![CDATA[ .mark { fill: url(#sea); } ]]></style>
  <defs><linearGradient id="sea"><stop offset="0" stop-color="#13315c"/><stop offset="1" stop-color="#8da9c4"/></linearGradient>
    <circle id="dot" r="10"/></defs>
  <rect class="mark" width="240" height="80" rx="12"/>
  <use xlink:href="#dot" x="40" y="40" style="fill:#fff"/>
  <text x="72" y="50" font-family="sans-serif" font-size="24">Keelson</text>
</svg>
`;

function messages(text: string): string[] {
  return svgSafetyProblems(text).map((p) => `${p.line}:${p.column} ${p.message}`);
}

describe('SVG pictures', () => {
  it('a drawing, as drawing programs export it, is safe', () => {
    expect(messages(INKSCAPE_LOGO)).toEqual([]);
    expect(messages(svg('<image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>'))).toEqual([]);
  });

  it('refuses a script, with its line, column and the fix', () => {
    expect(messages(svg('  <script>alert(document.cookie)</script>'))).toEqual([
      expect.stringMatching(
        /^2:3 <script> runs code, which a picture may not\. Remove it\. Export the logo again as plain SVG/,
      ),
    ]);
  });

  it('refuses an event handler attribute', () => {
    expect(messages(svg('<rect width="1" height="1"/>', 'viewBox="0 0 1 1" onload="alert(1)"'))).toEqual([
      expect.stringMatching(
        /^1:59 The attribute onload="…" runs code when something happens \(an event handler\)\. Remove it\.$/,
      ),
    ]);
  });

  it('refuses scripts in other spellings: another prefix, an XHTML namespace, a javascript: link', () => {
    const prefixed = svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>');
    expect(messages(prefixed)).toEqual([expect.stringContaining('<s:script> runs code')]);
    const xhtml = svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>');
    expect(messages(xhtml)).toEqual([
      expect.stringContaining('xmlns:h="http://www.w3.org/1999/xhtml" brings in elements a browser would run'),
    ]);
    expect(messages(svg('<use href="javascript:alert(1)"/>'))).toEqual([
      expect.stringContaining('points outside the picture'),
    ]);
    expect(messages(svg('<set attributeName="fill" to="red"/>'))).toEqual([
      expect.stringContaining('<set> is an animation'),
    ]);
  });

  it('refuses an embedded page and anything loaded from elsewhere', () => {
    expect(messages(svg('<foreignObject width="10" height="10"><p>Hi</p></foreignObject>'))).toEqual([
      expect.stringContaining('<foreignObject> embeds a web page'),
      expect.stringContaining('<p> is not a drawing element'),
    ]);
    expect(messages(svg('<image xlink:href="https://tracker.example/pixel.png"/>'))).toEqual([
      expect.stringContaining('xlink:href="https://tracker.example/pixel.png" points outside'),
    ]);
    expect(messages(svg('<rect fill="url(https://x.example/p.svg#g)"/>'))).toEqual([
      expect.stringContaining('url(https://x.example/p.svg#g) points outside'),
    ]);
    expect(messages(svg('<style>@import "https://x.example/a.css";</style>'))).toEqual([
      expect.stringContaining('@import loads a stylesheet'),
    ]);
    expect(messages(`<?xml-stylesheet href="https://x.example/a.css"?>\n${svg('')}`)).toEqual([
      expect.stringMatching(/^1:1 An <\?xml-stylesheet\?>/),
    ]);
    expect(messages(`<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;">]>\n${svg('&x;')}`)).toEqual([
      expect.stringMatching(/^1:16 An entity declaration/),
    ]);
  });

  it('refuses markup it cannot read rather than skipping it', () => {
    expect(messages(svg('<rect width=10 onclick=alert(1)/>'))).toEqual([
      expect.stringMatching(/^2:1 This tag cannot be read/),
    ]);
  });

  it('is sized from width and height, else its viewBox; without either it is refused', () => {
    expect(svgSize(readSvgMarkup(svg('', 'width="240px" height="80" viewBox="0 0 24 8"')).tags)).toEqual({
      width: 240,
      height: 80,
    });
    expect(svgSize(readSvgMarkup(svg('', 'width="100%" viewBox="0 0 120.4 40"')).tags)).toEqual({
      width: 120,
      height: 40,
    });
    expect(messages(svg('<rect width="1" height="1"/>', ''))).toEqual([
      expect.stringContaining('Add viewBox="0 0 WIDTH HEIGHT"'),
    ]);
    expect(messages('<html><body>not a picture</body></html>')).toEqual([
      expect.stringContaining('This is not an SVG picture'),
    ]);
  });
});
