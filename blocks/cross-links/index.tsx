import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { fitGrid } from '../../ui/grid.ts';
import { Section, cardStyle } from '../../ui/Section.tsx';

type CrossLinksBlock = BlockOf<'cross-links'>;

export interface CrossLink {
  name: string;
  tagline: string;
  price: string;
  href: string;
}

export interface CrossLinksProps extends Omit<OwnFields<CrossLinksBlock>, 'services' | 'heading'> {
  heading?: string;
  services: CrossLink[];
}

// The whole card is clickable: the heading's link stretches over it, so there is one link per card.
const linkCard = css`
  ${cardStyle};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  color: ${color.text};
  transition: border-color 0.15s ease;
  &:hover,
  &:focus-within {
    border-color: ${color.accent};
  }
  && h3 {
    font-size: ${text.h3};
    color: ${color.ink};
  }
  h3 a {
    text-decoration: none;
    &::after {
      content: "";
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }
  &:hover h3 a {
    text-decoration: underline;
  }
`;

const taglineStyle = css`
  color: ${color.muted};
  font-size: ${text.sm};
`;

const priceStyle = css`
  margin-top: auto;
  padding-top: ${space[2]};
  color: ${color.navy};
  font-weight: 700;
`;

export default function CrossLinks({
  heading = 'Not sure if this is the right fit?',
  intro,
  services,
  cta,
}: CrossLinksProps) {
  return (
    <Section heading={heading} intro={intro} tone="alt">
      <ul css={fitGrid(services.length, { max: 3 })}>
        {services.map((service, i) => (
          <li key={i} css={linkCard}>
            <h3>
              <SmartLink href={service.href}>
                {service.name}
                <span aria-hidden="true">{'\u00a0\u2192'}</span>
              </SmartLink>
            </h3>
            <p css={taglineStyle}>{service.tagline}</p>
            <p css={priceStyle}>{service.price}</p>
          </li>
        ))}
      </ul>
      {cta ? (
        <div
          css={css`
            margin-top: ${space[6]};
          `}
        >
          <ButtonLink href={cta.href}>{cta.text}</ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
