// Links: every "href" leads to a page, an alias, an anchor that exists, a download, a service or a named outside site.
import { describe, expect, it } from 'vitest';
import { edited, lineOf, lint, lintRule, validText } from '../fixtures/lint/fixture.ts';

const setHero = (href: string) => edited((m) => (m.routes[0].blocks[0].primaryCta.href = href));

async function onlyProblem(text: string) {
  const problems = await lint(text);
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

describe('links', () => {
  it('the fixture links are all fine: pages, aliases, anchors on the page and on other pages, downloads, services', async () => {
    expect(await lintRule(validText, 'links')).toEqual([]);
    for (const href of [
      '/founder',
      '/about/',
      '/services#services',
      '/services?from=home',
      'service:sprint',
      'email',
      'link:contractRiskScore',
    ]) {
      expect(await lint(setHero(href)), href).toEqual([]);
    }
  });

  it('a link to no page suggests the closest address instead of listing every page', async () => {
    const text = setHero('/servics/audit');
    const p = await onlyProblem(text);
    expect(p).toMatchObject({
      rule: 'links',
      severity: 'error',
      place: 'page / › block 1 (Hero “Operational Clarity.”) › primary button › link to',
      message: 'The link "/servics/audit" leads to no page. Did you mean "/services/audit"?',
      line: lineOf(text, '"href": "/servics/audit"'),
    });
  });

  it('a page named without its folder is found by its last part, keeping the anchor', async () => {
    const p = await onlyProblem(setHero('/audit#pricing'));
    expect(p.message).toBe('The link "/audit#pricing" leads to no page. Did you mean "/services/audit#pricing"?');
  });

  it('a link to an address nothing resembles says how to add the page', async () => {
    const p = await onlyProblem(setHero('/careers'));
    expect(p.message).toBe('The link "/careers" leads to no page. Add a page at /careers, or correct the address.');
  });

  it('"#anchor" on the same page must name a block of that page', async () => {
    const text = edited((m) => (m.routes[2].blocks[0].primaryCta.href = '#pricng'));
    const p = await onlyProblem(text);
    expect(p.place).toBe('page /services/audit › block 1 (Hero) › primary button › link to');
    expect(p.message).toBe('The page /services/audit has no block with the anchor "pricng". Did you mean "#pricing"?');
    expect(p.line).toBe(lineOf(text, '"href": "#pricng"'));
  });

  it('"/path#anchor" must name a block of that page (an alias counts as its page)', async () => {
    const p = await onlyProblem(setHero('/services#faq'));
    expect(p.message).toBe(
      'The page /services has no block with the anchor "faq", so "/services#faq" jumps nowhere. Give the block the link should jump to the anchor "faq" (anchors on that page: services), or correct the link.',
    );
    const alias = await onlyProblem(setHero('/founder#servces'));
    expect(alias.message).toBe(
      'The page /about has no block with the anchor "servces", so "/founder#servces" jumps nowhere. Give the block the link should jump to the anchor "servces", or correct the link.',
    );
  });

  it('"#anchor" in the navigation must exist on every page', async () => {
    const text = edited((m) => m.navigation.links.push({ text: 'Pricing', href: '#pricing' }));
    const p = await onlyProblem(text);
    expect(p.place).toBe("navigation bar › link 3 ('Pricing') › link to");
    expect(p.message).toBe(
      '"#pricing" is shown on every page, but 5 pages (/, /services, /services/sprint, /thank-you/audit, /about) have no block with the anchor "pricing". Link to the page that has it instead, such as "/services/audit#pricing".',
    );
  });

  it('downloads, services and outside links that do not exist, with a did-you-mean; one message per link', async () => {
    expect((await onlyProblem(setHero('download:checklst'))).message).toBe(
      "There is no download 'checklst'. Did you mean 'checklist'?",
    );
    expect((await onlyProblem(setHero('download:brochure'))).message).toBe(
      "There is no download 'brochure'. Add it under Downloads, or use one of: checklist.",
    );
    expect((await onlyProblem(setHero('service:audti'))).message).toBe(
      "There is no service 'audti'. Did you mean 'audit'?",
    );
    expect((await onlyProblem(setHero('link:maturitycheck'))).message).toBe(
      "There is no outside site 'maturitycheck'. Did you mean 'maturityCheck'?",
    );
  });

  it("a service's page and thank-you page must exist", async () => {
    const text = edited((m) => {
      m.services[1].route = '/services/sprnt';
      m.services[0].thankYouRoute = '/thanks/audit';
    });
    const problems = await lintRule(text, 'links');
    expect(problems.map((p) => [p.place, p.message, p.line])).toEqual([
      [
        "service 'audit' › thank-you page",
        'The thank-you page of service \'audit\', "/thanks/audit", does not exist. Did you mean "/thank-you/audit"?',
        lineOf(text, '"/thanks/audit"'),
      ],
      [
        "service 'sprint' › page",
        'The page of service \'sprint\', "/services/sprnt", does not exist. Did you mean "/services/sprint"?',
        lineOf(text, '"/services/sprnt"'),
      ],
    ]);
  });

  it('two blocks of a page with the same anchor', async () => {
    const text = edited((m) => (m.routes[1].blocks[0].anchor = 'services'));
    const p = await onlyProblem(text);
    expect(p.rule).toBe('anchors');
    expect(p.place).toBe('page /services › block 2 (Cards “Our services”) › short name used in links');
    expect(p.message).toBe(
      `Block 1 of this page (line ${lineOf(text, '"anchor": "services"')}) already has the anchor "services", so a link "#services" cannot tell them apart. Give this block another anchor.`,
    );
    expect(p.line).toBe(lineOf(text, '"anchor": "services"', 2));
  });

  it('references checked while preparing pages (services, placeholders) suggest the close name, or list the names', async () => {
    const text = edited((m) => {
      m.routes[2].blocks[0].service = 'audti';
      m.routes[2].blocks[1].heading = 'From {price:sprnt}';
      m.routes[3].blocks[0].title = '{claim:nothing-like-it}';
    });
    const problems = await lint(text);
    expect(problems.map((p) => [p.rule, p.place, p.message, p.line])).toEqual([
      [
        'reference',
        'page /services/audit › block 1 (Hero) › service whose price is shown',
        "There is no service 'audti'. Did you mean 'audit'?",
        lineOf(text, '"service": "audti"'),
      ],
      [
        'reference',
        'page /services/audit › block 2 (Call to action) › heading',
        "There is no service 'sprnt'. Did you mean 'sprint'?",
        lineOf(text, '{price:sprnt}'),
      ],
      [
        'reference',
        'page /services/sprint › block 1 (Hero) › title',
        "There is no claim 'nothing-like-it'. Claims are: years.",
        lineOf(text, '{claim:nothing-like-it}'),
      ],
    ]);
  });

  it('a misspelled fact placeholder is named with the close fact; a fact where there are none says where to add it', async () => {
    const withFacts = edited((m) => {
      m.facts = [{ id: 'reply-time', value: '24 hours', about: 'How soon we answer.' }];
      m.routes[3].blocks[0].title = 'We reply within {fact:reply-tme}';
    });
    const [problem] = await lint(withFacts);
    expect([problem?.place, problem?.message, problem?.line]).toEqual([
      'page /services/sprint › block 1 (Hero) › title',
      "There is no fact 'reply-tme'. Did you mean 'reply-time'?",
      lineOf(withFacts, '{fact:reply-tme}'),
    ]);
    const withoutFacts = edited((m) => (m.routes[3].blocks[0].title = 'We reply within {fact:reply-time}'));
    expect((await lint(withoutFacts)).map((p) => p.message)).toEqual([
      `There is no fact 'reply-time'. Add it under Facts.`,
    ]);
  });
});
