// Reference problems: each reported once, at the place the editor typed it, causes before their side effects,
// did-you-mean only among targets of the same kind; every problem carries its code, value and candidates.
import { describe, expect, it } from 'vitest';
import { edited, lineOf, lint, type AnyManifest } from '../fixtures/lint/fixture.ts';

describe("a placeholder in a service's own fields", () => {
  it('is reported once, at the field, with its line, however many blocks show the service', async () => {
    const text = edited((m) => {
      const audit = m.services[0];
      audit.tagline = 'Find what {firn} breaks.';
      audit.tiers[0].scope = 'One {sevice:audit} day.';
      audit.tiers[1].features = ['Report', 'Roadmap for {firmm}'];
      audit.addOns = [{ name: 'Workshop', price: { amount: 500, qualifier: 'add-on' }, note: 'Half a day {yeer}.' }];
      audit.terms = ['Paid {upfront}.'];
      // The service is shown by two more blocks: a tiers block and a hero that names it.
      m.routes[2].blocks.push({ type: 'tiers', heading: 'Prices', service: 'audit' });
      m.routes[3].blocks[0].service = 'audit';
    });
    const problems = await lint(text);
    expect(problems.map((p) => [p.place, p.line, p.code, p.value])).toEqual([
      ["service 'audit' › tagline", lineOf(text, '{firn}'), 'unknown-placeholder', '{firn}'],
      [
        "service 'audit' › tier 'Quick Scan' › what it covers",
        lineOf(text, '{sevice:audit}'),
        'unknown-placeholder',
        '{sevice:audit}',
      ],
      [
        "service 'audit' › tier 'Full Teardown' › what is included › item 2",
        lineOf(text, '{firmm}'),
        'unknown-placeholder',
        '{firmm}',
      ],
      [
        "service 'audit' › add-on 'Workshop' › note after the price",
        lineOf(text, '{yeer}'),
        'unknown-placeholder',
        '{yeer}',
      ],
      ["service 'audit' › terms › item 1", lineOf(text, '{upfront}'), 'unknown-placeholder', '{upfront}'],
    ]);
  });

  it('a wrong id in a placeholder of a service field is reported there, with a did-you-mean', async () => {
    const text = edited((m) => (m.services[1].summary = 'After the {service:audt}.'));
    const problems = await lint(text);
    expect(problems.map((p) => [p.place, p.line, p.message])).toEqual([
      [
        "service 'sprint' › summary",
        lineOf(text, '{service:audt}'),
        "There is no service 'audt'. Did you mean 'audit'?",
      ],
    ]);
  });
});

describe('did-you-mean suggests a target of the same kind', () => {
  /** A copy of the audit service under a new id, with its page copied but not its thank-you page. */
  const copied = (m: AnyManifest) => {
    m.services.push({
      ...structuredClone(m.services[0]),
      id: 'onboarding',
      name: 'Onboarding',
      formLabel: 'Onboarding',
      route: '/services/onboarding',
      thankYouRoute: '/thank-you/onboarding',
    });
    m.routes.push({ ...structuredClone(m.routes[2]), path: '/services/onboarding' });
  };

  it('a missing thank-you page is never "corrected" to the service\'s own page', async () => {
    const text = edited(copied);
    const problems = (await lint(text)).filter((p) => p.severity === 'error');
    expect(problems.map((p) => [p.place, p.code, p.message, p.line])).toEqual([
      [
        "service 'onboarding' › thank-you page",
        'no-page',
        'The thank-you page of service \'onboarding\', "/thank-you/onboarding", does not exist. Add a page at /thank-you/onboarding, or correct the address.',
        lineOf(text, '"thankYouRoute": "/thank-you/onboarding"'),
      ],
    ]);
    expect(problems[0]!.candidates).not.toContain('/services/onboarding');
  });

  it('a missing service page is not offered a thank-you page', async () => {
    const text = edited((m) => (m.services[1].route = '/thank-you/audi'));
    const [p] = (await lint(text)).filter((x) => x.rule === 'links');
    expect(p!.message).toBe(
      'The page of service \'sprint\', "/thank-you/audi", does not exist. Add a page at /thank-you/audi, or correct the address.',
    );
  });
});

describe('the cause comes first', () => {
  it('two pages on one address: the duplicate path is listed before the links it leaves dangling', async () => {
    // The about page is given the address of the services page: links to /about now lead nowhere.
    const text = edited((m) => (m.routes[5].path = '/services'));
    const problems = await lint(text);
    expect(problems[0]).toMatchObject({
      rule: 'paths',
      place: 'page /services › address',
      line: lineOf(text, '"path": "/services"', 2),
    });
    expect(problems.slice(1).every((p) => p.rule !== 'paths')).toBe(true);
    expect(problems.slice(1).map((p) => p.message)).toContain(
      'The link "/about" leads to no page. Add a page at /about, or correct the address.',
    );
  });
});

describe('problems carry code, pointer, value and candidates', () => {
  it('a link to a missing service, and the same mistake met while resolving a page, are one problem each', async () => {
    const text = edited((m) => {
      m.routes[0].blocks[0].primaryCta.href = 'service:audti';
      m.routes[3].blocks[0].service = 'sprnt';
    });
    const problems = await lint(text);
    expect(
      problems.map(({ rule, code, pointer, value, candidates, message }) => ({
        rule,
        code,
        pointer,
        value,
        candidates,
        message,
      })),
    ).toEqual([
      {
        rule: 'links',
        code: 'no-service',
        pointer: '/routes/0/blocks/0/primaryCta/href',
        value: 'audti',
        candidates: ['audit', 'sprint'],
        message: "There is no service 'audti'. Did you mean 'audit'?",
      },
      {
        rule: 'reference',
        code: 'no-service',
        pointer: '/routes/3/blocks/0/service',
        value: 'sprnt',
        candidates: ['audit', 'sprint'],
        message: "There is no service 'sprnt'. Did you mean 'sprint'?",
      },
    ]);
  });

  it("a tier that does not exist names the service's tiers", async () => {
    const [p] = await lint(edited((m) => (m.routes[2].blocks[0].subtitle = 'From {price:audit/ful}.')));
    expect(p).toMatchObject({
      code: 'no-tier',
      value: 'ful',
      candidates: ['quick-scan', 'full'],
      message: "Service 'audit' has no tier 'ful'. Did you mean 'full'?",
    });
  });
});
