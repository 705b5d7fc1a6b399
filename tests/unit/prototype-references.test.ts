// A reference that names a member every JavaScript object inherits ("link:constructor", "{fact:toString}") names
// nothing in the manifest: it is an unknown reference, reported at its line like any other, and never resolves to
// Object.prototype's function. Runs on copies of the fixture site.
import { describe, expect, it } from 'vitest';
import { checkSiteText } from '../../site/node.ts';
import { editedFixture } from '../support/fixture-site.ts';
import { renderPath, siteOf } from '../support/render-page.tsx';
import { lineOf } from '../fixtures/lint/fixture.ts';
import type { SiteManifest } from '../../schema/site.types.ts';

const INHERITED = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

/** The fixture with the home hero's main button linking to `href`. */
function heroLinkingTo(href: string): (m: SiteManifest) => void {
  return (m) => {
    const hero = m.routes[0]!.blocks[0] as { primaryCta: { href: string } };
    hero.primaryCta.href = href;
  };
}

describe('a link to an inherited name ("link:constructor")', () => {
  it.each(INHERITED)('link:%s is an unknown outside link, reported once at its line', (name) => {
    const text = editedFixture(heroLinkingTo(`link:${name}`));
    const errors = checkSiteText(text).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.line, p.place, p.code, p.message])).toEqual([
      [
        lineOf(text, `"href": "link:${name}"`),
        'page / › block 1 (Hero “Operational Clarity. Tactical Control.…”) › primary button › link to',
        'no-outside-link',
        `There is no outside site '${name}'. Add it, with its web address, to the outside sites in the site's details, or use one of: maturityCheck, contractRiskScore, companyProfile.`,
      ],
    ]);
  });

  it.each(INHERITED)('link:%s on a page resolves to no address, and says so where it is written', async (name) => {
    const manifest = JSON.parse(editedFixture(heroLinkingTo(`link:${name}`))) as SiteManifest;
    manifest.navigation.cta.href = `link:${name}`;
    const { html, problems } = await renderPath(await siteOf(manifest), '/');
    expect(html).not.toContain('native code');
    expect(problems.map((p) => [p.pointer, p.code, p.value]).sort()).toEqual([
      ['/navigation/cta/href', 'no-outside-link', name],
      ['/routes/0/blocks/0/primaryCta/href', 'no-outside-link', name],
    ]);
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>Start Maturity Check \(free\)</g)].map((m) => m[1]);
    // The hero's button, and the navigation's (in the bar and the mobile menu): none leads anywhere.
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set(['#']));
  });
});

describe('a placeholder naming an inherited member', () => {
  const placeholders: [string, string][] = [
    ['{fact:toString}', "There is no fact 'toString'."],
    ['{claim:constructor}', "There is no claim 'constructor'."],
    ['{service:__proto__}', "There is no service '__proto__'."],
    ['{price:hasOwnProperty}', "There is no service 'hasOwnProperty'."],
    ['{count:tiers/constructor}', "There is no service 'constructor'."],
    ['{price:ops-audit/constructor}', "Service 'ops-audit' has no tier 'constructor'."],
  ];
  it.each(placeholders)('%s is an unknown reference at its line', (placeholder, says) => {
    const text = editedFixture((m) => {
      const hero = m.routes[0]!.blocks[0] as { subtitle: string };
      hero.subtitle = `We answer within ${placeholder}.`;
    });
    const errors = checkSiteText(text).problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.line, p.place])).toEqual([
      [
        lineOf(text, placeholder),
        'page / › block 1 (Hero “Operational Clarity. Tactical Control.…”) › text under the headline',
      ],
    ]);
    expect(errors[0]!.message.startsWith(says)).toBe(true);
  });
});
