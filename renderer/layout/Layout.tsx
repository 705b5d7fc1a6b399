import { css } from '@emotion/react';
import { useEffect, type ReactNode } from 'react';
import type { Chrome } from '../../model/chrome.ts';
import { layout } from '../../ui/theme/tokens.ts';
import { Toaster } from '../../ui/toasts/Toaster.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { NavBar } from './NavBar.tsx';
import { Footer } from './Footer.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

// main takes focus only programmatically (skip link, scroll-to-top): no ring around the whole page then.
const mainStyle = css`
  padding-top: ${layout.navHeight};
  min-height: 70vh;
  &:focus {
    outline: none;
  }
`;

export function Layout({ chrome, path, children }: { chrome: Chrome; path: string; children: ReactNode }) {
  useEffect(() => {
    // Marks the page interactive once hydrated: browser tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar chrome={chrome} path={path} />
      <main id="main" tabIndex={-1} css={mainStyle}>
        {children}
      </main>
      <Footer chrome={chrome} />
      <ScrollToTop />
      <CookieBanner />
      <Toaster />
    </>
  );
}
