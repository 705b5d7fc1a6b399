// This run's token, which every call to the editor's server carries in the x-editor-token header (editor/server/
// guard.ts). It arrives in the address `npm run edit` printed; the app keeps it in this tab's sessionStorage and takes
// it out of the address bar at once, so it stays out of history, bookmarks and screen shares, while a reload of the
// tab still works. Never a cookie: cookies ignore ports, so one would reach every service on 127.0.0.1.
export const TOKEN_HEADER = 'x-editor-token';

const STORAGE_KEY = 'site-editor-token';

let token: string | undefined;

function stored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage turned off: the token lives as long as this page
  }
}

function store(value: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // as above
  }
}

/** The token: from the address on first load (which it then leaves), else from this tab's earlier load; '' if none. */
export function editorToken(): string {
  if (token !== undefined) return token;
  const address = new URL(window.location.href);
  const given = address.searchParams.get('token');
  if (given) {
    store(given);
    address.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  }
  token = given || stored() || '';
  return token;
}
