import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Chrome } from '../../model/chrome.ts';
import { Island } from '../../ui/island.tsx';
import { layout } from '../../ui/theme/tokens.ts';
import { Footer } from './Footer.tsx';
import header from './header.island.tsx';
import overlays from './overlays.island.tsx';

// main takes focus only programmatically (skip link, scroll-to-top): no ring around the whole page then.
const mainStyle = css`
  padding-top: ${layout.navHeight};
  min-height: 70vh;
  &:focus {
    outline: none;
  }
`;

export function Layout({ chrome, path, children }: { chrome: Chrome; path: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island of={header} props={{ chrome: { firmName: chrome.firmName, nav: chrome.nav }, path }} />
      <main id="main" tabIndex={-1} css={mainStyle}>
        {children}
      </main>
      <Footer chrome={chrome} />
      <Island of={overlays} props={{}} />
    </>
  );
}
