import { describe, expect, it } from 'vitest';
import { readManifest, renderBlock, textOf } from '../../tests/support/render-page.tsx';
import { newsletterTerms } from '../../model/newsletter.ts';
import { resolvePage } from '../../model/page.ts';
import { createSite } from '../../model/site.ts';
import { blockDefinitions } from '../definitions.ts';

const block = { type: 'newsletter', anchor: 'newsletter', heading: 'One new tool, every month', body: 'No fluff.' };

describe('newsletter block', () => {
  it('has a labelled e-mail field with the default placeholder and a Subscribe button', async () => {
    const { html, problems } = await renderBlock(block);
    expect(problems).toEqual([]);
    const input = /<input[^>]*>/.exec(html)![0];
    expect(input).toContain('type="email"');
    expect(input).toContain('placeholder="Enter your email"');
    const id = /id="([^"]+)"/.exec(input)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Email address</label>`));
    expect(html).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
    expect(textOf(html)).toContain('One new tool, every month No fluff.');
  });

  it("shows the site's consent sentence, filled in, under the field that it describes", async () => {
    const { html, manifest } = await renderBlock(block);
    const { consent } = newsletterTerms(manifest);
    expect(consent).not.toContain('{');
    const describedBy = /<input[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy, 'the field names its description').toBeDefined();
    const described = new RegExp(`<p id="${describedBy}"[^>]*>([^<]*)</p>`).exec(html)?.[1];
    expect(textOf(described ?? '')).toBe(consent);
    // Under the field: after the input in the page's order.
    expect(html.indexOf(`id="${describedBy}"`)).toBeGreaterThan(html.indexOf('<input'));
  });

  it('tells the toast how many days the confirmation link works', async () => {
    const manifest = readManifest();
    manifest.site.newsletter = { ...manifest.site.newsletter, confirmDays: 1 };
    manifest.routes.push({ path: '/sign-up', title: 'T', description: 'D', blocks: [block] } as never);
    const problems: never[] = [];
    const page = resolvePage(createSite(manifest, blockDefinitions), '/sign-up', problems);
    expect(problems).toEqual([]);
    expect(page!.blocks[0]!.props.sentDescription).toBe(
      'We sent a link to confirm your subscription. It works for 1 day.',
    );
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
