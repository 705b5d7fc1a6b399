// Deleting or renaming a page finds its links in every form the site's link grammar reads (model/links.ts), not only
// the address as written in "routes": a trailing slash, a query, an anchor, "{product}" filled in, an alias, "service:".
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fixtureManifest } from '../support/fixture-site.ts';
import { linksTo, removeUses, renamePage } from '../../model/reference-edits.ts';
import { getAt, setAt, toPointer, type Json, type Path } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';
import { checkSiteText } from '../../site/node.ts';

const root = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;
const errorsOf = (value: Json) =>
  checkSiteText(JSON.stringify(value, null, 2)).problems.filter((p) => p.severity === 'error');

// Links of the fixture rewritten in the forms the site also reads. The fixture's product is "Harbourline", the page
// "/about" has the alias "/founder", the page "/insights" has a block with the anchor "newsletter".
const trailingSlash: Path = ['footer', 'company', 1, 'href'];
const withQuery: Path = ['routes', 1, 'blocks', 3, 'actions', 1, 'href'];
const slashAndAnchor: Path = ['routes', 12, 'blocks', 3, 'actions', 0, 'href'];
const productFilledIn: Path = ['routes', 13, 'blocks', 3, 'actions', 0, 'href'];
const throughAlias: Path = ['footer', 'company', 0, 'href'];
const servicePage: Path = ['routes', 0, 'blocks', 5, 'actions', 0, 'href'];

function manifestWithForms(): Json {
  const forms: [Path, string][] = [
    [trailingSlash, '/insights/'],
    [withQuery, '/insights?topic=operations'],
    [slashAndAnchor, '/insights/#newsletter'],
    [productFilledIn, '/why-harbourline'],
    [throughAlias, '/founder'],
    [servicePage, 'service:ops-audit'],
  ];
  return forms.reduce((manifest, [path, href]) => setAt(manifest, path, href), fixtureManifest() as unknown as Json);
}

const pointersOf = (manifest: Json, pagePath: string) =>
  linksTo(manifest, root, pagePath).map((use) => toPointer(use.path));

describe('links to a page', () => {
  const manifest = manifestWithForms();

  test('the fixture with the links rewritten still lints clean, so every form is one the site reads', () => {
    expect(errorsOf(manifest)).toEqual([]);
  });

  test('are found with a trailing slash, a query and an anchor', () => {
    expect(pointersOf(manifest, '/insights')).toEqual(
      expect.arrayContaining([trailingSlash, withQuery, slashAndAnchor].map(toPointer)),
    );
  });

  test('are found with "{product}" filled in', () => {
    expect(pointersOf(manifest, '/why-{product}')).toEqual(expect.arrayContaining([toPointer(productFilledIn)]));
  });

  test('are found through an alias, which goes with the page', () => {
    expect(pointersOf(manifest, '/about')).toEqual(expect.arrayContaining([toPointer(throughAlias)]));
  });

  test('are found as "service:ID" for a service\'s page', () => {
    const uses = linksTo(manifest, root, '/services/ops-audit');
    expect(uses).toContainEqual(
      expect.objectContaining({ path: servicePage, value: 'service:ops-audit', kind: 'link' }),
    );
  });

  test('do not include a longer address that only starts the same', () => {
    expect(pointersOf(manifest, '/services')).not.toContain(
      toPointer(['routes', 6, 'blocks', 2, 'items', 0, 'cta', 'href']),
    );
  });

  test('deleting a page with every such link removed leaves the site clean', () => {
    const removed = removeUses(manifest, linksTo(manifest, root, '/insights'));
    const routes = (getAt(removed, ['routes']) as { path: string }[]).filter((route) => route.path !== '/insights');
    expect(errorsOf(setAt(removed, ['routes'], routes as unknown as Json))).toEqual([]);
  });
});

describe('renaming a page', () => {
  const manifest = manifestWithForms();

  test('moves every form of link with it, keeping the slash, query and anchor, and lints clean', () => {
    const renamed = renamePage(manifest, root, '/insights', '/articles');
    expect([trailingSlash, withQuery, slashAndAnchor].map((path) => getAt(renamed, path))).toEqual([
      '/articles/',
      '/articles?topic=operations',
      '/articles/#newsletter',
    ]);
    expect(JSON.stringify(renamed)).not.toMatch(/"\/insights[/?#"]/);
    expect(errorsOf(renamed)).toEqual([]);
  });

  test('moves a link written with "{product}" filled in', () => {
    const renamed = renamePage(manifest, root, '/why-{product}', '/why-us');
    expect(getAt(renamed, productFilledIn)).toBe('/why-us');
    expect(getAt(renamed, ['navigation', 'links', 2, 'href'])).toBe('/why-us');
    expect(errorsOf(renamed)).toEqual([]);
  });

  test('keeps links through an alias and "service:" links, which still lead to the page', () => {
    expect(getAt(renamePage(manifest, root, '/about', '/company'), throughAlias)).toBe('/founder');
    const moved = renamePage(manifest, root, '/services/ops-audit', '/services/operations-audit');
    expect(getAt(moved, servicePage)).toBe('service:ops-audit');
    expect(getAt(moved, ['services', 0, 'route'])).toBe('/services/operations-audit');
    expect(errorsOf(moved)).toEqual([]);
  });
});
