/** @jsxImportSource react */
// The frame around the online screens other than the editor (Publishing, History, Your account, People, Activity
// log): the way back to the editor, the other screens, who is signed in, and Sign out. The screen's own h1 is inside.
import type { ReactNode } from 'react';
import { useSignedIn } from './session.ts';
import { ScreenLink } from './parts.tsx';
import type { Screen } from './routes.ts';

export function AccountFrame({ screen, children }: { screen: Screen; children: ReactNode }) {
  const signedIn = useSignedIn();
  const links: { screen: Screen; words: string }[] = [
    { screen: 'editor', words: 'Back to the editor' },
    { screen: 'publishing', words: 'Publishing' },
    { screen: 'history', words: 'History' },
    { screen: 'account', words: 'Your account' },
  ];
  if (signedIn?.person.role === 'publisher')
    links.push({ screen: 'people', words: 'People' }, { screen: 'log', words: 'Activity log' });
  return (
    <>
      <header className="account-bar">
        <p className="account-brand">Site editor</p>
        <nav aria-label="Editor screens">
          <ul>
            {links.map((link) => (
              <li key={link.screen} aria-current={link.screen === screen ? 'page' : undefined}>
                <ScreenLink screen={link.screen}>{link.words}</ScreenLink>
              </li>
            ))}
          </ul>
        </nav>
        {signedIn && (
          <div className="account-who">
            <span>Signed in as {signedIn.person.name}</span>
            <button type="button" onClick={() => void signedIn.signOut()}>
              Sign out
            </button>
          </div>
        )}
      </header>
      <main className="account-screen">{children}</main>
    </>
  );
}
