// What still mentions a removed tier, service or page: texts that name it, placeholders and links to its id, links to
// its address. Each place is where it will be once the thing is gone.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { mentionsOf, nameOf } from '../../model/mentions.ts';
import { getAt, parsePointer, type Json } from '../../model/json-pointer.ts';
import type { Schema } from '../../model/schema-walk.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

const root = JSON.parse(readFileSync('schema/site.schema.json', 'utf8')) as Schema;
const site = fixtureManifest();
const manifest = site as unknown as Json;
const audit = site.services.findIndex((s) => s.id === 'ops-audit');
const auditPage = site.routes.findIndex((r) => r.path === '/services/ops-audit');

const textsAt = (found: { pointer: string }[]) => found.map((m) => getAt(manifest, parsePointer(m.pointer)));

test('a tier is mentioned by a case text naming it, and by placeholders of its price', () => {
  const tiers = site.services[audit]!.tiers;
  const brief = tiers.findIndex((t) => t.name === 'Executive Brief');
  const found = mentionsOf(manifest, root, ['services', audit, 'tiers', brief]);
  const cases = found.filter((m) => m.pointer.startsWith(`/routes/${auditPage}/blocks/`));
  expect(cases.map((m) => m.text).join('\n')).toMatch(/The Executive Brief produced/);
  // The case is on a page, not in the services list: removing a tier moves none of those places.
  expect(textsAt(cases)).toEqual(cases.map((m) => m.text));

  const scan = tiers.findIndex((t) => t.id === 'quick-scan');
  const scanMentions = mentionsOf(manifest, root, ['services', audit, 'tiers', scan]).map((m) => m.text);
  expect(scanMentions.some((text) => text.includes('{price:ops-audit/quick-scan}'))).toBe(true);
  expect(scanMentions.some((text) => text.includes('A Quick Scan traced it'))).toBe(true);
});

test("the removed thing's own texts are not mentions, and a name is matched as whole words", () => {
  const tiers = site.services[audit]!.tiers;
  const brief = tiers.findIndex((t) => t.name === 'Executive Brief');
  const found = mentionsOf(manifest, root, ['services', audit, 'tiers', brief]);
  expect(found.some((m) => m.pointer.startsWith(`/services/${audit}/tiers/${brief}/`))).toBe(false);
  const other = { services: [{ id: 's', tiers: [{ id: 't', name: 'Scan' }] }], site: { tagline: 'Scanning' } };
  expect(mentionsOf(other as unknown as Json, root, ['services', 0, 'tiers', 0])).toEqual([]);
});

test('a removed page is mentioned by the links to it, at their places once it is gone', () => {
  const insights = site.routes.findIndex((r) => r.path === '/insights');
  const found = mentionsOf(manifest, root, ['routes', insights]);
  expect(found.length).toBeGreaterThan(0);
  const after = { ...site, routes: site.routes.filter((_, i) => i !== insights) } as unknown as Json;
  for (const mention of found) expect(getAt(after, parsePointer(mention.pointer))).toBe(mention.text);
  expect(found.some((m) => /^\/insights/.test(m.text))).toBe(true);
});

test('a service is mentioned by its placeholders, its id in lists and links to it', () => {
  const found = mentionsOf(manifest, root, ['services', audit]).map((m) => m.text);
  expect(found.some((text) => /\{(service|price):ops-audit/.test(text))).toBe(true);
  expect(found).toContain('ops-audit');
});

test('a name is what people read: no placeholders, no " | {firm}"', () => {
  expect(nameOf({ title: 'Pricing | {firm}' })).toBe('Pricing');
  expect(nameOf({ name: 'Executive Brief', id: 'executive-brief' })).toBe('Executive Brief');
  expect(nameOf({ title: '{service:x}' })).toBeUndefined();
  expect(nameOf('a string')).toBeUndefined();
});
