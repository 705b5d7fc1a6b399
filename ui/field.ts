import { css } from '@emotion/react';
import { color, radius } from './theme/tokens.ts';

/** The look of every text field, select and textarea: the same size, border, hover, focus and error states. */
export const fieldControlStyle = css`
  width: 100%;
  min-height: 48px;
  padding: 0.65rem 0.85rem;
  font: inherit;
  font-size: 1rem;
  color: ${color.text};
  background: ${color.surface};
  border: 1px solid ${color.fieldBorder};
  border-radius: ${radius.sm};
  &:hover {
    border-color: ${color.muted};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 0;
    border-color: ${color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
    border-width: 2px;
  }
`;
