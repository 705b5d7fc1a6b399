import type { TierView } from '../../model/site.ts';
import type { PriceView } from '../../model/price.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { BlockOf } from '../block.ts';
import {
  amountStyle,
  badgeStyle,
  checkStyle,
  ctaStyle,
  featureList,
  labelStyle,
  priceStyle,
  scopeStyle,
  tierCard,
} from './styles.ts';

function Price({ price }: { price: PriceView }) {
  return (
    <p css={priceStyle} data-price>
      {price.prefix ? <span>{price.prefix}</span> : null}
      <span css={amountStyle}>{price.amount}</span>
      {price.unit ? <span>{price.unit}</span> : null}
    </p>
  );
}

function Check() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      css={checkStyle}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

interface TierCardProps {
  tier: TierView;
  /** Some tier of the block has a label: every card keeps a row for it. */
  labelled: boolean;
  /** The rows of the subgrid each card spans. */
  rows: number;
  cta: BlockOf<'tiers'>['cta'];
}

/** One tier's card: its label, name, price, scope, features and button, in rows that line up across the cards. */
export function TierCard({ tier, labelled, rows, cta }: TierCardProps) {
  return (
    <li css={tierCard(tier.highlight, rows)}>
      {tier.highlight ? <span css={badgeStyle}>Most chosen</span> : null}
      {/* Empty cells keep the rows of the subgrid in step when one tier lacks what others have. */}
      {labelled ? tier.label ? <p css={labelStyle}>{tier.label}</p> : <span /> : null}
      <h3>{tier.name}</h3>
      <Price price={tier.price} />
      {tier.scope ? <p css={scopeStyle}>{tier.scope}</p> : <span />}
      <ul css={featureList}>
        {tier.features.map((feature, i) => (
          <li key={i}>
            <Check />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {cta ? (
        <div css={ctaStyle}>
          <ButtonLink href={cta.href} variant={tier.highlight ? 'primary' : 'secondary'}>
            {cta.text}
            <span className="visually-hidden">: {tier.name}</span>
          </ButtonLink>
        </div>
      ) : null}
    </li>
  );
}
