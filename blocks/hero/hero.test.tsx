import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

describe('hero block', () => {
  it('shows the headline as the page heading, the subtitle and both buttons', async () => {
    const { html } = await renderBlock({
      type: 'hero',
      title: 'Operational Clarity.',
      subtitle: 'Done for you.',
      primaryCta: { text: 'Book Audit Call', href: '/book' },
      secondaryCta: { text: 'Download Checklist', href: 'download:ops-audit' },
    });
    expect(html).toMatch(/<h1[^>]*>Operational Clarity\.<\/h1>/);
    expect(textOf(html)).toContain('Done for you.');
    expect(html).toMatch(/<a href="\/book"[^>]*>Book Audit Call<\/a>/);
    expect(html).toMatch(/<a href="\/api\/download\/ops-audit"[^>]*>Download Checklist<\/a>/);
  });

  it('opens an outside link in a new tab, safely', async () => {
    const { html } = await renderBlock({
      type: 'hero',
      title: 'T',
      subtitle: 'S',
      primaryCta: { text: 'Start Maturity Check (free)', href: 'link:maturityCheck' },
    });
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer"/);
  });

  it("shows a service's price worked out from its tiers", async () => {
    const { html, manifest } = await renderBlock({ type: 'hero', title: 'T', subtitle: 'S', service: 'ops-audit' });
    const lowest = Math.min(...manifest.services.find((s) => s.id === 'ops-audit')!.tiers.map((t) => t.price.amount));
    expect(textOf(html)).toContain(`From €${lowest.toLocaleString('en-IE')}`);
  });
});
