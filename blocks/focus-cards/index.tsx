import { Island } from '../../ui/island.tsx';
import { Section } from '../../ui/Section.tsx';
import choices from './choices.island.tsx';

export interface FocusCardView {
  /** The service code the card preselects in the contact form. */
  service: string;
  /** The service's name, shown above the card's call to action. */
  name: string;
  text: string;
}

export interface FocusCardsProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: FocusCardView[];
}

export default function FocusCards({ eyebrow, heading, intro, items }: FocusCardsProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone="alt">
      <Island of={choices} props={{ items }} />
    </Section>
  );
}
