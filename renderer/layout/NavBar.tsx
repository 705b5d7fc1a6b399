import { css } from '@emotion/react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { Chrome } from '../../model/chrome.ts';
import { color, layout, mq, radius, space, text } from '../../ui/theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { isCurrent, isInSection } from './active.ts';

/** Below this width the links move into the hamburger menu. */
export const DESKTOP_MIN_WIDTH = 1100;
const DESKTOP = `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`;
/** Just above the breakpoint every link and the call to action must still fit on one line: tighter spacing. */
const NARROW_DESKTOP = `@media (min-width: ${DESKTOP_MIN_WIDTH}px) and (max-width: 1279.98px)`;
/** How long the pointer may be outside the Services entry (e.g. crossing to the menu) before the menu closes. */
const HOVER_CLOSE_DELAY_MS = 150;

// The bar's translucent background lives on a pseudo-element: a backdrop-filter on the header itself would make it
// the containing block of the fixed mobile panel inside it, shrinking the panel to nothing.
const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.navHeight};
  border-bottom: 1px solid ${color.border};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: rgba(255, 255, 255, 0.97);
    backdrop-filter: saturate(1.4) blur(8px);
  }
`;

const inner = css`
  max-width: 1280px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${layout.gutter};
  display: flex;
  align-items: center;
  gap: ${space[4]};
  ${NARROW_DESKTOP} {
    gap: ${space[3]};
  }
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
  display: flex;
  align-items: center;
  gap: 0.3rem;
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
  ${NARROW_DESKTOP} {
    padding: 0.5rem 0.4rem;
    font-size: 0.875rem;
  }
