// "Every fact stands once": a price or a fact (a reply time, a limit) changed in one place in the manifest changes on
// every page that shows it.
import { describe, expect, it } from 'vitest';
import { readManifest, renderPath, siteOf, textOf } from '../support/render-page.tsx';

async function renderAll(manifest: ReturnType<typeof readManifest>): Promise<Map<string, string>> {
  const site = await siteOf(manifest);
  const pages = new Map<string, string>();
  for (const entry of site.routes) {
    const { html, problems } = await renderPath(site, entry.path);
    expect(problems).toEqual([]);
    pages.set(entry.path, textOf(html));
  }
  return pages;
}

describe('changing the Quick Scan price in one place', () => {
  it('changes every page that shows it, and no page keeps the old figure', async () => {
    const manifest = readManifest();
    const quickScan = manifest.services.find((s) => s.id === 'ops-audit')!.tiers.find((t) => t.id === 'quick-scan')!;
    expect(quickScan.price.amount).toBe(1495);

    const before = await renderAll(manifest);
    const showingOldPrice = [...before].filter(([, text]) => text.includes('€1,495')).map(([path]) => path);
    expect(showingOldPrice).toEqual(expect.arrayContaining(['/', '/services', '/services/ops-audit']));

    quickScan.price.amount = 1595;
    const after = await renderAll(manifest);
    for (const [path, text] of after) expect(text, path).not.toContain('1,495');
    for (const path of showingOldPrice) expect(after.get(path), path).toContain('€1,595');
  });
});

describe('changing a fact in one place', () => {
  it('changes every page that says it, and no page keeps the old words', async () => {
    const manifest = readManifest();
    const capacity = manifest.facts!.find((f) => f.id === 'operator-capacity')!;
    expect(capacity.value).toBe('2 clients');

    const before = await renderAll(manifest);
    const saying = [...before].filter(([, text]) => /\b(2|two) (concurrent )?clients\b/i.test(text)).map(([path]) => path);
    expect(saying).toEqual(expect.arrayContaining(['/services/strategic-operator']));

    capacity.value = '3 clients';
    const after = await renderAll(manifest);
    for (const [path, text] of after) expect(text, path).not.toMatch(/\b(2|two) (concurrent )?(clients|residences)\b/i);
    for (const path of saying) expect(after.get(path), path).toContain('3 clients at a time');
  });
});
