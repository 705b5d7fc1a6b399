import { css } from '@emotion/react';
import type { BlockOf, OwnFields } from '../block.ts';
import { color, space, text } from '../../ui/theme/tokens.ts';
import { Section, cardStyle, cardImageStyle } from '../../ui/Section.tsx';
import { fitGrid, subgridRows } from '../../ui/grid.ts';
import { Picture } from '../../ui/Picture.tsx';
import { neutralPillStyle } from '../../ui/pill.ts';

export type CasesProps = OwnFields<BlockOf<'cases'>>;

// Subgrid rows (picture, badge, story, result), so the results of cases side by side start on one line.
const caseStyle = (rows: number) => css`
  ${cardStyle};
  ${subgridRows(rows, space[4])};
  color: ${color.text};
  > span:first-of-type {
    justify-self: start;
  }
`;

const resultStyle = css`
  align-self: end;
  padding-top: ${space[4]};
  border-top: 1px solid ${color.border};
  color: ${color.ink};
  font-weight: 650;
  > span {
    display: block;
    margin-bottom: ${space[1]};
    color: ${color.accent};
    font-size: ${text.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export default function Cases({ eyebrow, heading, intro, tone, items }: CasesProps) {
  const withImages = items.some((item) => item.image);
  const rows = 3 + Number(withImages);
  return (
    <Section heading={heading} eyebrow={eyebrow} intro={intro} tone={tone}>
      <ul css={fitGrid(items.length, { max: 3 })}>
        {items.map((item, i) => (
          <li key={i} css={caseStyle(rows)}>
            {withImages ? (
              <div css={cardImageStyle}>
                {item.image ? (
                  <Picture image={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 800px) 50vw, 100vw" />
                ) : null}
              </div>
            ) : null}
            <span css={neutralPillStyle}>{item.badge}</span>
            <p>{item.description}</p>
            <p css={resultStyle}>
              <span>
                Result <span aria-hidden="true">{'\u2192'}</span>
              </span>
              {item.result}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
