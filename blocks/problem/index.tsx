import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, radius, space, text } from '../../ui/theme/tokens.ts';
import { Section, cardStyle } from '../../ui/Section.tsx';

export type ProblemProps = OwnFields<BlockOf<'problem'>>;

// auto-fit so three points share the row instead of leaving an empty fourth track.
const pointsGrid = css`
  list-style: none;
  display: grid;
  gap: ${space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 250px), 1fr));
`;

const pointStyle = css`
  ${cardStyle};
  position: relative;
  padding-top: ${space[6]};
  border-top: 3px solid ${color.accent};
  h3 {
    font-size: ${text.h3};
    color: ${color.ink};
  }
  p {
    margin-top: ${space[2]};
    color: ${color.muted};
  }
`;

const markStyle = css`
  position: absolute;
  top: ${space[3]};
  left: ${space[5]};
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  color: ${color.accent};
`;

const closingStyle = css`
  margin-top: ${space[6]};
  padding: ${space[4]} ${space[5]};
  max-width: 760px;
  border-left: 4px solid ${color.accent};
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
  background: ${color.accentSoft};
  color: ${color.ink};
  font-size: ${text.lg};
  font-weight: 650;
`;

export default function Problem({ eyebrow, heading, intro, points, closing }: ProblemProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro}>
      <ul css={pointsGrid}>
        {points.map((point, i) => (
          <li key={i} css={pointStyle}>
            <span css={markStyle} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{point.title}</h3>
            <p>{point.body}</p>
          </li>
        ))}
      </ul>
      {closing ? <p css={closingStyle}>{closing}</p> : null}
    </Section>
  );
}
