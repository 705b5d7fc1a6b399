import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, mq, space, text } from '../../ui/theme/tokens.ts';
import { Section, cardStyle } from '../../ui/Section.tsx';
import { fitGrid } from '../../ui/grid.ts';

export type StepsProps = OwnFields<BlockOf<'steps'>>;
type Step = StepsProps['items'][number];

const number = (i: number) => String(i + 1).padStart(2, '0');

const bare = css`
  list-style: none;
`;

const darkCard = css`
  background: color-mix(in srgb, ${color.onDark} 6%, transparent);
  border-color: color-mix(in srgb, ${color.onDark} 18%, transparent);
`;

const gridCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  height: 100%;
`;

const bigNumber = (dark: boolean) => css`
  font-size: ${text.h2};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  color: ${dark ? color.onDark : color.accent};
  font-variant-numeric: tabular-nums;
`;

const titleStyle = css`
  font-size: ${text.h3};
`;

const bodyStyle = (dark: boolean) => css`
  color: ${dark ? color.onDarkMuted : color.muted};
`;

const pointsStyle = (dark: boolean) => css`
  list-style: disc;
  padding-left: 1.15rem;
  display: grid;
  gap: ${space[1]};
  color: ${dark ? color.onDarkMuted : color.text};
  li::marker {
    color: ${dark ? color.onDark : color.accent};
  }
`;

const stackedItem = (dark: boolean) => css`
  display: grid;
  gap: ${space[3]};
  padding: ${space[6]} 0;
  border-top: 1px solid ${dark ? `color-mix(in srgb, ${color.onDark} 18%, transparent)` : color.border};
  &:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
  &:last-of-type {
    padding-bottom: 0;
  }
  ${mq.md} {
    grid-template-columns: 6rem minmax(0, 1fr);
    column-gap: ${space[6]};
  }
`;

const stackedText = css`
  display: grid;
  gap: ${space[3]};
  max-width: 72ch;
`;

function Points({ points, dark }: { points?: Step['points']; dark: boolean }) {
  return points ? (
    <ul css={pointsStyle(dark)}>
      {points.map((point, i) => (
        <li key={i}>{point}</li>
      ))}
    </ul>
  ) : null;
}

// The <ol> already tells screen readers each step's position, so the big "01" is decoration for them.
export default function Steps({ eyebrow, heading, intro, tone = 'plain', layout = 'grid', items }: StepsProps) {
  const dark = tone === 'dark';
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      {layout === 'stacked' ? (
        <ol role="list" css={bare}>
          {items.map((step, i) => (
            <li key={i} css={stackedItem(dark)}>
              <span aria-hidden="true" css={bigNumber(dark)}>
                {number(i)}
              </span>
              <div css={stackedText}>
                <h3 css={titleStyle}>{step.title}</h3>
                <p css={bodyStyle(dark)}>{step.body}</p>
                <Points points={step.points} dark={dark} />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <ol role="list" css={[fitGrid(items.length), bare]}>
          {items.map((step, i) => (
            <li key={i}>
              <div css={[cardStyle, gridCard, dark && darkCard]}>
                <span aria-hidden="true" css={bigNumber(dark)}>
                  {number(i)}
                </span>
                <h3 css={titleStyle}>{step.title}</h3>
                <p css={bodyStyle(dark)}>{step.body}</p>
                <Points points={step.points} dark={dark} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
