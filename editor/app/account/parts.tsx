/** @jsxImportSource react */
// Small pieces the account screens share: a link to another screen, the screen's heading (which takes the focus when
// the screen opens, so a screen reader says where the person is), the region that says what went wrong, and dates.
import { useEffect, useRef, type ReactNode } from 'react';
import { followLink, screenAddress, type Screen } from './routes.ts';
import { CallRefused } from './account-api.ts';

export function ScreenLink({ screen, children }: { screen: Screen; children: ReactNode }) {
  return (
    <a href={screenAddress(screen)} onClick={followLink(screen)}>
      {children}
    </a>
  );
}

/** The screen's one h1; focused when the screen opens. */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** What went wrong, read out when it appears; always on the page (empty when nothing is wrong) so it is announced. */
export function Problem({ text }: { text: string }) {
  return (
    <p className="account-problem" role="alert">
      {text}
    </p>
  );
}

/** "24 November 2026, 15:48" in the reader's own time zone. */
export function when(iso: string | null | undefined): string {
  if (!iso) return 'never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' });
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows" from a browser's user-agent string; the string itself when neither is known. */
export function browserName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent || 'An unknown browser';
  return `${browser ?? 'A browser'}${system ? ` on ${system}` : ''}`;
}

/** The words for something that went wrong in a call or in the browser's passkey dialog. */
export function inWords(error: unknown): string {
  if (error instanceof CallRefused) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError')
    return 'The passkey was not used: the browser’s dialog was closed or timed out. Try again.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This device already holds a passkey for you here. Use another device or security key.';
  if (error instanceof TypeError) return 'The server could not be reached. Check the connection and try again.';
  return error instanceof Error ? error.message : String(error);
}

export const ROLE_WORDS = {
  editor: 'Editor — changes content and submits it',
  publisher: 'Publisher — also publishes, rolls back and manages people',
} as const;
