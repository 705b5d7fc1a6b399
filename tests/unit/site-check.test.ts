// The site's one check runs in the editor's browser app as in Node: it bundles for browsers (no Node built-ins in it
// or in what it imports), and it checks with every block folder's definition (block.ts).
import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { readdirSync, existsSync } from 'node:fs';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { checkSite } from '../../site/check.ts';
import { fixtureText } from '../support/fixture-site.ts';

describe("the site's check", () => {
  it('bundles for browsers', async () => {
    const bundled = build({
      entryPoints: ['site/check.ts'],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      logLevel: 'silent',
    });
    await expect(bundled).resolves.toMatchObject({ errors: [] });
  });

  it('lists the definition of every block folder that has a block.ts, and no other', () => {
    const folders = readdirSync('blocks', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const withDefinition = folders
      .filter((entry) => existsSync(`blocks/${entry.name}/block.ts`))
      .map((entry) => entry.name);
    expect(Object.keys(blockDefinitions).sort()).toEqual(withDefinition.sort());
  });

  it('finds the fixture site clean without the disk, and a download whose hand-made file is missing', () => {
    expect(checkSite(fixtureText).problems).toEqual([]);
    const manifest = JSON.parse(fixtureText) as {
      downloads: { slug: string; title: string; file: string; type: string }[];
    };
    manifest.downloads.push({ slug: 'price-list', title: 'Price list', file: 'price-list.pdf', type: 'pdf' });
    const { problems } = checkSite(JSON.stringify(manifest, null, 2), {
      downloads: { shown: 'downloads', files: ['price-lists.pdf'] },
    });
    expect(problems.map((p) => p.rule)).toEqual(['download-files']);
  });
});
