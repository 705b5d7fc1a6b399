import { css } from '@emotion/react';
import type { BlockOf } from '../block.ts';
import type { ResolveContext } from '../../renderer/site/site.ts';
import type { PriceView } from '../../renderer/site/price.ts';
import { color, space, text } from '../../renderer/theme/tokens.ts';
import { ButtonLink, buttonRow } from '../../renderer/ui/Button.tsx';
import { container, eyebrowStyle } from '../../renderer/ui/Section.tsx';

type HeroBlock = BlockOf<'hero'>;

export interface HeroProps extends Omit<HeroBlock, 'type' | 'service'> {
  price?: PriceView;
  duration?: string;
}

export function resolve(block: HeroBlock, ctx: ResolveContext): HeroProps {
  const { type: _type, service: serviceId, ...rest } = block;
  const service = serviceId ? ctx.service(serviceId, '/service') : undefined;
  return { ...rest, price: service?.headline, duration: service?.duration };
}

const heroStyle = (isHomepage: boolean, image?: string) => css`
  position: relative;
  overflow: hidden;
  color: ${color.onDark};
  background: radial-gradient(1200px 500px at 85% -10%, rgba(185, 61, 11, 0.35), transparent 60%),
    linear-gradient(160deg, ${color.navy} 0%, ${color.navyDeep} 100%);
  ${image ? `background-image: linear-gradient(rgba(7,26,49,.82), rgba(7,26,49,.9)), url(${image}); background-size: cover; background-position: center;` : ''}
  padding: ${isHomepage ? 'clamp(4.5rem, 3rem + 7vw, 9rem)' : 'clamp(3.5rem, 2.5rem + 5vw, 6.5rem)'} 0;
`;

const titleStyle = (isHomepage: boolean) => css`
  color: #fff;
  font-size: ${isHomepage ? text.h1 : `clamp(1.9rem, 1.4rem + 2.2vw, 3rem)`};
  letter-spacing: -0.02em;
  max-width: 18ch;
  ${isHomepage ? '' : 'max-width: 24ch;'}
`;

const subtitleStyle = css`
  margin-top: ${space[4]};
  max-width: 62ch;
  font-size: ${text.lg};
  color: ${color.onDarkMuted};
`;

const priceLine = css`
  margin-top: ${space[5]};
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space[2]} ${space[4]};
  color: ${color.onDarkMuted};
  strong {
    color: #fff;
    font-size: ${text.xl};
  }
`;

export default function Hero({ eyebrow, title, subtitle, primaryCta, secondaryCta, backgroundImage, isHomepage = false, price, duration }: HeroProps) {
  return (
    <section css={heroStyle(isHomepage, backgroundImage)}>
      <div css={container}>
        {eyebrow ? <span css={[eyebrowStyle, css`color: #fdba74;`]}>{eyebrow}</span> : null}
        <h1 css={titleStyle(isHomepage)}>{title}</h1>
        <p css={subtitleStyle}>{subtitle}</p>
        {primaryCta || secondaryCta ? (
          <div css={[buttonRow, css`margin-top: ${space[6]};`]}>
            {primaryCta ? <ButtonLink href={primaryCta.href}>{primaryCta.text}</ButtonLink> : null}
            {secondaryCta ? (
              <ButtonLink href={secondaryCta.href} variant="onDark">
                {secondaryCta.text}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
        {price ? (
          <p css={priceLine}>
            <span>
              {price.prefix ? `${price.prefix} ` : ''}
              <strong>{price.amount}</strong>
              {price.unit ? ` ${price.unit}` : ''}
            </span>
            {duration ? <span>{duration}</span> : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
