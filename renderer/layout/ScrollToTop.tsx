// The scroll-to-top button (spec section 4): shown once the page is scrolled more than 300 px; scrolls smoothly to
// the top (instantly when the visitor prefers reduced motion).
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { color, mq, shadow } from '../../ui/theme/tokens.ts';

export const SCROLL_THRESHOLD_PX = 300;

const buttonStyle = css`
  position: fixed;
  z-index: 40;
  right: 16px;
  bottom: calc(16px + var(--cookie-banner-height, 0px));
  width: 48px;
  height: 48px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 2px solid #fff;
  border-radius: 50%;
  background: ${color.navy};
  color: #fff;
  box-shadow: ${shadow.raised};
  cursor: pointer;
  transition: background-color 0.15s ease, bottom 0.2s ease;
  &:hover {
    background: ${color.accent};
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const scrollToTop = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'instant' : 'smooth' });
    // The button goes away at the top; keyboard focus moves to the start of the page's content instead of being lost.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  if (!visible) return null;
  return (
    <button type="button" css={buttonStyle} aria-label="Scroll to top" onClick={scrollToTop}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 20 20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M10 16V4M4.5 9.5 10 4l5.5 5.5" />
      </svg>
    </button>
  );
}
