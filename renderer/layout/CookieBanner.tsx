// The cookie banner (spec section 4): shows 2 seconds after load unless a choice is stored; Accept or Decline
// stores it under `cookieConsent` and hides the banner for good. Fixed to the bottom, so nothing moves when it appears.
import { css, keyframes } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { color, mq, radius, shadow, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';

export const CONSENT_KEY = 'cookieConsent';
export const BANNER_DELAY_MS = 2000;
export type Consent = 'accepted' | 'declined';

function storedConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null; // storage blocked: ask, and remember the answer for this page only
  }
}

function storeConsent(value: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // storage blocked: nothing to keep
  }
}

const rise = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const bannerStyle = css`
  position: fixed;
  z-index: 45;
  left: 12px;
  right: 12px;
  bottom: 12px;
  max-width: 560px;
  padding: ${space[4]};
  ${mq.sm} {
    left: 16px;
    bottom: 16px;
    padding: ${space[5]};
  }
  background: ${color.navyDeep};
  color: ${color.onDark};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  font-size: ${text.sm};
  animation: ${rise} 0.25s ease-out both;
  ${mq.reducedMotion} {
    animation: none;
  }
  h2 {
    color: #fff;
    font-size: ${text.base};
    margin-bottom: ${space[1]};
  }
  p {
    color: ${color.onDarkMuted};
  }
`;

// Two equal buttons side by side, even on a phone, so the banner stays short.
const actions = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[3]};
  margin-top: ${space[4]};
  ${mq.sm} {
    display: flex;
  }
  button {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    white-space: nowrap;
  }
`;

export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (storedConsent()) return;
    const timer = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Publishes the banner's height, so the scroll-to-top button and toasts sit above it instead of under it.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = banner.current;
    if (!visible || !element) return;
    const update = () => root.style.setProperty('--cookie-banner-height', `${element.offsetHeight + 16}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [visible]);

  const choose = (value: Consent) => {
    storeConsent(value);
    setVisible(false);
    // Keyboard users who tabbed into the banner go back where they came from.
    if (banner.current?.contains(document.activeElement)) returnFocus.current?.focus({ preventScroll: true });
  };

  if (!visible) return null;
  return (
    <section
      ref={banner}
      css={bannerStyle}
      aria-labelledby="cookie-banner-title"
      onFocus={(event) => {
        const from = event.relatedTarget as HTMLElement | null;
        if (from && !event.currentTarget.contains(from)) returnFocus.current = from;
      }}
    >
      <h2 id="cookie-banner-title">Cookies on this site</h2>
      <p>
        We use cookies to keep the site working and, if you agree, to see how it is used. Accept or decline the optional
        ones.
      </p>
      <div css={actions}>
        <button type="button" css={buttonStyles.primary} onClick={() => choose('accepted')}>
          Accept cookies
        </button>
        <button type="button" css={buttonStyles.onDark} onClick={() => choose('declined')}>
          Decline cookies
        </button>
      </div>
    </section>
  );
}
