import { useId } from 'react';
import type { BlockOf, OwnFields } from '../block.ts';
import { Island } from '../../ui/island.tsx';
import { Section } from '../../ui/Section.tsx';
import signup from './signup.island.tsx';

export interface NewsletterProps extends OwnFields<BlockOf<'newsletter'>> {
  /** The sentence a visitor agrees to by signing up (site.newsletter.consent), shown under the field. */
  consent: string;
  /** The success toast's second line: how long the link in the confirmation mail works. */
  sentDescription: string;
}

export default function Newsletter({
  eyebrow,
  heading,
  body,
  placeholder = 'Enter your email',
  buttonText = 'Subscribe',
  consent,
  sentDescription,
}: NewsletterProps) {
  const id = `newsletter${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={body}>
      <Island of={signup} props={{ id, heading, placeholder, buttonText, consent, sentDescription }} />
    </Section>
  );
}
