import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import type { ClaimView } from '../../model/site.ts';
import { color, font, mq, space, text } from '../../ui/theme/tokens.ts';
import { fitGrid } from '../../ui/grid.ts';
import { Section, cardStyle, type Tone } from '../../ui/Section.tsx';

type StatsBlock = BlockOf<'stats'>;

export interface StatsProps extends Omit<OwnFields<StatsBlock>, 'claims'> {
  claims: ClaimView[];
}

const tileStyle = (tone: Tone) => css`
  ${cardStyle};
  border-top: 3px solid ${color.accent};
  padding: ${space[4]};
  ${mq.md} {
    padding: ${space[5]};
  }
  ${tone === 'dark' ? `background: rgba(255, 255, 255, 0.06); border-color: rgba(255, 255, 255, 0.16); border-top-color: ${color.accent};` : ''}
`;

const valueStyle = (tone: Tone) => css`
  display: block;
  font-family: ${font.heading};
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.5rem);
  font-weight: 700;
  white-space: nowrap;
  line-height: 1.1;
  letter-spacing: -0.02em;
  color: ${tone === 'dark' ? '#fff' : color.navy};
`;

const labelStyle = (tone: Tone) => css`
  display: block;
  margin-top: ${space[2]};
  font-size: ${text.sm};
  color: ${tone === 'dark' ? color.onDarkMuted : color.muted};
`;

export default function Stats({ eyebrow, heading, intro, tone = 'plain', claims }: StatsProps) {
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul css={fitGrid(claims.length, { max: 4, gap: space[3], phoneColumns: 2 })}>
        {claims.map((claim, i) => (
          <li key={i} css={tileStyle(tone)}>
            <span css={valueStyle(tone)}>{claim.value}</span>
            <span css={labelStyle(tone)}>{claim.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
