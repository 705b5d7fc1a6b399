import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Section, cardStyle } from '../../ui/Section.tsx';
import { fitGrid, subgridRows } from '../../ui/grid.ts';

type ServiceCardsBlock = BlockOf<'service-cards'>;

export interface ServiceCard {
  name: string;
  summary: string;
  price: string;
  duration?: string;
  href: string;
}

export interface ServiceCardsProps extends Omit<OwnFields<ServiceCardsBlock>, 'services'> {
  services: ServiceCard[];
}

// Four subgrid rows (name, summary, price, button), so prices and buttons line up across a row of cards.
const cardLayout = css`
  ${cardStyle};
  ${subgridRows(4)};
  color: ${color.text};
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${color.navy};
  }
  && h3 {
    font-size: ${text.h3};
    color: ${color.ink};
  }
`;

const summaryStyle = css`
  color: ${color.muted};
`;

const factsStyle = css`
  align-self: start;
  padding-top: ${space[4]};
  border-top: 1px solid ${color.border};
  display: grid;
  gap: ${space[1]};
`;

const priceStyle = css`
  color: ${color.navy};
  font-size: ${text.lg};
  font-weight: 700;
`;

const durationStyle = css`
  color: ${color.muted};
  font-size: ${text.sm};
`;

export default function ServiceCards({
  eyebrow,
  heading,
  intro,
  tone,
  services,
  buttonText = 'Learn more',
}: ServiceCardsProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul css={fitGrid(services.length, { max: 3 })}>
        {services.map((service, i) => (
          <li key={i} css={cardLayout}>
            <h3>{service.name}</h3>
            <p css={summaryStyle}>{service.summary}</p>
            <div css={factsStyle}>
              <p css={priceStyle} data-price>
                {service.price}
              </p>
              {service.duration ? <p css={durationStyle}>{service.duration}</p> : null}
            </div>
            <div css={css`align-self: end;`}>
              <ButtonLink href={service.href} variant="secondary">
                {buttonText}
                <span className="visually-hidden"> {service.name}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
