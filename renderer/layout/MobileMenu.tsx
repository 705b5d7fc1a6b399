// The phone's menu (below DESKTOP_MIN_WIDTH): a button in the bar and a panel under it with every link.
import { useEffect, useState, type RefObject } from 'react';
import type { Chrome } from '../../model/chrome.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { DESKTOP_MIN_WIDTH, fullWidth, groupLabel, menuButton, mobileCtaParagraph, mobilePanel } from './nav-styles.ts';
import { PanelLink } from './NavLink.tsx';

export type MobileMenuState = ReturnType<typeof useMobileMenu>;

/** The menu's state; `toggle` is its button. Opened on one page, it is closed on the next (client-side navigation). */
export function useMobileMenu(path: string, toggle: RefObject<HTMLButtonElement | null>) {
  const [openOn, setOpenOn] = useState<string | undefined>(undefined);
  const open = openOn === path;
  const setOpen = (next: boolean | ((open: boolean) => boolean)) =>
    setOpenOn((now) => ((typeof next === 'function' ? next(now === path) : next) ? path : undefined));

  // The menu closes on Escape (focus back on its button) and when the window grows past the breakpoint.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(undefined);
      toggle.current?.focus();
    };
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onWiden = () => desktop.matches && setOpenOn(undefined);
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWiden);
    };
  }, [open, toggle]);

  return { open, setOpen, close: () => setOpen(false) };
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function MobileMenuButton({
  menu,
  toggle,
}: {
  menu: MobileMenuState;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={toggle}
      type="button"
      css={menuButton}
      aria-expanded={menu.open}
      aria-controls="mobile-menu"
      aria-label={menu.open ? 'Close menu' : 'Open menu'}
      onClick={() => menu.setOpen((open) => !open)}
    >
      <MenuIcon open={menu.open} />
    </button>
  );
}

export function MobileMenuPanel({
  chrome,
  path,
  menu,
}: {
  chrome: Pick<Chrome, 'nav'>;
  path: string;
  menu: MobileMenuState;
}) {
  const { nav } = chrome;
  return (
    <div id="mobile-menu" css={mobilePanel} hidden={!menu.open}>
      <ul>
        {nav.links.map((link) => (
          <PanelLink key={link.href} link={link} path={path} onChoose={menu.close} />
        ))}
        <li>
          <p css={groupLabel} id="mobile-services-label">
            {nav.servicesLabel}
          </p>
          <ul aria-labelledby="mobile-services-label">
            {nav.services.map((link) => (
              <PanelLink key={link.href} link={link} path={path} onChoose={menu.close} />
            ))}
          </ul>
        </li>
      </ul>
      <p css={mobileCtaParagraph}>
        <SmartLink href={nav.cta.href} css={[buttonStyles.primary, fullWidth]} onClick={menu.close} data-cta="">
          {nav.cta.text}
        </SmartLink>
      </p>
    </div>
  );
}
