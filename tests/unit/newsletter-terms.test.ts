// The newsletter's settings (site.newsletter): the consent sentence and the days a sign-up waits for confirmation,
// as the server stores them and as texts quote them with {newsletter:consent} and {newsletter:confirm-days}.
import { describe, expect, it } from 'vitest';
import { newsletterTerms } from '../../model/newsletter.ts';
import { edited, lineOf, lint, type AnyManifest } from '../fixtures/lint/fixture.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

describe('newsletterTerms', () => {
  it('fills the consent sentence the way page texts are filled, and gives the confirmation days', () => {
    const manifest = fixtureManifest();
    const { consent, confirmDays = 7 } = manifest.site.newsletter;
    expect(consent).toContain('{firm}');
    expect(newsletterTerms(manifest)).toEqual({
      consent: consent.replaceAll('{firm}', manifest.site.firmName),
      confirmDays,
    });
  });

  it('gives 7 days when the manifest does not say, and keeps a placeholder that names nothing as written', () => {
    const manifest = fixtureManifest();
    manifest.site.newsletter = { consent: 'Mail me {fact:nothing-like-it} from {product}.' };
    expect(newsletterTerms(manifest)).toEqual({
      consent: `Mail me {fact:nothing-like-it} from ${manifest.site.productName}.`,
      confirmDays: 7,
    });
  });
});

/** The lint fixture with a page title that quotes the newsletter settings. */
function withTitle(title: string, newsletter?: AnyManifest) {
  return edited((m) => {
    m.routes[3].blocks[0].title = title;
    if (newsletter) m.site.newsletter = newsletter;
  });
}

describe('newsletter placeholders', () => {
  it('{newsletter:consent} and {newsletter:confirm-days} fill in the settings with no problem', async () => {
    const text = withTitle('You agree to "{newsletter:consent}" and confirm within {newsletter:confirm-days}.', {
      consent: 'Mail {firm} tools to me.',
      confirmDays: 7,
    });
    expect(await lint(text)).toEqual([]);
  });

  it('{newsletter:confirm-days} says "1 day" for one day', async () => {
    const manifest = fixtureManifest();
    manifest.site.newsletter = { consent: 'Within {newsletter:confirm-days}.', confirmDays: 1 };
    // The consent sentence itself may state the days.
    expect(newsletterTerms(manifest).consent).toBe('Within 1 day.');
  });

  it('an unknown {newsletter:…} is an error at its line that names the ones there are', async () => {
    const text = withTitle('Confirm within {newsletter:confirm-dayz}.');
    const problems = await lint(text);
    expect(problems.map((p) => [p.severity, p.place, p.line, p.code, p.value])).toEqual([
      [
        'error',
        'page /services/sprint › block 1 (Hero) › title',
        lineOf(text, '{newsletter:confirm-dayz}'),
        'unknown-placeholder',
        '{newsletter:confirm-dayz}',
      ],
    ]);
    expect(problems[0]!.message).toContain('{newsletter:consent} and {newsletter:confirm-days}');
  });

  it('a wrong placeholder inside the consent sentence is reported once, at the sentence, however many texts quote it', async () => {
    const text = edited((m) => {
      m.site.newsletter = { consent: 'Mail {frim} tools to me.' };
      m.routes[3].blocks[0].title = 'You agree to "{newsletter:consent}".';
      m.routes[0].blocks[0].title = '{newsletter:consent}';
    });
    const problems = await lint(text);
    expect(problems.map((p) => [p.line, p.code, p.value])).toEqual([
      [lineOf(text, '{frim}'), 'unknown-placeholder', '{frim}'],
    ]);
  });

  it('a consent sentence that quotes itself is an error at the sentence, not an endless loop', async () => {
    const text = withTitle('{newsletter:consent}', { consent: 'I agree to {newsletter:consent}.' });
    const problems = await lint(text);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf(text, 'I agree to'), 'The consent sentence cannot quote itself: remove {newsletter:consent}.'],
    ]);
  });
});
