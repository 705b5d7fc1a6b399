// The guard that keeps the suite free of content: a copy of the live manifest with ten kinds of everyday edit (prices,
// names, lists grown and shrunk, blocks reordered, a page added and one removed, navigation changed…) in one file must
// pass the same smoke checks. Every other stage of `npm test` runs on fixtures, so this is `npm test` on that copy.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestPath } from '../../model/node/load.ts';
import { createSite } from '../../model/site.ts';
import { formatMoney } from '../../model/price.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { editedCopy } from './edited-copy.ts';
import { lintErrors } from './lint-errors.ts';
import { smokeSuite } from './smoke-suite.ts';

const FILE = 'site.manifest.json (edited copy)';
const copy = await editedCopy(JSON.parse(readFileSync(manifestPath(), 'utf8')) as SiteManifest, FILE);

describe('the live manifest with ten kinds of edit', () => {
  it('has every kind of edit, a page removed among them', () => {
    expect(copy.done).toHaveLength(11);
    expect(copy.removedPath, 'no page could be removed with its links alone').toBeDefined();
  });

  // The live manifest may be such a copy already (CI runs this on one): the same edits, made again, still lint clean.
  it('fits a manifest that has had the same edits before', async () => {
    const again = await editedCopy(copy.manifest, FILE);
    expect(again.done).toHaveLength(11);
    expect(await lintErrors(again.text, FILE)).toEqual([]);
  });
});

smokeSuite('edited', copy.text, FILE, (served) => {
  it('the removed page answers 404', async () => {
    expect((await served().server.get(copy.removedPath!)).status).toBe(404);
  });

  it('the changed price shows on its service page', async () => {
    const site = createSite(copy.manifest);
    const service = copy.manifest.services.find((s) => s.tiers.some((t) => typeof t.price.amount === 'number'))!;
    const amount = service.tiers.find((t) => typeof t.price.amount === 'number')!.price.amount as number;
    const page = await (await served().server.get(service.route)).text();
    expect(page.replace(/&nbsp;|\u00a0/g, ' ')).toContain(formatMoney(amount, site.money).replace(/\u00a0/g, ' '));
  });
});
