// The site the search-and-sharing tests read: the fixture, its RFP service priced in every way a price can be written
// (so the structured data meets each kind), with every page resolved as the build resolves it.
import { expect } from 'vitest';
import { createSite, type Site } from '../../model/site.ts';
import { resolvePage, type PageData } from '../../model/page.ts';
import type { Problem } from '../../model/problems.ts';
import type { SiteManifest } from '../../schema/site.types.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

function withEveryKindOfPrice(fixture: SiteManifest): SiteManifest {
  const rfp = fixture.services.find((s) => s.id === 'rfp-support')!;
  const [review, development, lifecycle] = rfp.tiers;
  review.price.qualifier = 'from';
  development!.price = { amount: development!.price.amount, upTo: development!.price.amount * 2, unit: 'month' };
  lifecycle!.price.qualifier = 'and-up';
  rfp.addOns = [
    { name: 'Rush review', price: { amount: 400, qualifier: 'add-on' } },
    { name: 'Clarification calls', price: { amount: 250, qualifier: 'add-on', unit: 'hour' } },
    { name: 'Clause drafting', price: { amount: 150, qualifier: 'add-on', unit: 'clause' } },
  ];
  return fixture;
}

export const manifest = withEveryKindOfPrice(fixtureManifest());

/** The public address without its trailing slash. */
export const base = manifest.site.baseUrl.replace(/\/$/, '');

/** The site and every page of it, each resolved without a problem. */
export async function resolveSite(): Promise<{ site: Site; pages: Map<string, PageData> }> {
  const site = createSite(manifest, blockDefinitions);
  const pages = new Map<string, PageData>();
  for (const path of site.pages.keys()) {
    const problems: Problem[] = [];
    const page = await resolvePage(site, path, problems);
    expect(problems, path).toEqual([]);
    pages.set(path, page!);
  }
  return { site, pages };
}
