import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Section, cardStyle } from '../../ui/Section.tsx';
import { pillStyle } from '../../ui/pill.ts';

export type CardsProps = OwnFields<BlockOf<'cards'>>;

const gridStyle = (columns: number) => css`
  list-style: none;
  display: grid;
  gap: ${space[5]};
  grid-template-columns: 1fr;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
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

// margin-top: auto pushes the button to the card's bottom, so buttons of cards in one row line up.
const ctaStyle = css`
  margin-top: auto;
  padding-top: ${space[3]};
  a {
    width: 100%;
  }
`;

export default function Cards({ eyebrow, heading, intro, tone = 'plain', columns = 3, items }: CardsProps) {
  const dark = tone === 'dark';
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul role="list" css={gridStyle(columns)}>
        {items.map((item, i) => (
          <li key={i}>
            <article css={[cardStyle, card, dark && darkCard]}>
              {item.badge ? <span css={pillStyle}>{item.badge}</span> : null}
              <h3 css={titleStyle}>{item.title}</h3>
              <p css={bodyStyle(dark)}>{item.body}</p>
              {item.cta ? (
                <div css={ctaStyle}>
                  <ButtonLink href={item.cta.href} variant={dark ? 'onDark' : 'secondary'}>
                    {item.cta.text}
                  </ButtonLink>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
