import type { BlockOf, OwnFields } from '../block.ts';
import { Island } from '../../ui/island.tsx';
import { Section } from '../../ui/Section.tsx';
import answers from './answers.island.tsx';

export type FaqProps = OwnFields<BlockOf<'faq'>>;

export default function Faq({ eyebrow, heading, intro, tone = 'plain', items }: FaqProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <Island of={answers} props={{ items, dark: tone === 'dark' }} />
    </Section>
  );
}
