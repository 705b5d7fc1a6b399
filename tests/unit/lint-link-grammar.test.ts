// One link grammar: the schema's Href pattern, lint's checks and the build's resolution all read a link with
// model/links.ts, so a link lint accepts is one the build resolves, and one it refuses is refused everywhere.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HREF_PATTERN, parseHref } from '../../model/links.ts';
import { createSite } from '../../model/site.ts';
import { resolvePage } from '../../model/page.ts';
import type { Problem } from '../../model/problems.ts';
import { blockDefinitions } from '../../blocks/definitions.ts';
import { edited, lint } from '../fixtures/lint/fixture.ts';

const setHero = (href: string) => edited((m) => (m.routes[0].blocks[0].primaryCta.href = href));

/** The home page as the build resolves it, and the problems resolving met. */
async function buildHome(text: string) {
  const site = createSite(JSON.parse(text), blockDefinitions);
  const problems: Problem[] = [];
  const page = resolvePage(site, '/', problems)!;
  return { href: (page.blocks[0]!.props.primaryCta as { href: string }).href, problems };
}

describe('the link parser', () => {
  it('reads each kind of link', () => {
    expect(parseHref('/services/')).toEqual({ kind: 'page', path: '/services' });
    expect(parseHref('/')).toEqual({ kind: 'page', path: '/' });
    expect(parseHref('/book?service=ops-audit#form')).toEqual({
      kind: 'page',
      path: '/book',
      query: 'service=ops-audit',
      fragment: 'form',
    });
    expect(parseHref('/why-{product}')).toEqual({ kind: 'page', path: '/why-{product}' });
    expect(parseHref('#pricing')).toEqual({ kind: 'anchor', fragment: 'pricing' });
    expect(parseHref('download:ops-audit')).toEqual({ kind: 'download', slug: 'ops-audit' });
    expect(parseHref('service:ops-audit')).toEqual({ kind: 'service', id: 'ops-audit' });
    expect(parseHref('link:maturityCheck')).toEqual({ kind: 'link', name: 'maturityCheck' });
    expect(parseHref('email')).toEqual({ kind: 'email' });
  });

  it('refuses what is not a link of this site', () => {
    for (const text of [
      '/services//',
      '//services',
      '/a b',
      'services',
      'https://example.com',
      'mailto:a@b.c',
      'download:',
      'service:Ops',
      '#',
      '/book?',
    ]) {
      expect(parseHref(text), text).toBeUndefined();
    }
  });

  it("is the schema's Href pattern, so editors and lint accept the same links", () => {
    const schema = JSON.parse(readFileSync('schema/site.base.schema.json', 'utf8')) as {
      $defs: { Href: { pattern: string } };
    };
    expect(schema.$defs.Href.pattern).toBe(HREF_PATTERN);
  });
});

describe('lint and build agree', () => {
  it('a page link with a query is accepted by lint and resolved by the build without a problem', async () => {
    const text = setHero('/services/audit?tier=full#pricing');
    expect(await lint(text)).toEqual([]);
    expect(await buildHome(text)).toEqual({ href: '/services/audit?tier=full#pricing', problems: [] });
  });

  it('an empty part of an address ("/services//") is refused by lint with the text to type, and by the build', async () => {
    const text = setHero('/services//');
    const problems = await lint(text);
    expect(problems.map((p) => [p.rule, p.code, p.value, p.message])).toEqual([
      [
        'schema',
        'not-a-link',
        '/services//',
        'The link "/services//" has two slashes in a row, so part of the address is empty: write /services.',
      ],
    ]);
    expect(parseHref('/services//')).toBeUndefined();
  });

  it('a page the build cannot find is the same problem in lint, with the same code and value', async () => {
    const text = setHero('/servics/audit?x=1');
    const [lintProblem, ...rest] = await lint(text);
    expect(rest).toEqual([]);
    const { problems } = await buildHome(text);
    expect(problems).toEqual([
      expect.objectContaining({
        code: lintProblem!.code,
        value: lintProblem!.value,
        pointer: lintProblem!.pointer,
        message: lintProblem!.message,
      }),
    ]);
    expect(lintProblem!.message).toBe(
      'The link "/servics/audit?x=1" leads to no page. Did you mean "/services/audit?x=1"?',
    );
  });
});
