import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import type { LinkView } from '../../model/chrome.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { isCurrent } from './active.ts';
import { linkStyle } from './nav-styles.ts';

/** A link of the desktop bar or of its Services menu: Radix moves between them with the arrow keys. */
export function NavLink({ link, path }: { link: LinkView; path: string }) {
  return (
    <NavigationMenu.Link asChild>
      <SmartLink href={link.href} css={linkStyle} aria-current={isCurrent(link.href, path) ? 'page' : undefined}>
        {link.text}
      </SmartLink>
    </NavigationMenu.Link>
  );
}

/** A link of the phone's menu panel, which closes the panel when chosen. */
export function PanelLink({ link, path, onChoose }: { link: LinkView; path: string; onChoose: () => void }) {
  return (
    <li>
      <SmartLink
        href={link.href}
        css={linkStyle}
        aria-current={isCurrent(link.href, path) ? 'page' : undefined}
        onClick={onChoose}
      >
        {link.text}
      </SmartLink>
    </li>
  );
}
