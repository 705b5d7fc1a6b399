import { css } from "@emotion/react";
import type { BlockOf, OwnFields } from "../block.ts";
import type {
  ServiceView,
  TierView,
} from "../../model/site.ts";
import type { PriceView } from "../../model/price.ts";
import {
  color,
  mq,
  radius,
  shadow,
  space,
  text,
} from "../../ui/theme/tokens.ts";
import { ButtonLink } from "../../ui/Button.tsx";
import { Section, cardStyle } from "../../ui/Section.tsx";

type TiersBlock = BlockOf<"tiers">;

export interface TiersProps extends Omit<
  OwnFields<TiersBlock>,
  "service" | "showAddOns" | "showTerms"
> {
  /** Set for a service priced by custom quote: its tier prices are only indicative. */
  quote?: string;
  tiers: TierView[];
  addOns: ServiceView["addOns"];
  terms: string[];
}

// One column on phones; side by side from tablets (four tiers go 2 + 2, then 4 across on desktop).
// Each card spans the rows of a subgrid (label, name, price, scope, features, button) so they line up across cards.
const tierGrid = (count: number) => css`
  list-style: none;
  display: grid;
  gap: ${space[5]};
  padding-top: ${space[3]};
  grid-template-columns: minmax(0, 1fr);
  ${count === 1 ? `${mq.md} { > li > ul { columns: 2; column-gap: ${space[6]}; display: block; } > li > ul > li { break-inside: avoid; margin-bottom: ${space[2]}; } }` : ""}
  ${mq.md} {
    grid-template-columns: repeat(${count <= 3 ? count : 2}, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(
      ${count === 4 ? 4 : Math.min(count, 3)},
      minmax(0, 1fr)
    );
  }
`;

const tierCard = (highlight: boolean, rows: number) => css`
  ${cardStyle};
  position: relative;
  display: grid;
  grid-row: span ${rows};
  grid-template-rows: subgrid;
  row-gap: ${space[3]};
  align-content: start;
  ${highlight ? `border: 2px solid ${color.accent}; box-shadow: ${shadow.raised};` : ""}
  h3 {
    font-size: ${text.h3};
  }
`;

const badgeStyle = css`
  position: absolute;
  top: 0;
  left: ${space[5]};
  transform: translateY(-50%);
  padding: 0.2rem ${space[3]};
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: #fff;
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const labelStyle = css`
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
  align-self: end;
  margin-bottom: -${space[2]};
`;

const priceStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${space[2]};
  color: ${color.muted};
  font-size: ${text.sm};
`;

const amountStyle = css`
  color: ${color.ink};
  font-size: clamp(1.75rem, 1.5rem + 0.8vw, 2.25rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

const scopeStyle = css`
  color: ${color.text};
  font-weight: 600;
  padding-bottom: ${space[3]};
  border-bottom: 1px solid ${color.border};
`;

const featureList = css`
  list-style: none;
  display: grid;
  align-content: start;
  gap: ${space[2]};
  margin-bottom: ${space[2]};
  li {
    display: flex;
    gap: ${space[2]};
    align-items: flex-start;
  }
`;

const checkStyle = css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.2rem;
  color: ${color.success};
`;

const ctaStyle = css`
  align-self: end;
  a {
    width: 100%;
  }
`;

const quoteStyle = css`
  display: inline-block;
  margin-bottom: ${space[5]};
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.ink};
  font-size: ${text.sm};
  font-weight: 650;
`;

const extrasGrid = (both: boolean) => css`
  margin-top: ${space[7]};
  display: grid;
  gap: ${space[5]};
  ${both ? "" : "max-width: 640px;"}
  ${mq.md} {
    grid-template-columns: repeat(${both ? 2 : 1}, minmax(0, 1fr));
  }
  h3 {
    font-size: ${text.h3};
    margin-bottom: ${space[4]};
  }
`;

const addOnList = css`
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space[1]} ${space[4]};
    padding: ${space[3]} 0;
    border-top: 1px solid ${color.border};
  }
  li:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
  small {
    display: block;
    color: ${color.muted};
    font-size: ${text.sm};
  }
  strong {
    color: ${color.navy};
    white-space: nowrap;
  }
`;

const termsList = css`
  padding-left: 1.25rem;
  display: grid;
  gap: ${space[2]};
  color: ${color.text};
  li::marker {
    color: ${color.accent};
  }
`;

const noteStyle = css`
  margin-top: ${space[5]};
  color: ${color.muted};
  font-size: ${text.sm};
`;

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

export default function Tiers({
  eyebrow,
  heading,
  intro,
  quote,
  tiers,
  addOns,
  terms,
  cta,
  note,
}: TiersProps) {
  const labelled = tiers.some((tier) => tier.label);
  const rows = 4 + (labelled ? 1 : 0) + (cta ? 1 : 0);
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro}>
      {quote ? <p css={quoteStyle}>{quote} · indicative prices</p> : null}
      {tiers.length > 0 ? (
        <ul css={tierGrid(tiers.length)}>
          {tiers.map((tier) => (
            <li key={tier.id} css={tierCard(tier.highlight, rows)}>
              {tier.highlight ? (
                <span css={badgeStyle}>Most chosen</span>
              ) : null}
              {/* Empty cells keep the rows of the subgrid in step when one tier lacks what others have. */}
              {labelled ? (
                tier.label ? (
                  <p css={labelStyle}>{tier.label}</p>
                ) : (
                  <span />
                )
              ) : null}
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
                  <ButtonLink
                    href={cta.href}
                    variant={tier.highlight ? "primary" : "secondary"}
                  >
                    {cta.text}
                    <span className="visually-hidden">: {tier.name}</span>
                  </ButtonLink>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {addOns.length > 0 || terms.length > 0 ? (
        <div css={extrasGrid(addOns.length > 0 && terms.length > 0)}>
          {addOns.length > 0 ? (
            <div css={cardStyle}>
              <h3>Add-ons</h3>
              <ul css={addOnList}>
                {addOns.map((addOn, i) => (
                  <li key={i}>
                    <span>
                      {addOn.name}
                      {addOn.note ? <small>{addOn.note}</small> : null}
                    </span>
                    <strong>{addOn.price.text}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {terms.length > 0 ? (
            <div css={cardStyle}>
              <h3>Terms</h3>
              <ul css={termsList}>
                {terms.map((term, i) => (
                  <li key={i}>{term}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
      {note ? <p css={noteStyle}>{note}</p> : null}
    </Section>
  );
}
