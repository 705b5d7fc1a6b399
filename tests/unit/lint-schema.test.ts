// Schema problems: each with its line, the place in words, what is wrong and how to fix it; all at once.
import { describe, expect, it } from 'vitest';
import { edited, lineOf, lint, validText } from '../fixtures/lint/fixture.ts';

describe('schema messages', () => {
  it('the fixture manifest has no problem at all', async () => {
    expect(await lint(validText)).toEqual([]);
  });

  it('a price written as text: the service, tier and field, what was typed and what to type', async () => {
    const text = edited((m) => (m.services[0].tiers[1].price.amount = '€2,995'));
    const [p, ...rest] = await lint(text);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      rule: 'schema',
      place: "service 'audit' › tier 'Full Teardown' › price › amount",
      message:
        'Amount must be a whole number of euros such as 1495, without the euro sign or commas: you wrote "€2,995"; write 2995.',
      line: lineOf(text, '"amount": "€2,995"'),
    });
  });

  it('a number in quotes is told to lose its quotes', async () => {
    const [p] = await lint(edited((m) => (m.services[0].tiers[0].price.amount = '1495')));
    expect(p!.message).toBe(
      'Amount must be a whole number of euros such as 1495, without the euro sign or commas: you wrote "1495"; write 1495.',
    );
  });

  it('a misspelled field is one problem with a did-you-mean, at every depth', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits a different part of the manifest
    const cases: [string, (m: any) => void, string, string][] = [
      [
        'titel',
        (m) => {
          const b = m.routes[0].blocks[0];
          b.titel = b.title;
          delete b.title;
        },
        'page / › block 1 (Hero) › titel',
        "'titel' is not a field of a Hero block. Did you mean 'title'? Correct its spelling.",
      ],
      [
        'herf',
        (m) => {
          const c = m.routes[0].blocks[0].primaryCta;
          c.herf = c.href;
          delete c.href;
        },
        'page / › block 1 (Hero “Operational Clarity.”) › primary button › herf',
        "'herf' is not a field of a button. Did you mean 'href'? Correct its spelling.",
      ],
      [
        'ammount',
        (m) => {
          const p = m.services[0].tiers[0].price;
          p.ammount = p.amount;
          delete p.amount;
        },
        "service 'audit' › tier 'Quick Scan' › price › ammount",
        "'ammount' is not a field of a price. Did you mean 'amount'? Correct its spelling.",
      ],
      [
        'questoin',
        (m) => {
          const i = m.routes[5].blocks[1].items[1];
          i.questoin = i.question;
          delete i.question;
        },
        'page /about › block 2 (FAQ “Questions”) › question 2 › questoin',
        "'questoin' is not a field here. Did you mean 'question'? Correct its spelling.",
      ],
      [
        'txt',
        (m) => {
          const l = m.footer.company[0];
          l.txt = l.text;
          delete l.text;
        },
        'footer › link 1 › txt',
        "'txt' is not a field of a link. Did you mean 'text'? Correct its spelling.",
      ],
      [
        'servces',
        (m) => {
          m.servces = m.services;
          delete m.services;
        },
        'servces',
        "'servces' is not a field of the file. Did you mean 'services'? Correct its spelling.",
      ],
    ];
    for (const [key, change, place, message] of cases) {
      const text = edited(change);
      const problems = await lint(text);
      expect(problems.map((p) => [p.place, p.message, p.line])).toEqual([[place, message, lineOf(text, `"${key}":`)]]);
    }
  });

  it('an unknown field with no near match lists the fields allowed there', async () => {
    const [p] = await lint(edited((m) => (m.services[0].tiers[0].price.vat = 23)));
    expect(p!.message).toBe(
      "'vat' is not a field of a price. Remove it, or use one of: amount, upTo, qualifier, unit.",
    );
  });

  it('an unknown block type suggests the closest type', async () => {
    const text = edited((m) => (m.routes[5].blocks[1].type = 'fqa'));
    const [p, ...rest] = await lint(text);
    expect(rest).toEqual([]);
    expect(p!.place).toBe('page /about › block 2 (fqa “Questions”) › type');
    expect(p!.message).toMatch(/^Unknown block type 'fqa': did you mean 'faq'\? Block types are: .*hero/);
    expect(p!.line).toBe(lineOf(text, '"type": "fqa"'));
  });

  it('a missing field says what it is for and how to add it', async () => {
    const text = edited((m) => delete m.services[0].tiers[0].price.amount);
    const [p] = await lint(text);
    expect(p!.place).toBe("service 'audit' › tier 'Quick Scan' › price › amount");
    expect(p!.message).toBe(
      'The amount is missing (the price in whole euros as a plain number, such as 1495, without the euro sign or commas). Enter the amount.',
    );
    const [hero] = await lint(edited((m) => delete m.routes[0].blocks[0].subtitle));
    expect(hero!.message).toMatch(
      /^The [a-z ]+ is missing \(one or two sentences under the headline\)\. Write the [a-z ]+\.$/,
    );
  });

  it('a value outside a fixed list suggests the closest allowed value', async () => {
    const [p] = await lint(edited((m) => (m.services[0].tiers[0].price.unit = 'months')));
    expect(p!.message).toMatch(
      /^[A-Z][a-z ]+ cannot be "months"\. Choose one of: one-time, month, year, hour, clause\. Did you mean "month"\?$/,
    );
  });

  it('a link written the wrong way is explained by what it looks like', async () => {
    const messages = async (href: string) =>
      (await lint(edited((m) => (m.routes[0].blocks[0].primaryCta.href = href))))[0]!.message;
    expect(await messages('about')).toBe(
      'The link "about" is missing its leading slash: a page of this site is written /about.',
    );
    expect(await messages('https://example.com/x')).toMatch(
      /^The link "https:\/\/example.com\/x" is an outside address\. Add it once to the outside sites/,
    );
    expect(await messages('mailto:a@b.c')).toBe(
      'The link "mailto:a@b.c": to link to the firm\'s e-mail address, choose it from the list, so the link follows the site\'s details.',
    );
    expect(await messages('download:Check List')).toMatch(/contains a space/);
  });

  it('an id written with capitals or spaces is told how ids are written', async () => {
    const text = edited((m) => (m.claims[0].id = 'Years Of Experience'));
    const [p, ...rest] = await lint(text);
    expect(rest).toEqual([]);
    expect([p!.place, p!.message]).toEqual([
      "claim 'Years Of Experience' › short name",
      'Short name "Years Of Experience" is not written the expected way. Use lower-case letters, digits and dashes only, such as "years". A short name that stat tiles use to pick this claim, such as years.',
    ]);
  });

  it('an empty text and a list given as a single text', async () => {
    const [empty] = await lint(edited((m) => (m.routes[2].title = '')));
    expect([empty!.place, empty!.message]).toEqual([
      'page /services/audit › title',
      'The title is empty. Write the words visitors should see.',
    ]);
    const [list] = await lint(edited((m) => (m.services[0].tiers[0].features = 'Findings report')));
    expect(list!.message).toBe(
      'What is included must be a list: you wrote "Findings report"; make it a list with "Findings report" as its one item.',
    );
  });

  it('lists every problem at once, in the order they appear in the file', async () => {
    const text = edited((m) => {
      m.routes[5].blocks[0].title = 42;
      m.services[1].tiers[0].price.amount = 'free';
      m.site.email = 'hello at testwork';
    });
    const problems = await lint(text);
    expect(problems.map((p) => [p.line, p.place])).toEqual([
      [lineOf(text, '"email": "hello at testwork"'), 'firm and contact details › email address'],
      [lineOf(text, '"amount": "free"'), "service 'sprint' › tier 'Core SOPs' › price › amount"],
      [lineOf(text, '"title": 42'), 'page /about › block 1 (Hero) › title'],
    ]);
  });
});
