// Lint and the build accept the same manifests: a picture that is not in the images folder is a lint error at its "src"
// (the build's image step would stop on it), with the close file name when there is one; an SVG picture that does more
// than draw is an error at its "src" too, naming the line in the SVG file and the fix. Only the problems of the picture
// each test puts behind the hero count, so these tests hold whatever pictures the fixture itself shows.
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../site/check.ts';
import type { ImagesFolder } from '../../model/checks/index.ts';
import { editedFixture } from '../support/fixture-site.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40">\n  <rect width="120" height="40" fill="#0b2545"/>\n</svg>\n';

/** The fixture with a picture behind its first hero. */
function withHeroPicture(src: string): string {
  return editedFixture((manifest) => {
    const hero = manifest.routes[0]!.blocks.find((b) => b.type === 'hero') as unknown as Record<string, unknown>;
    hero.backgroundImage = { src, alt: 'The harbour at dawn' };
  });
}

const HERO_SRC = /^\/routes\/0\/blocks\/\d+\/backgroundImage\/src$/;

/** The problems at the hero's picture, with the images folder holding `files`. */
function imageProblems(text: string, folder: Omit<ImagesFolder, 'shown'>) {
  const { problems } = checkSite(text, { images: { shown: 'public/images', ...folder } });
  return problems.filter((p) => HERO_SRC.test(p.pointer)).map((p) => [p.rule, p.message]);
}

describe('pictures named in the manifest', () => {
  it('must be in the images folder; a near name is offered', () => {
    expect(imageProblems(withHeroPicture('/images/harbur.jpg'), { files: ['harbour.jpg'] })).toEqual([
      [
        'image-files',
        'The picture "harbur.jpg" is not in the images folder (public/images/). Did you mean "/images/harbour.jpg"?',
      ],
    ]);
  });

  it('pass when the file is there', () => {
    expect(imageProblems(withHeroPicture('/images/harbour.jpg'), { files: ['harbour.jpg'] })).toEqual([]);
  });

  it('an SVG that only draws lints clean', () => {
    expect(
      imageProblems(withHeroPicture('/images/logos/keelson.svg'), {
        files: ['logos/keelson.svg'],
        svgTexts: { 'logos/keelson.svg': LOGO },
      }),
    ).toEqual([]);
  });

  it('an SVG with a script or an event handler is refused at its "src", with its line and the fix', () => {
    const unsafe = LOGO.replace('<rect', '<script>alert(1)</script>\n  <rect onload="alert(2)"');
    expect(
      imageProblems(withHeroPicture('/images/logos/keelson.svg'), {
        files: ['logos/keelson.svg'],
        svgTexts: { 'logos/keelson.svg': unsafe },
      }),
    ).toEqual([
      [
        'svg-safety',
        expect.stringMatching(
          /^The picture public\/images\/logos\/keelson\.svg, line 2, column 3: <script> runs code, which a picture may not\. Remove it\./,
        ),
      ],
      [
        'svg-safety',
        'The picture public/images/logos/keelson.svg, line 3, column 9: The attribute onload="…" runs code when something happens (an event handler). Remove it.',
      ],
    ]);
  });
});
