// Copy that can't go stale: counts come from the data ({count:…}), documents take names from the manifest, and lint
// warns where a text types a service's name or price that a placeholder would keep right.
import { describe, expect, it } from 'vitest';
import { createFacts } from '../../scripts/downloads/facts.ts';
import { contents } from '../../scripts/downloads/content/index.ts';
import { checkManifest } from '../../blocks/load.ts';
import { readManifest, renderPath, siteOf, textOf } from '../support/render-page.tsx';
import type { SiteManifest } from '../../schema/site.types.ts';

/** Every word the document sources write, after the manifest was changed by `edit` (titles are the manifest's own). */
function documentText(edit: (m: SiteManifest) => void): string {
  const manifest = readManifest();
  edit(manifest);
  const facts = createFacts(manifest);
  return Object.values(contents)
    .map((build) => JSON.stringify({ ...build(facts), title: undefined }))
    .join('\n');
}

describe('counts in copy', () => {
  it('a fourth tier changes "Three audit depths" to "Four audit depths"', async () => {
    const manifest = readManifest();
    const audit = manifest.services.find((s) => s.id === 'ops-audit')!;
    expect(textOf((await renderPath(await siteOf(manifest), '/services/ops-audit')).html)).toContain('Three audit depths');
    audit.tiers.push({ ...audit.tiers[0]!, id: 'extra', name: 'Extra Depth' });
    const { html, problems } = await renderPath(await siteOf(manifest), '/services/ops-audit');
    expect(problems).toEqual([]);
    expect(textOf(html)).toContain('Four audit depths');
  });

  it('names what {count:…} can count when it counts nothing known', async () => {
    const manifest = readManifest();
    manifest.routes[0]!.title = '{count:tires/ops-audit} ways | {firm}';
    const { problems } = await checkManifest(JSON.stringify(manifest, null, 2));
    expect(problems.map((p) => p.message)).toContainEqual(expect.stringContaining('Counts are {count:services}, {count:tiers/SERVICE}'));
  });
});

describe('generated documents', () => {
  it('show a renamed service under its new name, never the old one', () => {
    const text = documentText((m) => {
      for (const service of m.services) service.name = `${service.name} Renamed`;
    });
    for (const old of ['SOP Systems Sprint', 'Operations Reset Audit', 'OpsOS']) {
      expect(text.match(new RegExp(`${old}(?! Renamed)`, 'g')) ?? [], old).toEqual([]);
    }
    expect(text).toContain('SOP Systems Sprint Renamed');
  });

  it('count a service\'s tiers from the manifest', () => {
    const text = documentText((m) => {
      const rfp = m.services.find((s) => s.id === 'rfp-support')!;
      rfp.tiers.push({ ...rfp.tiers[0]!, id: 'extra', name: 'Extra' });
    });
    expect(text).toContain('Four fixed-scope options');
  });
});

describe('lint on typed names and prices', () => {
  it('warns where a text types a service name, and names the placeholder to write', async () => {
    const manifest = readManifest();
    manifest.routes[0]!.description = 'Start with the SOP Systems Sprint, from €950.';
    const { problems } = await checkManifest(JSON.stringify(manifest, null, 2));
    const literal = problems.filter((p) => p.rule === 'literal');
    expect(literal.map((p) => [p.severity, p.pointer])).toEqual([
      ['warning', '/routes/0/description'],
      ['warning', '/routes/0/description'],
    ]);
    expect(literal.map((p) => p.message).join('\n')).toContain('Write {service:sop-sprint} instead');
    expect(literal.map((p) => p.message).join('\n')).toContain('Write {price:sop-sprint/core-sops} instead');
  });

  it('is quiet for the placeholders themselves', async () => {
    const manifest = readManifest();
    manifest.routes[0]!.description = 'Start with the {service:sop-sprint}, from {price:sop-sprint/core-sops}.';
    const { problems } = await checkManifest(JSON.stringify(manifest, null, 2));
    expect(problems.filter((p) => p.rule === 'literal')).toEqual([]);
  });
});
