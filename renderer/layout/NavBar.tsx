import { css } from '@emotion/react';
import { useState } from 'react';
import type { Chrome } from '../site/chrome.ts';
import { color, layout, radius, space, text } from '../theme/tokens.ts';
import { buttonStyles } from '../ui/Button.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { isCurrent, isInSection } from './active.ts';

const DESKTOP = '@media (min-width: 1100px)';

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.navHeight};
  background: rgba(255, 255, 255, 0.97);
  border-bottom: 1px solid ${color.border};
  backdrop-filter: saturate(1.4) blur(8px);
`;

const inner = css`
  max-width: 1280px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${layout.gutter};
  display: flex;
  align-items: center;
  gap: ${space[5]};
`;

const brand = css`
  font-weight: 800;
  font-size: 1.15rem;
  letter-spacing: -0.01em;
  color: ${color.navy};
  text-decoration: none;
  margin-right: auto;
  white-space: nowrap;
`;

const linkStyle = css`
  display: block;
  padding: 0.5rem 0.6rem;
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${text.sm};
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;
  background: none;
  border: 0;
  cursor: pointer;
  &:hover {
    color: ${color.accent};
  }
  &[aria-current='page'],
  &[data-active='true'] {
    color: ${color.accent};
    box-shadow: inset 0 -2px 0 ${color.accent};
  }
`;

const desktopOnly = css`
  display: none;
  ${DESKTOP} {
    display: flex;
  }
`;

const list = css`
  list-style: none;
  align-items: center;
  gap: ${space[1]};
`;

const dropdown = css`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  min-width: 280px;
  list-style: none;
  padding: ${space[2]};
  background: #fff;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.14);
`;

const menuButton = css`
  ${DESKTOP} {
    display: none;
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: #fff;
  color: ${color.navy};
  cursor: pointer;
`;

const mobilePanel = css`
  position: fixed;
  top: ${layout.navHeight};
  inset-inline: 0;
  bottom: 0;
  overflow-y: auto;
  background: #fff;
  padding: ${space[4]} ${layout.gutter} ${space[7]};
  ${DESKTOP} {
    display: none;
  }
  ul {
    list-style: none;
  }
  a {
    padding: 0.75rem 0.25rem;
    font-size: ${text.base};
  }
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function NavBar({ chrome, path }: { chrome: Chrome; path: string }) {
  const { nav } = chrome;
  const [servicesOpen, setServicesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const allServices = nav.services[0];
  const servicesActive = allServices ? isInSection(allServices.href, path) : false;
  const [first, ...rest] = nav.links;
  const close = () => {
    setServicesOpen(false);
    setMenuOpen(false);
  };

  const navLink = (l: { text: string; href: string }) => (
    <li key={l.href}>
      <SmartLink href={l.href} css={linkStyle} aria-current={isCurrent(l.href, path) ? 'page' : undefined} onClick={close}>
        {l.text}
      </SmartLink>
    </li>
  );

  return (
    <header css={bar}>
      <nav css={inner} aria-label="Main">
        <a href="/" css={brand} onClick={close}>
          {chrome.firmName}
        </a>
        <ul css={[desktopOnly, list]}>
          {first ? navLink(first) : null}
          <li css={css`position: relative;`}>
            <button
              type="button"
              css={linkStyle}
              data-active={servicesActive}
              aria-expanded={servicesOpen}
              aria-controls="services-menu"
              onClick={() => setServicesOpen((open) => !open)}
            >
              {nav.servicesLabel} <span aria-hidden="true">▾</span>
            </button>
            <ul id="services-menu" css={dropdown} hidden={!servicesOpen}>
              {nav.services.map(navLink)}
            </ul>
          </li>
          {rest.map(navLink)}
        </ul>
        <span css={desktopOnly}>
          <SmartLink href={nav.cta.href} css={[buttonStyles.primary, css`min-height: 40px; padding: 0.5rem 1rem;`]}>
            {nav.cta.text}
          </SmartLink>
        </span>
        <button
          type="button"
          css={menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </nav>
      <div id="mobile-menu" css={mobilePanel} hidden={!menuOpen}>
        <ul>
          {nav.links.map(navLink)}
          <li>
            <p css={css`margin: ${space[4]} 0 ${space[1]}; font-size: ${text.xs}; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${color.muted};`}>
              {nav.servicesLabel}
            </p>
            <ul>{nav.services.map(navLink)}</ul>
          </li>
        </ul>
        <p css={css`margin-top: ${space[5]};`}>
          <SmartLink href={nav.cta.href} css={buttonStyles.primary} onClick={close}>
            {nav.cta.text}
          </SmartLink>
        </p>
      </div>
    </header>
  );
}
