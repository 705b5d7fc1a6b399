// The contact form's styles: the two-column layout, the form card, its fields and messages, and the Direct Contact panel.
import { css } from '@emotion/react';
import { color, mq, radius, shadow, space, text } from '../../ui/theme/tokens.ts';
import { fieldControlStyle } from '../../ui/field.ts';

export const layoutStyle = css`
  display: grid;
  gap: ${space[6]};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export const formCard = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  padding: clamp(${space[5]}, 3vw, ${space[6]});
`;

export const rowStyle = css`
  display: grid;
  gap: ${space[4]} ${space[5]};
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  label {
    font-size: ${text.sm};
    font-weight: 650;
    color: ${color.ink};
  }
  input,
  select,
  textarea {
    ${fieldControlStyle};
  }
  textarea {
    resize: vertical;
    line-height: 1.5;
  }
  select {
    appearance: none;
    padding-right: 2.5rem;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12' fill='none' stroke='%23475569' stroke-width='1.8'%3E%3Cpath d='M2.5 4.5 6 8l3.5-3.5'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: right 0.9rem center;
  }
`;

export const requiredMark = css`
  color: ${color.danger};
  margin-left: 2px;
`;

export const optionalMark = css`
  font-weight: 400;
  color: ${color.muted};
`;

export const errorStyle = css`
  display: flex;
  gap: ${space[1]};
  align-items: flex-start;
  font-size: ${text.sm};
  font-weight: 550;
  color: ${color.danger};
`;

export const submitStyle = css`
  margin-top: ${space[5]};
  min-width: 200px;
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const noteStyle = css`
  margin-top: ${space[4]};
  font-size: ${text.sm};
  color: ${color.muted};
`;

export const asideStyle = css`
  background: ${color.navy};
  color: ${color.onDarkMuted};
  border-radius: ${radius.lg};
  padding: clamp(${space[5]}, 3vw, ${space[6]});
  display: grid;
  gap: ${space[5]};
  h3 {
    color: #fff;
    font-size: ${text.h3};
  }
  h4 {
    color: #fff;
    font-size: ${text.base};
    margin-bottom: ${space[1]};
  }
  a {
    color: #fff;
    font-weight: 650;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: #fdba74;
  }
`;