`;

const ctaStyle = css`
  min-height: 40px;
  padding: 0.5rem 1rem;
  white-space: nowrap;
  ${NARROW_DESKTOP} {
    padding: 0.5rem 0.7rem;
    font-size: 0.875rem;
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
  flex: none;
  align-items: center;
  gap: ${space[1]};
`;

const caret = css`
  flex: none;
  transition: transform 0.15s ease;
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  ${mq.reducedMotion} {
    transition: none;
  }
`;

// The ::before bridge covers the gap between the button and the menu, so the pointer crossing it stays "inside".
const dropdown = css`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  min-width: 290px;
  list-style: none;
  padding: ${space[2]};
  background: #fff;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.14);
  &::before {
    content: '';
    position: absolute;
    inset: -8px 0 auto 0;
    height: 8px;
  }
  a {
    padding: 0.55rem 0.75rem;
  }
  a:hover,
  a:focus-visible {
    background: ${color.surfaceAlt};
  }
  a[aria-current='page'] {
    background: ${color.accentSoft};
    box-shadow: none;
  }
  li:first-of-type {
    border-bottom: 1px solid ${color.border};
    margin-bottom: ${space[1]};
    padding-bottom: ${space[1]};
  }
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
  overscroll-behavior: contain;
  background: #fff;
  border-top: 1px solid ${color.border};
  padding: ${space[3]} ${layout.gutter} ${space[7]};
  ${DESKTOP} {
    display: none;
  }
  ul {
    list-style: none;
  }
  a:not([data-cta]) {
    padding: 0.7rem 0.5rem;
    font-size: ${text.base};
  }
  a[aria-current='page'] {
    background: ${color.accentSoft};
    box-shadow: none;
  }
`;

const groupLabel = css`
  margin: ${space[4]} 0 ${space[1]};
  padding: 0 0.5rem;
  font-size: ${text.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${color.muted};
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
  const [servicesOpen, setServicesOpenState] = useState(false);
  // Handlers read the latest open state from here: a hover's update may not be rendered yet when the click comes.
  const servicesOpenNow = useRef(false);
  const setServicesOpen = (open: boolean) => {
    servicesOpenNow.current = open;
    setServicesOpenState(open);
  };
  const [menuOpen, setMenuOpen] = useState(false);
  const servicesItem = useRef<HTMLLIElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedBy = useRef<'hover' | 'click'>('click');

  const allServices = nav.services[0];
  const servicesActive = allServices ? isInSection(allServices.href, path) : false;
  const [first, ...rest] = nav.links;

  const closeAll = () => {
    clearTimeout(hoverTimer.current);
    setServicesOpen(false);
    setMenuOpen(false);
  };

  // Client-side navigation renders the layout again with the new path: whatever was open closes.
  useEffect(closeAll, [path]);

  // The Services menu closes on a click or tap anywhere outside it.
  useEffect(() => {
    if (!servicesOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!servicesItem.current?.contains(event.target as Node)) setServicesOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [servicesOpen]);

  // The mobile menu closes on Escape (focus back on its button) and when the window grows past the breakpoint.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuToggle.current?.focus();
    };
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onWiden = () => desktop.matches && setMenuOpen(false);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWiden);
    };
  }, [menuOpen]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onServicesPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    if (!servicesOpenNow.current) {
      openedBy.current = 'hover';
      setServicesOpen(true);
    }
  };

  // A menu opened by hovering closes when the pointer leaves; one opened by click or keyboard stays open.
  const onServicesPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || openedBy.current !== 'hover') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setServicesOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  // Clicking a menu the hover just opened keeps it open (pinned); otherwise a click toggles it.
  const onServicesClick = () => {
    clearTimeout(hoverTimer.current);
    const open = servicesOpenNow.current;
    const pin = open && openedBy.current === 'hover';
    openedBy.current = 'click';
    if (!pin) setServicesOpen(!open);
  };

  const menuLinks = () => [...(servicesItem.current?.querySelectorAll<HTMLAnchorElement>('#services-menu a') ?? [])];

  const onServicesKeyDown = (event: KeyboardEvent) => {
    const links = menuLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const focusLink = (i: number) => links[(i + links.length) % links.length]?.focus();
    switch (event.key) {
      case 'Escape':
        if (!servicesOpenNow.current) return;
        event.preventDefault();
        event.stopPropagation();
        setServicesOpen(false);
        servicesButton.current?.focus();
        return;
      case 'ArrowDown':
        event.preventDefault();
        if (!servicesOpenNow.current) {
          openedBy.current = 'click';
          setServicesOpen(true);
          requestAnimationFrame(() => menuLinks()[0]?.focus());
        } else focusLink(index + 1);
        return;
      case 'ArrowUp':
        if (!servicesOpenNow.current) return;
        event.preventDefault();
        focusLink(index < 0 ? links.length - 1 : index - 1);
        return;
      case 'Home':
      case 'End':
        if (!servicesOpenNow.current || index < 0) return;
        event.preventDefault();
        focusLink(event.key === 'Home' ? 0 : links.length - 1);
        return;
    }
  };

  // Tabbing out of the Services entry closes its menu.
  const onServicesBlur = (event: FocusEvent) => {
    if (!servicesItem.current?.contains(event.relatedTarget as Node | null)) setServicesOpen(false);
  };

  const navLink = (l: { text: string; href: string }) => (
    <li key={l.href}>
      <SmartLink href={l.href} css={linkStyle} aria-current={isCurrent(l.href, path) ? 'page' : undefined} onClick={closeAll}>
        {l.text}
      </SmartLink>
    </li>
  );

  return (
    <header css={bar}>
      <nav aria-label="Main" css={css`height: 100%;`}>
        <div css={inner}>
          <a href="/" css={brand} onClick={closeAll}>
            {chrome.firmName}
          </a>
          <ul css={[desktopOnly, list]}>
            {first ? navLink(first) : null}
            <li
              ref={servicesItem}
              css={css`position: relative;`}
              onPointerEnter={onServicesPointerEnter}
              onPointerLeave={onServicesPointerLeave}
              onKeyDown={onServicesKeyDown}
              onBlur={onServicesBlur}
            >
              <button
                ref={servicesButton}
                type="button"
                css={linkStyle}
                data-active={servicesActive}
                aria-expanded={servicesOpen}
                aria-controls="services-menu"
                onClick={onServicesClick}
              >
                {nav.servicesLabel}
                <svg css={caret} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
                  <path d="M2.5 4.5 6 8l3.5-3.5" />
                </svg>
              </button>
              <ul id="services-menu" css={dropdown} hidden={!servicesOpen}>
                {nav.services.map(navLink)}
              </ul>
            </li>
            {rest.map(navLink)}
          </ul>
          <span css={desktopOnly}>
            <SmartLink href={nav.cta.href} css={[buttonStyles.primary, ctaStyle]}>
              {nav.cta.text}
            </SmartLink>
          </span>
          <button
            ref={menuToggle}
            type="button"
            css={menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
        <div id="mobile-menu" css={mobilePanel} hidden={!menuOpen}>
          <ul>
            {nav.links.map(navLink)}
            <li>
              <p css={groupLabel} id="mobile-services-label">
                {nav.servicesLabel}
              </p>
              <ul aria-labelledby="mobile-services-label">{nav.services.map(navLink)}</ul>
            </li>
          </ul>
          <p css={css`margin-top: ${space[5]};`}>
            <SmartLink href={nav.cta.href} css={[buttonStyles.primary, css`width: 100%;`]} onClick={closeAll} data-cta="">
              {nav.cta.text}
            </SmartLink>
          </p>
        </div>
      </nav>
    </header>
  );
}
