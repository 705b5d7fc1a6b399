import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, radius, text } from './theme/tokens.ts';
import { SmartLink, isExternal } from './SmartLink.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'onDark';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.75rem 1.35rem;
  border-radius: ${radius.sm};
  font-size: ${text.sm};
  font-weight: 650;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  border: 2px solid transparent;
  cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
`;

export const buttonStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    ${base};
    background: ${color.accent};
    color: #fff;
    &:hover {
      background: ${color.accentHover};
    }
  `,
  secondary: css`
    ${base};
    background: transparent;
    color: ${color.navy};
    border-color: ${color.navy};
    &:hover {
      background: ${color.navy};
      color: #fff;
    }
  `,
  onDark: css`
    ${base};
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.85);
    &:hover {
      background: #fff;
      color: ${color.navy};
    }
  `,
};

const arrow = <span aria-hidden="true">{'\u2197'}</span>;

export function ButtonLink({
  href,
  children,
  variant = 'primary',
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
}) {
  return (
    <SmartLink href={href} css={buttonStyles[variant]}>
      {children}
      {isExternal(href) ? arrow : null}
    </SmartLink>
  );
}

export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
