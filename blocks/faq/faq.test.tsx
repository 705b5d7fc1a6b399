import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'faq',
  heading: 'Questions',
  intro: 'What founders ask before a call.',
  items: [
    {
      question: 'How many clients do you take at a time?',
      answer: 'Two at most, so each gets the founder’s full attention.',
    },
    { question: 'Do we need new tools?', answer: 'No. We work inside the tools you already use.' },
    { question: 'How fast is the proposal?', answer: 'Within 48 hours of the call.' },
  ],
};

const buttons = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map((m) => ({ attrs: m[1]!, text: textOf(m[2]!) }));

describe('faq block', () => {
  it('shows the heading and every question as a button inside a level-3 heading', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Questions<\/h2>/);
    expect(buttons(html).map((b) => b.text)).toEqual(block.items.map((i) => i.question));
    expect([...html.matchAll(/<h3\b[^>]*>\s*<button/g)]).toHaveLength(3);
  });

  it('puts every answer in the pre-rendered HTML, even though all start closed', async () => {
    const { html } = await renderBlock(block);
    const text = textOf(html);
    for (const item of block.items) expect(text).toContain(item.answer);
    for (const button of buttons(html)) expect(button.attrs).toContain('aria-expanded="false"');
    const regions = [...html.matchAll(/<div\b[^>]*role="region"[^>]*>/g)].map((m) => m[0]);
    expect(regions).toHaveLength(3);
    for (const region of regions) {
      expect(region).toContain('data-state="closed"');
      expect(region).not.toMatch(/\shidden\b/);
    }
  });

  it('labels each answer region by its own question', async () => {
    const { html } = await renderBlock(block);
    const ids = buttons(html).map((b) => /\bid="([^"]+)"/.exec(b.attrs)![1]);
    const labels = [...html.matchAll(/role="region" aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(3);
    expect(labels).toEqual(ids);
  });
});
