import { describe, expect, it } from 'vitest';
import { readManifest, renderBlock, textOf } from '../../tests/support/render-page.tsx';

describe('stats block', () => {
  it("shows each claim's figure and label from the manifest, in the block's order", async () => {
    const { html, problems, manifest } = await renderBlock({
      type: 'stats',
      heading: 'In numbers',
      claims: ['deals', 'years'],
      tone: 'dark',
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>In numbers<\/h2>/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(2);
    const deals = manifest.claims.find((c) => c.id === 'deals')!;
    const years = manifest.claims.find((c) => c.id === 'years')!;
    const text = textOf(html);
    expect(text).toContain(`${deals.value} ${deals.label}`);
    expect(text.indexOf(deals.label)).toBeLessThan(text.indexOf(years.label));
  });

  it('follows a changed claim in the manifest', async () => {
    const manifest = readManifest();
    const years = manifest.claims.find((c) => c.id === 'years')!;
    const old = years.value;
    years.value = '21+';
    const { html } = await renderBlock({ type: 'stats', claims: ['years'] }, manifest);
    expect(textOf(html)).toContain('21+');
    expect(textOf(html)).not.toContain(old);
  });

  it('reports an unknown claim at its place and shows the others', async () => {
    const { html, problems } = await renderBlock({
      type: 'stats',
      claims: ['years', 'nope'],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(/\/blocks\/0\/claims\/1$/);
    expect(problems[0]!.message).toContain("no claim 'nope'");
    expect(html.match(/<li[\s>]/g)).toHaveLength(1);
  });
});
