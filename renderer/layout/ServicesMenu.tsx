// The Services entry of the desktop bar, on Radix NavigationMenu: it opens on hover, on click and from the keyboard,
// and closes on Escape, an outside click, a chosen link or the pointer leaving. A click pins it open instead, so the
// pointer may wander off.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { LinkView } from '../../model/chrome.ts';
import { caret, dropdown, linkStyle, servicesEntry } from './nav-styles.ts';
import { NavLink } from './NavLink.tsx';

const SERVICES = 'services';

interface MenuState {
  /** The page the menu was opened on: client-side navigation to another page closes it. */
  openOn?: string;
  /** Opened by a click or the keyboard: the pointer leaving does not close it. */
  pinned: boolean;
}

const CLOSED: MenuState = { pinned: false };

export type ServicesMenuState = ReturnType<typeof useServicesMenu>;

/** The menu's state and handlers, with the props it gives the navigation's Radix root. `trigger` is its button. */
export function useServicesMenu(path: string, trigger: RefObject<HTMLButtonElement | null>) {
  const [state, setState] = useState<MenuState>(CLOSED);
  const enterOnOpen = useRef(false);
  const menu = { open: state.openOn === path, pinned: state.openOn === path && state.pinned };
  const setMenu = (next: (now: { open: boolean; pinned: boolean }) => { open: boolean; pinned: boolean }) =>
    setState((now) => {
      const { open, pinned } = next({ open: now.openOn === path, pinned: now.openOn === path && now.pinned });
      return open ? { openOn: path, pinned } : CLOSED;
    });

  const rootProps = {
    value: menu.open ? SERVICES : '',
    onValueChange: (value: string) =>
      setMenu((now) => ({ open: value === SERVICES, pinned: value === SERVICES && now.pinned })),
    // Radix's hover timers (open at once, close 150 ms after the pointer leaves) apply to a menu that is not pinned.
    activationMode: menu.pinned ? ('manual' as const) : ('automatic' as const),
    delayDuration: 0,
  };

  // Radix's own click toggles; a click on a menu the pointer opened pins it open instead.
  const onTriggerClick = (event: MouseEvent) => {
    event.preventDefault();
    setMenu(({ open, pinned }) => (open && !pinned ? { open, pinned: true } : { open: !open, pinned: !open }));
  };

  // Radix moves into an open menu on ArrowDown; a closed one opens first, then the key is handed to Radix again once
  // the menu is in place (after its links' effects, which register them for the arrow keys).
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || menu.open) return;
    event.preventDefault();
    enterOnOpen.current = true;
    setMenu(() => ({ open: true, pinned: true }));
  };
  useEffect(() => {
    if (!menu.open || !enterOnOpen.current) return;
    enterOnOpen.current = false;
    trigger.current?.dispatchEvent(
      new globalThis.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
    );
  }, [menu.open, trigger]);

  // Radix listens for Escape from an effect, which preact runs after the next paint: an Escape pressed right after the
  // menu opened would be lost. Radix marks the keys it handled (defaultPrevented).
  const onEntryKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !menu.open) return;
    setState(CLOSED);
    trigger.current?.focus();
  };

  // Tabbing out of the Services entry closes its menu (Radix keeps it open while focus stays in the bar).
  const onEntryBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setState(CLOSED);
  };

  return { open: menu.open, rootProps, onTriggerClick, onTriggerKeyDown, onEntryKeyDown, onEntryBlur };
}

/**
 * Radix follows an open trigger with a focus proxy (an empty span that hands focus on to the menu) and marks it
 * aria-hidden although it is tabbable, which axe reports (aria-hidden-focus; radix-ui/primitives#3085). Being empty, it
 * may stay in the accessibility tree.
 */
function useFocusProxyNotHidden(trigger: RefObject<HTMLButtonElement | null>, open: boolean) {
  useEffect(() => {
    const proxy = trigger.current?.nextElementSibling;
    if (open && proxy?.getAttribute('tabindex') === '0') proxy.removeAttribute('aria-hidden');
  }, [trigger, open]);
}

interface Props {
  label: string;
  links: LinkView[];
  /** The current page is one of the links. */
  active: boolean;
  path: string;
  menu: ServicesMenuState;
  trigger: RefObject<HTMLButtonElement | null>;
}

export function ServicesMenu({ label, links, active, path, menu, trigger }: Props) {
  useFocusProxyNotHidden(trigger, menu.open);
  return (
    <NavigationMenu.Item value={SERVICES} css={servicesEntry} onKeyDown={menu.onEntryKeyDown} onBlur={menu.onEntryBlur}>
      <NavigationMenu.Trigger
        ref={trigger}
        id="services-button"
        type="button"
        css={linkStyle}
        data-active={active}
        aria-controls="services-menu"
        onClick={menu.onTriggerClick}
        onKeyDown={menu.onTriggerKeyDown}
      >
        {label}
        <svg
          css={caret}
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" />
        </svg>
      </NavigationMenu.Trigger>
      <NavigationMenu.Content asChild id="services-menu" aria-labelledby="services-button">
        <ul css={dropdown}>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink link={link} path={path} />
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
