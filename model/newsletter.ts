// The newsletter's terms as a visitor sees them: the consent sentence, its placeholders filled the way page texts
// are, and how many days a sign-up waits for its confirmation. The server stores the sentence with each sign-up as
// the record of consent; the sign-up block shows the same words.
import type { SiteManifest } from '../schema/site.types.ts';
import type { Problem } from './problems.ts';
import { newsletterSettings } from './resolve/placeholders.ts';
import { createSite } from './site.ts';

export interface NewsletterTerms {
  /** The sentence a visitor agrees to, as shown under the e-mail field. */
  consent: string;
  /** Days an unconfirmed sign-up is kept (and its confirmation link works) before it is deleted. */
  confirmDays: number;
}

/** A placeholder that names nothing stays as written here; lint reports it at site.newsletter.consent. */
export function newsletterTerms(manifest: SiteManifest): NewsletterTerms {
  const ignored: Problem[] = [];
  const consent = createSite(manifest).context('', ignored).text('{newsletter:consent}');
  return { consent, confirmDays: newsletterSettings(manifest).confirmDays };
}
