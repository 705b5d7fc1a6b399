// How this copy of the app reaches its server. The page says where it is served and how (the data-editor-base and
// data-editor-mode attributes of <html>, editor/server/page.ts): locally (`npm run edit`, base "") every call carries
// this run's key in the x-editor-token header (token.ts) and no cookie; online (base "/admin") calls carry the
// session cookie and the session's CSRF token in x-csrf-token ("sign-in" before there is a session).
import { editorToken, TOKEN_HEADER } from './token.ts';

export type EditorMode = 'local' | 'online';

const CSRF_HEADER = 'x-csrf-token';
/** What the app sends as its CSRF token before sign-in: the server wants any non-empty value then. */
const BEFORE_SIGN_IN = 'sign-in';

function readPage(): { base: string; mode: EditorMode } {
  const data = document.documentElement.dataset;
  const mode: EditorMode = data.editorMode === 'online' ? 'online' : 'local';
  return { base: (data.editorBase ?? '').replace(/\/+$/, ''), mode };
}

const page = readPage();

export const isOnline = (): boolean => page.mode === 'online';
/** Where the app is served: "" locally, "/admin" online. */
export const editorBase = (): string => page.base;

/** The address of one of the server's calls: apiPath('schema') is "/api/schema" locally, "/admin/api/schema" online. */
export const apiPath = (path: string): string => `${page.base}/api/${path.replace(/^\/+/, '')}`;

let csrfToken: string | undefined;

/** Keeps the session's CSRF token (from sign-in or the session call); undefined after sign-out. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/** The headers that prove a call comes from this app, in this mode. */
export function connectionHeaders(): Record<string, string> {
  if (page.mode === 'local') return { [TOKEN_HEADER]: editorToken() };
  return { [CSRF_HEADER]: csrfToken ?? BEFORE_SIGN_IN };
}

/** Locally the session is the key in the address; online the session cookie, which only same-origin calls send. */
export const connectionCredentials = (): RequestCredentials => (page.mode === 'online' ? 'same-origin' : 'omit');

/** The server refused this tab's token: the editor was opened without the printed address, or has restarted since. */
export class TokenRefused extends Error {}

/** Online: this tab is not signed in (any more); the app has gone to the sign-in screen. */
export class SignedOut extends Error {}

type SignInListener = () => void;
let onSignedOut: SignInListener | undefined;

/** Online: what the app does when a call says it is not signed in (show the sign-in screen). */
export function whenSignedOut(listener: SignInListener): void {
  onSignedOut = listener;
}

/**
 * What a 401 means. Locally: the key was refused, and main.tsx says how to open the editor. Online: the session has
 * ended (signed out, timed out, ended by a publisher), so the app goes to the sign-in screen.
 */
export function refused(): never {
  if (page.mode === 'local') throw new TokenRefused('The editor refused this tab’s key.');
  setCsrfToken(undefined);
  onSignedOut?.();
  throw new SignedOut('You are not signed in.');
}

interface Reply<T> {
  status: number;
  body: T;
}

/** One call to the server, with this mode's headers and credentials; the body as JSON when it is JSON, else text. */
export async function request<T>(path: string, init: RequestInit = {}): Promise<Reply<T>> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(connectionHeaders())) headers.set(name, value);
  const response = await fetch(apiPath(path), { ...init, headers, credentials: connectionCredentials() });
  const type = response.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await response.json() : await response.text()) as T;
  return { status: response.status, body };
}
