// The fixture site stays fit for the tests that run on it: it lints clean and shows every block type the project has,
// so a new block type is tested in pages (browser, accessibility, keyboard) as soon as it exists.
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../blocks/registry.ts';
import { formatProblem } from '../../model/problems.ts';
import { checkSiteText } from '../../site/node.ts';
import { fixtureManifest, fixtureManifestPath, fixtureText } from '../support/fixture-site.ts';

describe('the fixture site', () => {
  it('lints clean, documents included', () => {
    const { problems } = checkSiteText(fixtureText);
    expect(problems.map((p) => formatProblem(fixtureManifestPath, p))).toEqual([]);
  });

  it('shows every block type on one of its pages', () => {
    const shown = new Set<string>(fixtureManifest().routes.flatMap((route) => route.blocks.map((block) => block.type)));
    expect(Object.keys(blockRegistry).filter((type) => !shown.has(type))).toEqual([]);
  });
});
