// What the contact form tests post, chosen from the fixture site, and the servers they start, closed after each test.
import { afterEach } from 'vitest';
import { contactOptions } from '../../model/contact-options.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

export const fixture = fixtureManifest();
export const codes = contactOptions(fixture).map((o) => o.code);
/** A service the form offers (it has a form label), and one the site has but the form does not. */
export const offered = fixture.services.find((s) => s.formLabel)!;
export const notOffered = fixture.services.find((s) => !s.formLabel)!.id;

export const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  service: offered.id,
  message: 'We need our operations reset before the next funding round.',
};

type Closable = { close(): Promise<void> };

/** Registers an afterEach that closes, newest first, everything the returned `track` was given during the test. */
export function closedAfterEach(): <T extends Closable>(thing: Promise<T>) => Promise<T> {
  const open: Closable[] = [];
  afterEach(async () => {
    for (const thing of open.splice(0).reverse()) await thing.close();
  });
  return async (thing) => {
    const value = await thing;
    open.push(value);
    return value;
  };
}
