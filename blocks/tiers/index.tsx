import type { BlockOf, OwnFields } from '../block.ts';
import type { ServiceView, TierView } from '../../model/site.ts';
import { Section } from '../../ui/Section.tsx';
import { Extras } from './Extras.tsx';
import { noteStyle, quoteStyle, tierGrid } from './styles.ts';
import { TierCard } from './TierCard.tsx';

type TiersBlock = BlockOf<'tiers'>;

export interface TiersProps extends Omit<OwnFields<TiersBlock>, 'service' | 'showAddOns' | 'showTerms'> {
  /** Set for a service priced by custom quote: its tier prices are only indicative. */
  quote?: string;
  tiers: TierView[];
  addOns: ServiceView['addOns'];
  terms: string[];
}

export default function Tiers({ eyebrow, heading, intro, quote, tiers, addOns, terms, cta, note }: TiersProps) {
  const labelled = tiers.some((tier) => tier.label);
  const rows = 4 + (labelled ? 1 : 0) + (cta ? 1 : 0);
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro}>
      {quote ? <p css={quoteStyle}>{quote} · indicative prices</p> : null}
      {tiers.length > 0 ? (
        <ul css={tierGrid(tiers.length)}>
          {tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} labelled={labelled} rows={rows} cta={cta} />
          ))}
        </ul>
      ) : null}
      {addOns.length > 0 || terms.length > 0 ? <Extras addOns={addOns} terms={terms} /> : null}
      {note ? <p css={noteStyle}>{note}</p> : null}
    </Section>
  );
}
