// "Every fact stands once": a price or a fact (a reply time, a limit) changed in one place in the manifest changes on
// every page that shows it. Runs on the fixture site.
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

/** A whole-euro amount as the fixture's locale (en-IE) writes it, without and with the euro sign. */
const figure = (amount: number) => amount.toLocaleString('en-IE');
const euros = (amount: number) => `€${figure(amount)}`;

describe("changing a service's lowest tier price in one place", () => {
  it('changes every page that shows it, and no page keeps the old figure', async () => {
    const manifest = readManifest();
    const audit = manifest.services.find((s) => s.id === 'ops-audit')!;
    const lowest = audit.tiers.find((t) => t.id === 'quick-scan')!;
    const old = lowest.price.amount;
    expect(Math.min(...audit.tiers.map((t) => t.price.amount))).toBe(old);

    const before = await renderAll(manifest);
    const showingOldPrice = [...before].filter(([, text]) => text.includes(euros(old))).map(([path]) => path);
    // The service's own page, and the pages with service cards that sum it up as "From …".
    expect(showingOldPrice).toEqual(expect.arrayContaining(['/', '/services', audit.route]));

    lowest.price.amount = old + 100;
    const after = await renderAll(manifest);
    for (const [path, text] of after) expect(text, path).not.toContain(figure(old));
    for (const path of showingOldPrice) expect(after.get(path), path).toContain(euros(old + 100));
  });
});

describe('changing a fact in one place', () => {
  it('changes every page that says it, and no page keeps the old words', async () => {
    const manifest = readManifest();
    const capacity = manifest.facts!.find((f) => f.id === 'operator-capacity')!;
    const old = capacity.value;

    const before = await renderAll(manifest);
    const saying = [...before].filter(([, text]) => text.includes(`${old} at a time`)).map(([path]) => path);
    expect(saying.length).toBeGreaterThan(0);

    capacity.value = 'one client';
    const after = await renderAll(manifest);
    for (const [path, text] of after) expect(text, path).not.toContain(old);
    for (const path of saying) expect(after.get(path), path).toContain('one client at a time');
  });
});
