import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Section, cardStyle, cardImageStyle } from '../../ui/Section.tsx';
import { pillStyle } from '../../ui/pill.ts';
import { fitGrid, subgridCards } from '../../ui/grid.ts';
import { Picture } from '../../ui/Picture.tsx';

export type CardsProps = OwnFields<BlockOf<'cards'>>;

// One card alone is a feature: wider, with the button beside the words on wide screens.
const featureStyle = css`
  ${mq.md} {
    padding: ${space[6]};
    h3 {
      font-size: ${text.h2};
    }
  }
`;

const darkCard = css`
  background: color-mix(in srgb, ${color.onDark} 6%, transparent);
  border-color: color-mix(in srgb, ${color.onDark} 18%, transparent);
`;

const titleStyle = css`
  font-size: ${text.h3};
`;

const bodyStyle = (dark: boolean) => css`
  color: ${dark ? color.onDarkMuted : color.muted};
`;

// The button row sits at the bottom of its subgrid row, so buttons of cards in one row line up.
const ctaStyle = css`
  align-self: end;
  padding-top: ${space[3]};
  a {
    width: 100%;
  }
`;

export default function Cards({ eyebrow, heading, intro, tone = 'plain', columns = 3, items }: CardsProps) {
  const dark = tone === 'dark';
  const has = { image: items.some((i) => i.image), badge: items.some((i) => i.badge), cta: items.some((i) => i.cta) };
  const rows = 2 + Number(has.image) + Number(has.badge) + Number(has.cta);
  const sizes = `(min-width: 1024px) ${Math.round(100 / Math.min(columns, items.length))}vw, (min-width: 800px) 50vw, 100vw`;
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul role="list" css={[fitGrid(items.length, { max: columns }), subgridCards(rows)]}>
        {items.map((item, i) => (
          <li key={i}>
            {/* Empty cells keep the subgrid's rows in step when a card lacks what its neighbours have. */}
            <article css={[cardStyle, dark && darkCard, items.length === 1 && featureStyle]}>
              {has.image ? (
                <div css={cardImageStyle}>{item.image ? <Picture image={item.image} sizes={sizes} /> : null}</div>
              ) : null}
              {has.badge ? <span>{item.badge ? <span css={pillStyle}>{item.badge}</span> : null}</span> : null}
              <h3 css={titleStyle}>{item.title}</h3>
              <p css={bodyStyle(dark)}>{item.body}</p>
              {has.cta ? (
                <div css={ctaStyle}>
                  {item.cta ? (
                    <ButtonLink href={item.cta.href} variant={dark ? 'onDark' : 'secondary'}>
                      {item.cta.text}
                    </ButtonLink>
                  ) : null}
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
