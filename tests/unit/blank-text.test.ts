// A text visitors see must show something: one of only spaces (or tabs, line breaks, no-break spaces) is refused by the
// schema, so lint, the build, the editor and publishing refuse it alike, at its line, saying what to write instead.
// Runs on copies of the fixture site.
import { describe, expect, it } from 'vitest';
import { checkSiteText } from '../../site/node.ts';
import { editedFixture, fixtureText } from '../support/fixture-site.ts';
import { lineOf } from '../fixtures/lint/fixture.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

/** The errors of the fixture after `change`. */
function errorsAfter(change: (m: SiteManifest) => void) {
  const text = editedFixture(change);
  return { text, errors: checkSiteText(text).problems.filter((p) => p.severity === 'error') };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- blocks of any type, edited by field name
const block = (m: SiteManifest, route: number, index: number): any => m.routes[route]!.blocks[index];

describe('a text of only spaces', () => {
  it("the home hero's title is refused at its line, with the value and the fix", () => {
    const { text, errors } = errorsAfter((m) => (block(m, 0, 0).title = '   '));
    expect(errors.map((p) => [p.line, p.place, p.message])).toEqual([
      [
        lineOf(text, '"title": "   "'),
        'page / › block 1 (Hero “Operations advisory for scaling compani…”) › title',
        'The title is empty: it has only spaces, so visitors would see nothing. Write the words they should see, or remove the block.',
      ],
    ]);
  });

  const blanks: [string, (m: SiteManifest) => void, string, string][] = [
    ['a tab and a line break', (m) => (block(m, 0, 0).subtitle = '\t\n'), 'text under the headline', '"\\t\\n"'],
    ['no-break spaces', (m) => (block(m, 0, 1).heading = '\u00a0\u00a0'), 'heading', '"\u00a0\u00a0"'],
    ['an item of a list', (m) => (m.services[0]!.tiers[0]!.features![1] = ' '), 'item 2', '" "'],
    ["a page's title", (m) => (m.routes[1]!.title = '  '), 'title', '"  "'],
    ["the firm's name", (m) => (m.site.firmName = ' '), 'firm name', '" "'],
    ["a service's name", (m) => (m.services[0]!.name = ' '), 'name', '" "'],
    ['a navigation link', (m) => (m.navigation.links[0]!.text = ' '), 'words shown', '" "'],
    ["a footer column's heading", (m) => (m.footer.companyTitle = ' '), 'company column heading', '" "'],
    [
      "a picture's description",
      (m) => (m.founder!.portrait = { src: '/images/x.jpg', alt: ' ' }),
      'description of the picture',
      '" "',
    ],
  ];
  it.each(blanks)('%s is refused, once, where it is written', (_, change, name, shown) => {
    const { errors } = errorsAfter(change);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('blank-text');
    // The field by its name for people (the form's label): "The firm name is empty", "Item 2 is empty".
    expect(errors[0]!.value).toBe(JSON.parse(shown));
    expect(errors[0]!.message.replace(/^The /, '').toLowerCase()).toMatch(
      new RegExp(`^${name} is empty: it has only spaces`),
    );
    expect(errors[0]!.place.split(' › ').at(-1)).toBe(name);
  });

  it('an empty text is told once that it must not be empty', () => {
    const { errors } = errorsAfter((m) => (block(m, 0, 0).title = ''));
    expect(errors.map((p) => [p.place, p.message])).toEqual([
      [
        'page / › block 1 (Hero “Operations advisory for scaling compani…”) › title',
        'The title is empty. Write the words visitors should see, or remove the block.',
      ],
    ]);
  });

  it('texts with words, however spaced, pass: the fixture lints clean', () => {
    expect(checkSiteText(fixtureText).problems.filter((p) => p.severity === 'error')).toEqual([]);
    const { errors } = errorsAfter((m) => (block(m, 0, 0).title = '  Operations, sorted.  '));
    expect(errors).toEqual([]);
  });
});
