import { css, keyframes } from '@emotion/react';
import type { BlockOf } from '../block.ts';
import type { PriceView } from '../../model/price.ts';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { ButtonLink, buttonRow } from '../../ui/Button.tsx';
import { container, eyebrowStyle } from '../../ui/Section.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Contours } from '../../ui/Artwork.tsx';

type HeroBlock = BlockOf<'hero'>;

export interface HeroProps extends Omit<HeroBlock, 'type' | 'service'> {
  price?: PriceView;
  duration?: string;
}

const heroStyle = (isHomepage: boolean) => css`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  color: ${color.onDark};
  background: ${color.navyDeep};
  padding: ${isHomepage ? 'clamp(4.5rem, 3rem + 7vw, 9rem)' : 'clamp(3.5rem, 2.5rem + 5vw, 6.5rem)'} 0;
`;

// The background sits on its own decorative layer, so it can move at half the scroll speed: a scroll-driven CSS
// animation (no script), in browsers that have them and for visitors who do not prefer reduced motion.
// The strip it uncovers at the hero's top is always under the fixed navigation bar, and the hero's own colour anyway.
// It holds the manifest's photo (darkened so the words stay readable) or, without one, the site's contour artwork.
/** Over the first screen of scrolling, the background moves down half as far: it scrolls at half speed. */
const parallax = keyframes`
  from { transform: none; }
  to { transform: translate3d(0, 50vh, 0); }
`;

const backgroundStyle = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  pointer-events: none;
  will-change: transform;
  @supports (animation-timeline: scroll()) {
    @media (prefers-reduced-motion: no-preference) {
      animation: ${parallax} linear both;
      animation-timeline: scroll(root block);
      animation-range: 0 100vh;
    }
  }
  background: linear-gradient(160deg, ${color.navy} 0%, ${color.navyDeep} 100%);
  > svg,
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const photoShade = css`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, rgba(7, 26, 49, 0.92) 0%, rgba(7, 26, 49, 0.78) 55%, rgba(7, 26, 49, 0.45) 100%);
`;

// Entrance: title, subtitle, then buttons fade in 0, 120 and 240 ms apart. Pure CSS that ends visible, so the text
// is there without JavaScript too; none of it when the visitor prefers reduced motion.
const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

export const ENTRANCE_DELAYS_MS = { title: 0, subtitle: 120, actions: 240 } as const;

const enter = (delayMs: number) => css`
  animation: ${fadeUp} 0.6s cubic-bezier(0.22, 1, 0.36, 1) ${delayMs}ms both;
  ${mq.reducedMotion} {
    animation: none;
  }
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

export default function Hero({
  eyebrow,
  title,
  subtitle,
  primaryCta,
  secondaryCta,
  backgroundImage,
  isHomepage = false,
  price,
  duration,
}: HeroProps) {
  return (
    <section css={heroStyle(isHomepage)}>
      <div css={backgroundStyle} aria-hidden={backgroundImage ? undefined : true}>
        {backgroundImage ? (
          <>
            <Picture image={backgroundImage} sizes="100vw" priority />
            <div css={photoShade} />
          </>
        ) : (
          <Contours focusX={isHomepage ? 0.8 : 0.88} />
        )}
      </div>
      <div css={container}>
        <div css={enter(ENTRANCE_DELAYS_MS.title)}>
          {eyebrow ? <span css={[eyebrowStyle, css`color: #fdba74;`]}>{eyebrow}</span> : null}
          <h1 css={titleStyle(isHomepage)}>{title}</h1>
        </div>
        <p css={[subtitleStyle, enter(ENTRANCE_DELAYS_MS.subtitle)]}>{subtitle}</p>
        {primaryCta || secondaryCta ? (
          <div css={[buttonRow, css`margin-top: ${space[6]};`, enter(ENTRANCE_DELAYS_MS.actions)]}>
            {primaryCta ? <ButtonLink href={primaryCta.href}>{primaryCta.text}</ButtonLink> : null}
            {secondaryCta ? (
              <ButtonLink href={secondaryCta.href} variant="onDark">
                {secondaryCta.text}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
        {price ? (
          <p css={[priceLine, enter(ENTRANCE_DELAYS_MS.actions)]}>
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
