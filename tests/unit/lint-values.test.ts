// Values as what they are: prices in whole euros, type errors that repeat what was typed and say what to type,
// and fields that name an item of the manifest listing the items they may name.
import { describe, expect, it } from 'vitest';
import { edited, lineOf, lint } from '../fixtures/lint/fixture.ts';

const setAmount = (amount: unknown) => edited((m) => (m.services[0].tiers[1].price.amount = amount));

describe('prices are whole euros', () => {
  it('a European thousands separator (1.595) is refused, naming what was typed and what to type', async () => {
    const text = setAmount(1.595);
    const problems = await lint(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      rule: 'schema',
      code: 'thousands-separator',
      value: '1.595',
      place: "service 'audit' › tier 'Full Teardown' › price › amount",
      line: lineOf(text, '"amount": 1.595'),
    });
    expect(problems[0]!.message).toMatch(/you wrote 1\.595; write 1595\./);
  });

  it('repeats the number as typed, trailing zeros included, and refuses cents without rounding them', async () => {
    const [zeros] = await lint(setAmount(2.5).replace('"amount": 2.5', '"amount": 2.500'));
    expect(zeros!.message).toMatch(/you wrote 2\.500; write 2500\./);
    const [cents] = await lint(setAmount(19.99));
    expect(cents!.message).toMatch(
      /must be a whole number of euros: you wrote 19\.99\. Prices are whole euros, without cents: type 19 for €19, or 20 for €20\.$/,
    );
  });

  it('the top of a range is whole euros too', async () => {
    const [p] = await lint(edited((m) => (m.services[0].tiers[1].price.upTo = 3.5)));
    expect(p!.place).toBe("service 'audit' › tier 'Full Teardown' › price › up to");
    expect(p!.message).toMatch(/you wrote 3\.5\. Prices are whole euros, without cents: type 3 for €3, or 4 for €4\./);
  });
});

describe('type errors repeat the bad value', () => {
  it('a price typed as text says what was typed and the number to write', async () => {
    for (const [typed, meant] of [
      ['2,995', '2995'],
      ['€ 2.995', '2995'],
      ['2995 EUR', '2995'],
    ]) {
      const [p, ...rest] = await lint(setAmount(typed));
      expect(rest).toEqual([]);
      expect(p).toMatchObject({ code: 'wrong-type', value: `"${typed}"` });
      expect(p!.message).toBe(
        `Amount must be a whole number of euros such as 1495, without the euro sign or commas: you wrote "${typed}"; write ${meant}.`,
      );
    }
  });

  it('text, true/false and a group each repeat what was typed', async () => {
    const [title] = await lint(edited((m) => (m.routes[5].blocks[0].title = 42)));
    expect(title!.message).toBe('Title must be a text: you wrote 42; write it as text.');
    const [flag] = await lint(edited((m) => (m.routes[0].blocks[0].isHomepage = 'yes')));
    expect(flag!.message).toMatch(/^[A-Z][a-z ]+ must be on or off \(true or false\): you wrote "yes"\.$/);
    const [group] = await lint(edited((m) => (m.routes[5].blocks[0].subtitle = { text: 'x' })));
    expect(group!.message).toMatch(/^[A-Z][a-z ]+ must be a text: you wrote a group of fields\.$/);
  });
});

describe('a field that names something lists what it may name', () => {
  it('a missing service on a tiers block lists the services, with one to copy', async () => {
    const text = edited((m) => m.routes[2].blocks.push({ type: 'tiers', heading: 'Prices' }));
    const [p, ...rest] = await lint(text);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      code: 'missing-field',
      candidates: ['audit', 'sprint'],
      place: 'page /services/audit › block 3 (Tiers “Prices”) › service',
    });
    expect(p!.message).toMatch(/^The service is missing \(.*\)\. Choose one\. Services are: audit, sprint\.$/);
  });

  it('missing downloads and claims lists list the downloads and claims', async () => {
    const [downloads] = await lint(edited((m) => m.routes[2].blocks.push({ type: 'downloads', heading: 'Read' })));
    expect(downloads!.message).toMatch(
      /^The [a-z ]+ are missing \(.*\)\. Choose at least one\. Downloads are: checklist\.$/,
    );
    const [claims] = await lint(edited((m) => m.routes[2].blocks.push({ type: 'stats', heading: 'Numbers' })));
    expect(claims!.message).toMatch(/ are missing \(.*\)\. Choose at least one\. Claims are: years\.$/);
  });

  it('a wrong comparison row, claim or service names the close one or lists them, with code, value and candidates', async () => {
    const text = edited((m) => {
      m.routes[2].blocks.push(
        { type: 'comparison', heading: 'Why us', rows: ['execute'] },
        { type: 'stats', claims: ['decades'] },
      );
    });
    const problems = await lint(text);
    expect(problems.map((p) => [p.code, p.value, p.candidates, p.message, p.line])).toEqual([
      [
        'no-comparison-row',
        'execute',
        ['executes'],
        "There is no comparison row 'execute'. Did you mean 'executes'?",
        lineOf(text, '"execute"'),
      ],
      ['no-claim', 'decades', ['years'], "There is no claim 'decades'. Claims are: years.", lineOf(text, '"decades"')],
    ]);
  });
});
