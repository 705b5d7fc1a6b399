import { css, keyframes } from '@emotion/react';
import { mq } from './theme/tokens.ts';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const spinnerStyle = css`
  width: 18px;
  height: 18px;
  animation: ${spin} 0.8s linear infinite;
  ${mq.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

/** A small busy indicator for buttons; decorative, the button's text says what is happening. */
export function Spinner() {
  return (
    <svg css={spinnerStyle} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
