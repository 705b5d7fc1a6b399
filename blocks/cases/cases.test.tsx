import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const items = [
  {
    badge: 'B2B SaaS · 35 FTE',
    description: 'Support and delivery shared one inbox.',
    result: 'Response time down from 3 days to 6 hours.',
  },
  {
    badge: 'Agency · 60 FTE',
    description: 'Seven tools for one pipeline.',
    result: '{claim:tools-removed} tools removed.',
  },
];

describe('cases block', () => {
  it('shows one card per case with its badge, story and labelled result', async () => {
    const { html, problems } = await renderBlock({
      type: 'cases',
      heading: 'Case snapshots',
      items,
    });
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Case snapshots<\/h2>/);
    expect(html.match(/<li[\s>]/g)).toHaveLength(2);
    const text = textOf(html);
    expect(text).toContain(
      'B2B SaaS · 35 FTE Support and delivery shared one inbox. Result → Response time down from 3 days to 6 hours.',
    );
  });

  it('fills claim placeholders from the manifest', async () => {
    const { html, manifest } = await renderBlock({
      type: 'cases',
      heading: 'Cases',
      items,
    });
    const claim = manifest.claims.find((c) => c.id === 'tools-removed')!;
    expect(textOf(html)).toContain(`${claim.value} tools removed.`);
  });

  it('sits on a dark band when asked', async () => {
    const plain = await renderBlock({ type: 'cases', heading: 'Cases', items });
    const dark = await renderBlock({
      type: 'cases',
      heading: 'Cases',
      items,
      tone: 'dark',
    });
    expect(dark.html).not.toEqual(plain.html);
  });
});
