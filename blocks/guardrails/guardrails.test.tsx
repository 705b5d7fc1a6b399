import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'guardrails',
  heading: 'Scope guardrails',
  inScope: ['Legitimate, openly advertised procurement', 'Public and private tenders'],
  outOfScope: ['Beauty contests or predetermined awards'],
};

describe('guardrails block', () => {
  it('shows what is done and what is not, under default titles, each item marked for screen readers', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Scope guardrails<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>What we do<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>What we don't do<\/h3>/);
    const text = textOf(html);
    expect(text).toContain('Included: Legitimate, openly advertised procurement');
    expect(text).toContain('Included: Public and private tenders');
    expect(text).toContain('Not included: Beauty contests or predetermined awards');
    expect(text.indexOf('What we do')).toBeLessThan(text.indexOf("What we don't do"));
    expect(html.match(/<li[\s>]/g)).toHaveLength(3);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(3);
  });

  it('takes its own titles', async () => {
    const { html } = await renderBlock({
      ...block,
      inScopeTitle: 'In scope',
      outOfScopeTitle: 'Out of scope',
    });
    expect(html).toMatch(/<h3[^>]*>In scope<\/h3>/);
    expect(html).toMatch(/<h3[^>]*>Out of scope<\/h3>/);
    expect(textOf(html)).not.toContain('What we do');
  });
});
