import { css } from '@emotion/react';
import { color, radius, space, text } from './theme/tokens.ts';

/** A small rounded label (a card's badge, a file type): accent by default, neutral for segments. */
export const pillStyle = css`
  align-self: flex-start;
  padding: ${space[1]} ${space[3]};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accent};
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

export const neutralPillStyle = css`
  ${pillStyle};
  background: ${color.surfaceAlt};
  border: 1px solid ${color.border};
  color: ${color.navy};
`;
