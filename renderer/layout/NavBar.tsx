// The fixed navigation bar: the firm's name, the links with the Services menu and the call to action on a desktop, and
// a menu button on a phone. Radix NavigationMenu is the <nav>: it runs the Services menu and the arrow keys.
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRef } from 'react';
import type { Chrome } from '../../model/chrome.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { isInSection } from './active.ts';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './MobileMenu.tsx';
import { bar, brand, ctaStyle, desktopOnly, inner, list, navFill } from './nav-styles.ts';
import { NavLink } from './NavLink.tsx';
import { ServicesMenu, useServicesMenu } from './ServicesMenu.tsx';

/** What the bar shows: the island's props, so only these parts of the chrome are written into the page for it. */
export type NavBarChrome = Pick<Chrome, 'firmName' | 'nav'>;

export function NavBar({ chrome, path }: { chrome: NavBarChrome; path: string }) {
  const { nav } = chrome;
  const servicesTrigger = useRef<HTMLButtonElement>(null);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const servicesMenu = useServicesMenu(path, servicesTrigger);
  const mobileMenu = useMobileMenu(path, mobileToggle);
  const allServices = nav.services[0];
  const [first, ...rest] = nav.links;
  const item = (link: (typeof nav.links)[number]) => (
    <NavigationMenu.Item key={link.href}>
      <NavLink link={link} path={path} />
    </NavigationMenu.Item>
  );

  return (
    <header css={bar}>
      <NavigationMenu.Root aria-label="Main" css={navFill} {...servicesMenu.rootProps}>
        <div css={inner}>
          <a href="/" css={brand} onClick={mobileMenu.close}>
            {chrome.firmName}
          </a>
          <NavigationMenu.List css={[desktopOnly, list]}>
            {first ? item(first) : null}
            <ServicesMenu
              label={nav.servicesLabel}
              links={nav.services}
              active={allServices ? isInSection(allServices.href, path) : false}
              path={path}
              menu={servicesMenu}
              trigger={servicesTrigger}
            />
            {rest.map(item)}
          </NavigationMenu.List>
          <span css={desktopOnly}>
            <SmartLink href={nav.cta.href} css={[buttonStyles.primary, ctaStyle]}>
              {nav.cta.text}
            </SmartLink>
          </span>
          <MobileMenuButton menu={mobileMenu} toggle={mobileToggle} />
        </div>
        <MobileMenuPanel chrome={chrome} path={path} menu={mobileMenu} />
      </NavigationMenu.Root>
    </header>
  );
}
