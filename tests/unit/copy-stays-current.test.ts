// Copy that can't go stale: counts come from the data ({count:…}), documents take names from the manifest, and lint
// warns where a text types a service's name or price that a placeholder would keep right. Runs on the fixture site.
import { describe, expect, it } from 'vitest';
import { createFacts } from '../../documents/facts.ts';
import { documentSources } from '../../documents/content/index.ts';
import { checkSiteText } from '../../site/node.ts';
import { countInWords } from '../../model/counts.ts';
import { readManifest, renderPath, siteOf, textOf } from '../support/render-page.tsx';
import { manifestWithMoreServices } from './more-services.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

/** Every word the document sources write, after the manifest was changed by `edit` (titles are the manifest's own). */
function documentText(edit: (m: SiteManifest) => void): string {
  const manifest = manifestWithMoreServices();
  edit(manifest);
  const facts = createFacts(manifest);
  return Object.values(documentSources)
    .map((build) => JSON.stringify({ ...build(facts), title: undefined }))
    .join('\n');
}

const serviceOf = (manifest: SiteManifest, id: string) => manifest.services.find((s) => s.id === id)!;

describe('counts in copy', () => {
  it('a tier more changes "Three audit depths" to "Four audit depths"', async () => {
    const manifest = readManifest();
    const audit = serviceOf(manifest, 'ops-audit');
    const depths = (count: number) => `${countInWords(count, true)} audit depths`;
    const before = audit.tiers.length;
    expect(textOf((await renderPath(await siteOf(manifest), audit.route)).html)).toContain(depths(before));
    audit.tiers.push({ ...audit.tiers[0]!, id: 'extra', name: 'Extra Depth' });
    const { html, problems } = await renderPath(await siteOf(manifest), audit.route);
    expect(problems).toEqual([]);
    expect(textOf(html)).toContain(depths(before + 1));
  });

  it('names what {count:…} can count when it counts nothing known', async () => {
    const manifest = readManifest();
    manifest.routes[0]!.title = '{count:tires/ops-audit} ways | {firm}';
    const { problems } = checkSiteText(JSON.stringify(manifest, null, 2));
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('Counts are {count:services}, {count:tiers/SERVICE}'),
    );
  });
});

describe('generated documents', () => {
  it('show a renamed service under its new name, never the old one', () => {
    const names = ['sop-sprint', 'ops-audit', 'opsos'].map((id) => serviceOf(manifestWithMoreServices(), id).name);
    const text = documentText((m) => {
      for (const service of m.services) service.name = `${service.name} Renamed`;
    });
    for (const old of names) {
      expect(text.match(new RegExp(`${old}(?! Renamed)`, 'g')) ?? [], old).toEqual([]);
      expect(text).toContain(`${old} Renamed`);
    }
  });

  it("count a service's tiers from the manifest", () => {
    let count = 0;
    const text = documentText((m) => {
      const rfp = serviceOf(m, 'rfp-support');
      rfp.tiers.push({ ...rfp.tiers[0]!, id: 'extra', name: 'Extra' });
      count = rfp.tiers.length;
    });
    expect(text).toContain(`${countInWords(count, true)} fixed-scope options`);
  });
});

describe('lint on typed names and prices', () => {
  it('warns where a text types a service name, and names the placeholder to write', async () => {
    const manifest = readManifest();
    const rfp = serviceOf(manifest, 'rfp-support');
    const tier = rfp.tiers[0]!;
    manifest.routes[0]!.description = `Start with the ${rfp.name}, from €${tier.price.amount.toLocaleString('en-IE')}.`;
    const { problems } = checkSiteText(JSON.stringify(manifest, null, 2));
    const literal = problems.filter((p) => p.rule === 'literal');
    expect(literal.map((p) => [p.severity, p.pointer])).toEqual([
      ['warning', '/routes/0/description'],
      ['warning', '/routes/0/description'],
    ]);
    expect(literal.map((p) => p.message).join('\n')).toContain(`Write {service:${rfp.id}} instead`);
    expect(literal.map((p) => p.message).join('\n')).toContain(`Write {price:${rfp.id}/${tier.id}} instead`);
  });

  it('is quiet for the placeholders themselves', async () => {
    const manifest = readManifest();
    manifest.routes[0]!.description = 'Start with the {service:rfp-support}, from {price:rfp-support/document-review}.';
    const { problems } = checkSiteText(JSON.stringify(manifest, null, 2));
    expect(problems.filter((p) => p.rule === 'literal')).toEqual([]);
  });
});
