import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../../tests/support/render-page.tsx';

describe('newsletter block', () => {
  it('has a labelled e-mail field with the default placeholder and a Subscribe button', async () => {
    const { html, problems } = await renderBlock({
      type: 'newsletter',
      anchor: 'newsletter',
      heading: 'One new tool, every month',
      body: 'No fluff.',
    });
    expect(problems).toEqual([]);
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('type="email"');
    expect(input).toContain('placeholder="Enter your email"');
    const id = /id="([^"]+)"/.exec(input)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Email address</label>`));
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
    expect(textOf(html)).toContain('One new tool, every month No fluff.');
  });

  it('uses the placeholder and button words the block gives', async () => {
    const { html } = await renderBlock({
      type: 'newsletter',
      heading: 'H',
      body: 'B',
      placeholder: 'you@company.com',
      buttonText: 'Send me tools',
    });
    expect(html).toContain('placeholder="you@company.com"');
    expect(html).toMatch(/>Send me tools<\/button>/);
  });
});
