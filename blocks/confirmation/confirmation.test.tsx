import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

const block = {
  type: 'confirmation',
  heading: "You're Booked In",
  body: 'Thanks. We reply within 24 hours.',
  nextSteps: ['Check your inbox for the confirmation', 'Fill in the prep checklist', 'Join the 30-minute call'],
  actions: [
    { text: 'Download the prep checklist', href: 'download:ops-audit' },
    { text: 'Back to home', href: '/' },
  ],
};

describe('confirmation block', () => {
  it('shows a decorative success icon, then the heading as the page heading and the message', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    expect(html).toMatch(/^<section[^>]*>(\s*<div[^>]*>)+\s*<svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<h1[^>]*>You're Booked In<\/h1>/);
    expect([...html.matchAll(/<h1\b/g)]).toHaveLength(1);
    expect(textOf(html)).toMatch(/^You're Booked In Thanks\. We reply within 24 hours\./);
  });

  it('lists what happens next, in order, under its default title', async () => {
    const { html } = await renderBlock(block);
    expect(html).toMatch(/<h2[^>]*>What happens next<\/h2>/);
    const items = [.../<ol\b[^>]*>([\s\S]*?)<\/ol>/.exec(html)![1]!.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual(block.nextSteps);
  });

  it('uses a custom next-steps title and shows the action buttons with their targets', async () => {
    const { html } = await renderBlock({ ...block, nextStepsTitle: 'Before the call' });
    expect(html).toMatch(/<h2[^>]*>Before the call<\/h2>/);
    expect(html).toMatch(/<a href="\/api\/download\/ops-audit"[^>]*>Download the prep checklist<\/a>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Back to home<\/a>/);
  });

  it('shows only the heading and message when there are no next steps or actions', async () => {
    const { html } = await renderBlock({ type: 'confirmation', heading: 'Thank you', body: 'Message received.' });
    expect(html).not.toContain('<ol');
    expect(html).not.toContain('<a ');
    expect(textOf(html)).toBe('Thank you Message received.');
  });
});
