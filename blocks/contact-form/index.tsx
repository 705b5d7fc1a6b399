import { useId } from 'react';
import type { BlockOf } from '../block.ts';
import type { ContactOption } from '../../model/contact-options.ts';
import { Island } from '../../ui/island.tsx';
import { Section } from '../../ui/Section.tsx';
import { ContactAside } from './ContactAside.tsx';
import { layoutStyle } from './styles.ts';
import form from './form.island.tsx';

type ContactFormBlock = BlockOf<'contact-form'>;

export interface ContactFormProps extends Omit<ContactFormBlock, 'type' | 'anchor'> {
  /** The site's e-mail, for the Direct Contact panel. */
  email: string;
  /** The service choices, in order, ending with "other". */
  options: ContactOption[];
  /** The success toast's second line, with the reply time from the manifest's facts. */
  sentDescription: string;
}

export default function ContactForm({
  eyebrow,
  heading,
  intro,
  submitText,
  note,
  aside,
  email,
  options,
  sentDescription,
}: ContactFormProps) {
  const idBase = `contact${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro}>
      <div css={layoutStyle}>
        <div>
          <Island of={form} props={{ idBase, heading, options, submitText, note, sentDescription }} />
        </div>
        {aside ? <ContactAside idBase={idBase} aside={aside} email={email} /> : null}
      </div>
    </Section>
  );
}
