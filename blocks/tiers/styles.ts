// The tiers block's styles: the grid of tier cards, a card's parts, and the add-ons and terms under them.
import { css } from '@emotion/react';
import { color, mq, radius, shadow, space, text } from '../../ui/theme/tokens.ts';
import { cardStyle } from '../../ui/Section.tsx';

// One column on phones; side by side from tablets (four tiers go 2 + 2, then 4 across on desktop).
// Each card spans the rows of a subgrid (label, name, price, scope, features, button) so they line up across cards.
export const tierGrid = (count: number) => css`
  list-style: none;
  display: grid;
  gap: ${space[5]};
  padding-top: ${space[3]};
  grid-template-columns: minmax(0, 1fr);
  ${count === 1 ? `${mq.md} { > li > ul { columns: 2; column-gap: ${space[6]}; display: block; } > li > ul > li { break-inside: avoid; margin-bottom: ${space[2]}; } }` : ''}
  ${mq.md} {
    grid-template-columns: repeat(${count <= 3 ? count : 2}, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(
      ${count === 4 ? 4 : Math.min(count, 3)},
      minmax(0, 1fr)
    );
  }
`;

export const tierCard = (highlight: boolean, rows: number) => css`
  ${cardStyle};
  position: relative;
  display: grid;
  grid-row: span ${rows};
  grid-template-rows: subgrid;
  row-gap: ${space[3]};
  align-content: start;
  ${highlight ? `border: 2px solid ${color.accent}; box-shadow: ${shadow.raised};` : ''}
  h3 {
    font-size: ${text.h3};
  }
`;

export const badgeStyle = css`
  position: absolute;
  top: 0;
  left: ${space[5]};
  transform: translateY(-50%);
  padding: 0.2rem ${space[3]};
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: #fff;
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export const labelStyle = css`
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
  align-self: end;
  margin-bottom: -${space[2]};
`;

export const priceStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${space[2]};
  color: ${color.muted};
  font-size: ${text.sm};
`;

export const amountStyle = css`
  color: ${color.ink};
  font-size: clamp(1.75rem, 1.5rem + 0.8vw, 2.25rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.1;
`;

export const scopeStyle = css`
  color: ${color.text};
  font-weight: 600;
  padding-bottom: ${space[3]};
  border-bottom: 1px solid ${color.border};
`;

export const featureList = css`
  list-style: none;
  display: grid;
  align-content: start;
  gap: ${space[2]};
  margin-bottom: ${space[2]};
  li {
    display: flex;
    gap: ${space[2]};
    align-items: flex-start;
  }
`;

export const checkStyle = css`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.2rem;
  color: ${color.success};
`;

export const ctaStyle = css`
  align-self: end;
  a {
    width: 100%;
  }
`;

export const quoteStyle = css`
  display: inline-block;
  margin-bottom: ${space[5]};
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.ink};
  font-size: ${text.sm};
  font-weight: 650;
`;

export const extrasGrid = (both: boolean) => css`
  margin-top: ${space[7]};
  display: grid;
  gap: ${space[5]};
  ${both ? '' : 'max-width: 640px;'}
  ${mq.md} {
    grid-template-columns: repeat(${both ? 2 : 1}, minmax(0, 1fr));
  }
  h3 {
    font-size: ${text.h3};
    margin-bottom: ${space[4]};
  }
`;

export const addOnList = css`
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${space[1]} ${space[4]};
    padding: ${space[3]} 0;
    border-top: 1px solid ${color.border};
  }
  li:first-of-type {
    border-top: 0;
    padding-top: 0;
  }
  small {
    display: block;
    color: ${color.muted};
    font-size: ${text.sm};
  }
  strong {
    color: ${color.navy};
    white-space: nowrap;
  }
`;

export const termsList = css`
  padding-left: 1.25rem;
  display: grid;
  gap: ${space[2]};
  color: ${color.text};
  li::marker {
    color: ${color.accent};
  }
`;

export const noteStyle = css`
  margin-top: ${space[5]};
  color: ${color.muted};
  font-size: ${text.sm};
`;
