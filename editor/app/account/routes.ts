// The app's screens, one per address under the editor's base (/admin, /admin/sign-in, ...; locally, base "", only
// /publishing and /history): the server answers every one of them with the same page, and the app shows the screen
// the address names. Links between screens change the address with history.pushState, so going back and forward
// works as on any site.
import { useEffect, useState, type MouseEvent } from 'react';
import { editorBase } from '../connection.ts';

export type Screen = 'editor' | 'sign-in' | 'welcome' | 'account' | 'people' | 'log' | 'publishing' | 'history';

const SCREEN_PATHS: Record<Screen, string> = {
  editor: '',
  'sign-in': 'sign-in',
  welcome: 'welcome',
  account: 'account',
  people: 'people',
  log: 'log',
  publishing: 'publishing',
  history: 'history',
};

const CHANGED = 'editor-screen-change';

/** The address of a screen: "/admin", "/admin/account". */
export const screenAddress = (screen: Screen): string => {
  const path = SCREEN_PATHS[screen];
  return path ? `${editorBase()}/${path}` : editorBase() || '/';
};

/** The screen the address bar names; the editor for anything else under the base. */
export function currentScreen(): Screen {
  const rest = window.location.pathname.slice(editorBase().length).replace(/^\/+|\/+$/g, '');
  const found = (Object.keys(SCREEN_PATHS) as Screen[]).find((screen) => SCREEN_PATHS[screen] === rest);
  return found ?? 'editor';
}

/** Shows another screen; `replace` when the one shown should not stay in the history (sign-in after a timeout). */
export function goTo(screen: Screen, { replace = false } = {}): void {
  const address = screenAddress(screen);
  if (replace) window.history.replaceState(null, '', address);
  else if (currentScreen() !== screen) window.history.pushState(null, '', address);
  window.dispatchEvent(new Event(CHANGED));
}

/** The screen shown now, following links, back and forward. */
export function useScreen(): Screen {
  const [screen, setScreen] = useState<Screen>(currentScreen);
  useEffect(() => {
    const follow = () => setScreen(currentScreen());
    window.addEventListener('popstate', follow);
    window.addEventListener(CHANGED, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(CHANGED, follow);
    };
  }, []);
  return screen;
}

/** A link's click handler that shows the screen in this page (a click with a modifier key opens a new tab as usual). */
export function followLink(screen: Screen) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    goTo(screen);
  };
}
