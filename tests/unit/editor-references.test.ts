// Renaming an id or deleting a page finds every reference through the schema: id fields, links and placeholders.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { fixtureManifest } from '../support/fixture-site.ts';
import { linksTo, removeUses, renameId, repointUses } from '../../model/reference-edits.ts';
import type { Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';
import { checkSiteText } from '../../site/node.ts';

const root = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;
const manifest = fixtureManifest() as unknown as Json;
// Document sources name ids in code, which no edit of the manifest reaches: their problems are left out here.
const errorsOf = async (value: Json) =>
  checkSiteText(JSON.stringify(value, null, 2)).problems.filter(
    (p) => p.severity === 'error' && p.rule !== 'documents',
  );

test('renaming a service changes its id, the id lists, "service:" links and {price:…} placeholders, and lints clean', async () => {
  const renamed = renameId(manifest, root, 'service', 'ops-audit', 'operations-audit');
  const text = JSON.stringify(renamed);
  expect(text).not.toMatch(/service:ops-audit\b|\{(service|price):ops-audit[}/]|\{count:(tiers|add-ons)\/ops-audit\}/);
  expect(text).toContain('{price:operations-audit');
  const { navigation, services } = renamed as {
    navigation: { servicesMenu: { services: string[] } };
    services: { id: string }[];
  };
  expect(navigation.servicesMenu.services).toContain('operations-audit');
  expect(services.map((s) => s.id)).not.toContain('ops-audit');
  expect(await errorsOf(renamed)).toEqual([]);
});

test('renaming a fact changes every {fact:…} placeholder', async () => {
  const renamed = renameId(manifest, root, 'fact', 'call-length', 'call-duration');
  expect(JSON.stringify(renamed)).not.toContain('{fact:call-length}');
  expect(JSON.stringify(renamed)).toContain('{fact:call-duration}');
  expect(await errorsOf(renamed)).toEqual([]);
});

test("a page's links are listed, and removing or repointing them leaves no link to it", async () => {
  const uses = linksTo(manifest, root, '/insights');
  expect(uses.length).toBeGreaterThan(0);
  const without = (value: Json) =>
    ({
      ...(value as object),
      routes: (value as { routes: { path: string }[] }).routes.filter((r) => r.path !== '/insights'),
    }) as Json;
  const removed = without(removeUses(manifest, uses));
  expect(JSON.stringify(removed)).not.toContain('"/insights"');
  expect(await errorsOf(removed)).toEqual([]);
  const repointed = without(repointUses(manifest, uses, '/about'));
  expect(JSON.stringify(repointed)).not.toContain('"/insights"');
  expect(await errorsOf(repointed)).toEqual([]);
});
