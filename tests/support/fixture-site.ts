// The fixture site every behaviour test runs on: tests/fixtures/site/site.manifest.json, a small firm ("Harbourline")
// with every block type, three services, fourteen pages and six documents. It is the tests' own: a test takes its
// expected values from here, never from the live site.manifest.json, which belongs to the people who edit the site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteManifest } from '../../schema/site.types.ts';

export const PROJECT_ROOT = join(import.meta.dirname, '..', '..');
export const fixtureManifestPath = join(PROJECT_ROOT, 'tests', 'fixtures', 'site', 'site.manifest.json');
export const fixtureText = readFileSync(fixtureManifestPath, 'utf8');

/** A fresh copy of the fixture manifest, free to change. */
export function fixtureManifest(): SiteManifest {
  return JSON.parse(fixtureText) as SiteManifest;
}

/** The fixture with a change made to it, written out the way the editor writes (two-space indent). */
export function editedFixture(change: (manifest: SiteManifest) => void): string {
  const manifest = fixtureManifest();
  change(manifest);
  return JSON.stringify(manifest, null, 2) + '\n';
}
