// Every message lint and the editor show says what to do in words: no JSON notation, no pointers, no dotted paths of
// the file. Each still names its place and the bad value, so the person knows where to look and what to change.
import { describe, expect, it } from 'vitest';
import { edited, lint, type AnyManifest } from '../fixtures/lint/fixture.ts';
import type { Problem } from '../../model/problems.ts';

/** Code notation a person who has never seen JSON would not understand. */
const NOTATION: [string, RegExp][] = [
  ['a group in braces', /\{\s*"|\{ …|\{ \.\.\. ?\}/],
  ['a "key": value pair', /"\s*:\s/],
  ['a list in brackets', /\[/],
  ['a JSON pointer', /\/(routes|blocks|items|tiers|links|services|downloads)\/\d/],
  ['a dotted path of the file', /\b(site|navigation|footer|routes|services|downloads)\.[a-zA-Z]/],
  ['a list of the file by its key', /"(routes|downloads|facts|aliases)"|\bto routes\b|\bsite links\b/],
  ['a quoted field key', /'[a-z]+[A-Z]?[a-zA-Z]*' is missing/],
];

/** A camelCase key ("servicesMenu", "thankYouRoute") outside quotes: a field of the file, not a word. */
const CAMEL_KEY = /(^|[\s›(])[a-z]+[A-Z][a-zA-Z]*(?=$|[\s›),.:])/;

/** Quoted parts: what the person wrote, or a name they gave. */
const QUOTED = /'[^']*'|"[^"]*"|“[^”]*”/g;

function notationIn(text: string): string[] {
  return NOTATION.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
}

interface Case {
  name: string;
  change: (m: AnyManifest) => void;
  /** The words the place must hold. */
  place: RegExp;
  /** The message names the bad value, or says what is missing, in words. */
  message: RegExp;
}

const CASES: Case[] = [
  {
    name: 'a FAQ item without its question',
    change: (m) => delete m.routes[5].blocks[1].items[0].question,
    place: /^page \/about › block 2 \(FAQ “Questions”\) › [a-z ]+ 1 › question$/,
    message: /^The question is missing( \([^)]*\))?\. Write the question\./,
  },
  {
    name: 'an unknown outside link',
    change: (m) => (m.navigation.cta.href = 'link:nope'),
    place: /^navigation[a-z ]* › [a-z ]*button[a-z ]* › [a-z ]+$/,
    message: /'nope'.*outside site/,
  },
  {
    name: 'a link to an unknown page',
    change: (m) => (m.navigation.links[1].href = '/ind'),
    place: /^navigation[a-z ]* › link 2 \('Contact'\) › [a-z ]+$/,
    message: /"\/ind" leads to no page\. Add a page at \/ind, or correct the address\./,
  },
  {
    name: 'a page no link leads to',
    change: (m) => (m.services[0].route = '/services/nowhere'),
    place: /^page \/services\/audit › [a-z ]+$/,
    message: /No link leads to \/services\/audit.*Navigation → Links → Add a link/,
  },
  {
    name: 'a navigation link without its target',
    change: (m) => delete m.navigation.links[0].href,
    place: /^navigation[a-z ]* › link 1 \('Home'\) › [a-z ]+$/,
    message: /^This link leads nowhere yet\. Choose the page or site it leads to\./,
  },
  {
    name: 'a list written as one value',
    change: (m) => (m.routes[5].aliases = '/founder'),
    place: /^page \/about › [a-z ]+$/,
    message: /must be a list.*you wrote "\/founder"/,
  },
  {
    name: 'a text where a number goes',
    change: (m) => (m.site.newsletter.confirmDays = 'seven'),
    place: /^[a-z ]+ › newsletter › [a-z ]+$/,
    message: /must be a whole number.*you wrote "seven"/,
  },
  {
    name: 'a number where a text goes',
    change: (m) => (m.routes[0].blocks[0].subtitle = 12),
    place: /^page \/ › block 1 \(Hero “Operational Clarity.”\) › [a-z ]+$/,
    message: /must be a text: you wrote 12; write it as text\./,
  },
  {
    name: 'a text of only spaces',
    change: (m) => (m.routes[0].blocks[0].title = ' \t '),
    place: /^page \/ › block 1 \(Hero\) › [a-z ]+$/,
    message: /^The [a-z ]+ is empty: it has only spaces/,
  },
  {
    name: 'an unknown download',
    change: (m) => (m.footer.legal[0].href = 'download:nothing'),
    place: /^footer › link 1 \('Privacy Policy'\) › [a-z ]+$/,
    message: /There is no download 'nothing'.*checklist/,
  },
  {
    name: 'a service page that does not exist',
    change: (m) => (m.services[1].thankYouRoute = '/thank-you/zzz-nothing'),
    place: /^service 'sprint' › [a-z -]+$/,
    message: /"\/thank-you\/zzz-nothing".*Add a page at \/thank-you\/zzz-nothing, or correct the address\./,
  },
  {
    name: 'a missing group of fields',
    change: (m) => delete m.navigation.servicesMenu,
    place: /^navigation[a-z ]* › services menu$/,
    message: /^The services menu is missing( \([^)]*\))?\. Fill in the services menu\./,
  },
  {
    name: 'an outside web address typed in a link',
    change: (m) => (m.footer.company[0].href = 'https://partner.example'),
    place: /^footer › link 1 \('About'\) › [a-z ]+$/,
    message: /"https:\/\/partner\.example" is an outside address\./,
  },
  {
    name: 'a link with a space in it',
    change: (m) => (m.navigation.links[0].href = '/ab out'),
    place: /^navigation[a-z ]* › link 1 \('Home'\) › [a-z ]+$/,
    message: /"\/ab out" contains a space/,
  },
  {
    name: 'a value not among the choices',
    change: (m) => (m.routes[5].blocks[1].tone = 'blu'),
    place: /^page \/about › block 2 \(FAQ “Questions”\) › [a-z ]+$/,
    message: /"blu".*one of: /,
  },
];

describe('messages in words', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: names the place and the value, in words`, async () => {
      const problems: Problem[] = await lint(edited(testCase.change));
      const found = problems.find((p) => testCase.place.test(p.place));
      expect(found, problems.map((p) => `${p.place}: ${p.message}`).join('\n')).toBeDefined();
      expect(found!.message).toMatch(testCase.message);
      expect(found!.line, 'the line of the file').toBeGreaterThan(0);
      for (const problem of problems) {
        expect(notationIn(problem.message), `${problem.place}: ${problem.message}`).toEqual([]);
        expect(problem.place.replace(QUOTED, ''), problem.place).not.toMatch(CAMEL_KEY);
        const names = new RegExp(`\\b(${(problem.candidates ?? ['-']).join('|')})\\b`, 'g');
        expect(problem.message.replace(QUOTED, '').replace(names, ''), problem.message).not.toMatch(CAMEL_KEY);
      }
    });
  }
});
