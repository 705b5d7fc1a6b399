// The footer's legal links read as the site's spec names them ("Privacy Policy", "Terms of Service", "Cookie Policy"),
// on every page of the fixture site, whatever the pages themselves are titled.
import { describe, expect, it } from 'vitest';
import { readManifest, renderPath, siteOf, textOf } from '../support/render-page.tsx';

const SPEC_LABELS = ['Privacy Policy', 'Terms of Service', 'Cookie Policy'];

/** The links of the footer's list labelled "Legal": [visible text, address]. */
function legalLinks(html: string): [string, string][] {
  const list = /<ul[^>]*aria-label="Legal"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => [textOf(m[2]!), m[1]!]);
}

describe("the footer's legal links", () => {
  it.each(['/', '/about'])('on %s read as the spec names them', async (path) => {
    const site = await siteOf(readManifest());
    const { html, problems } = await renderPath(site, path);
    expect(problems).toEqual([]);
    expect(legalLinks(html)).toEqual([
      [SPEC_LABELS[0], '/privacy'],
      [SPEC_LABELS[1], '/terms'],
      [SPEC_LABELS[2], '/cookies'],
    ]);
  });
});
