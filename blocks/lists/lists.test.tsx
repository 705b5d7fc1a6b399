import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'lists',
  heading: 'Where to start',
  groups: [
    { title: 'Why Start Now?', items: ['Every quarter of drift compounds.', 'Audits take five days.'] },
    {
      title: 'Next Steps',
      ordered: true,
      items: [
        'Book a 30-minute strategy call',
        'Receive a custom-scoped proposal within 48 hours',
        'Start execution immediately',
      ],
    },
  ],
};

const lists = (html: string) =>
  [...html.matchAll(/<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => ({
    tag: m[1],
    items: [...m[2]!.matchAll(/<li\b/g)].length,
    text: textOf(m[2]!),
  }));

describe('lists block', () => {
  it('shows the section heading and one titled list per group', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/<h2[^>]*>Where to start<\/h2>/);
    const titles = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Why Start Now?', 'Next Steps']);
  });

  it('uses a bulleted list by default and a numbered list when the group is ordered', async () => {
    const { html } = await renderBlock(block);
    const found = lists(html);
    expect(found.map((l) => [l.tag, l.items])).toEqual([
      ['ul', 2],
      ['ol', 3],
    ]);
    expect(found[1]!.text).toBe(
      'Book a 30-minute strategy call Receive a custom-scoped proposal within 48 hours Start execution immediately',
    );
  });

  it('marks each bullet with a check icon hidden from screen readers', async () => {
    const { html } = await renderBlock(block);
    const ul = /<ul\b[\s\S]*?<\/ul>/.exec(html)![0];
    expect([...ul.matchAll(/<svg[^>]*aria-hidden="true"/g)]).toHaveLength(2);
    const ol = /<ol\b[\s\S]*?<\/ol>/.exec(html)![0];
    expect(ol).not.toContain('<svg');
  });

  it('renders without a section heading', async () => {
    const { html } = await renderBlock({ type: 'lists', groups: [{ title: 'Only', items: ['One'] }] });
    expect(html).not.toContain('<h2');
    expect(textOf(html)).toContain('Only One');
  });
});
