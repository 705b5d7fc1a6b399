/** @jsxImportSource react */
// The editor online (/admin): who is signed in, and which screen the address names. Nobody signed in sees the sign-in
// screen (or the invite's welcome); a signed-in person sees the editor, Publishing, History, their account, and, for
// publishers, People and the activity log. The editor, once loaded, stays mounted while the other screens show, so
// its undo history lasts.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setCsrfToken, SignedOut, whenSignedOut } from '../connection.ts';
import { accountApi, type Session } from './account-api.ts';
import { Account } from './Account.tsx';
import { AccountFrame } from './AccountFrame.tsx';
import { ActivityLog } from './ActivityLog.tsx';
import { PeopleScreen, PublishersOnly } from './PeopleScreen.tsx';
import { SignIn } from './SignIn.tsx';
import { Welcome } from './Welcome.tsx';
import { PublishingScreen } from '../publish/PublishingScreen.tsx';
import { HistoryScreen } from '../publish/HistoryScreen.tsx';
import { inWords, Problem, ScreenHeading } from './parts.tsx';
import { currentScreen, goTo, useScreen, type Screen } from './routes.ts';
import { SignedInContext, type SignedIn } from './session.ts';

interface Props {
  /** Loads the schema, the file and any autosaved draft, and gives the editor for them. */
  loadEditor(): Promise<ReactNode>;
}

function Notice({ text, onDismiss }: { text: string; onDismiss(): void }) {
  return (
    <div className="account-notice" role="status">
      <span>{text}</span>
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

function EditorLoading({ problem }: { problem: string }) {
  if (!problem) return <p className="loading">Opening the editor…</p>;
  return (
    <main className="account-screen narrow">
      <ScreenHeading>The editor could not open</ScreenHeading>
      <Problem text={problem} />
      <p>Reload the page to try again.</p>
    </main>
  );
}

/** The screen for a signed-in person (the editor itself is drawn apart, to stay mounted). */
function SignedInScreen({ screen, signedIn }: { screen: Screen; signedIn: SignedIn }) {
  const publisher = signedIn.person.role === 'publisher';
  if (screen === 'account') return <Account />;
  if (screen === 'publishing') return <PublishingScreen />;
  if (screen === 'history') return <HistoryScreen />;
  if (screen === 'people') return publisher ? <PeopleScreen /> : <PublishersOnly what="manage people" />;
  return publisher ? <ActivityLog /> : <PublishersOnly what="read the activity log" />;
}

/** The editor for the session numbered `round`: loaded when first wanted, kept until that session ends. */
function useEditor(loadEditor: Props['loadEditor'], wanted: boolean, round: number) {
  const [loaded, setLoaded] = useState<{ round: number; editor?: ReactNode; problem?: string }>();
  const current = loaded?.round === round ? loaded : undefined;
  const editor = current?.editor;
  useEffect(() => {
    if (!wanted || editor !== undefined) return;
    let latest = true;
    loadEditor().then(
      (made) => latest && setLoaded({ round, editor: made }),
      (error: unknown) => {
        // SignedOut: the sign-in screen shows, and the editor loads again after signing in.
        if (latest && !(error instanceof SignedOut))
          setLoaded({ round, problem: `The editor could not open. ${inWords(error)}` });
      },
    );
    return () => {
      latest = false;
    };
  }, [loadEditor, wanted, editor, round]);
  return { editor, problem: current?.problem ?? '' };
}

/** While the editor is hidden behind another screen, its undo shortcuts (window listeners) must not change its draft. */
function useHiddenEditorKeys(hidden: boolean) {
  useEffect(() => {
    if (!hidden) return;
    const stop = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && /^[zy]$/i.test(event.key)) event.stopPropagation();
    };
    document.addEventListener('keydown', stop);
    return () => document.removeEventListener('keydown', stop);
  }, [hidden]);
}

const TIMED_OUT = 'You are signed out: sign in again to go on. Your unsaved changes are kept in this browser.';

/** Who is signed in: asked once when the app opens; ended by signing out, or by a call that finds the session over. */
function useSession() {
  const [firstScreen] = useState(currentScreen);
  const [session, setSession] = useState<Session>();
  /** Counts sign-ins: the editor loaded for one session is not shown in the next. */
  const [round, setRound] = useState(0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const hadSession = useRef(false);
  const ended = useCallback((why = '') => {
    hadSession.current = false;
    setSession(undefined);
    setCsrfToken(undefined);
    setNote(why);
    goTo('sign-in', { replace: true });
  }, []);
  // A 401 on the first visit only means "not signed in yet": no note then.
  useEffect(() => whenSignedOut(() => ended(hadSession.current ? TIMED_OUT : '')), [ended]);
  const start = useCallback((found: Session, why = '') => {
    hadSession.current = true;
    setSession(found);
    setRound((count) => count + 1);
    setNote(why);
    setProblem('');
  }, []);
  useEffect(() => {
    if (firstScreen === 'welcome') return;
    accountApi.session().then(
      (found) => {
        start(found);
        if (firstScreen === 'sign-in') goTo('editor', { replace: true });
      },
      (error: unknown) => !(error instanceof SignedOut) && setProblem(`The editor could not open. ${inWords(error)}`),
    );
  }, [firstScreen, start]);
  const signedIn = useMemo<SignedIn | undefined>(
    () =>
      session && {
        person: session.person,
        ended: () => ended(),
        refresh: async () => setSession(await accountApi.session()),
        signOut: async () => {
          try {
            await accountApi.signOut();
            ended('You are signed out.');
          } catch (error) {
            ended(`Signing out did not reach the server (${inWords(error)}): the session ends after 30 idle minutes.`);
          }
        },
      },
    [session, ended],
  );
  return { signedIn, round, start, note, dismissNote: () => setNote(''), problem };
}

export function OnlineApp({ loadEditor }: Props) {
  const screen = useScreen();
  const signedInScreen = screen !== 'sign-in' && screen !== 'welcome';
  const { signedIn, round, start, note, dismissNote, problem: sessionProblem } = useSession();
  const { editor, problem } = useEditor(loadEditor, signedIn !== undefined && screen === 'editor', round);
  useHiddenEditorKeys(editor !== undefined && screen !== 'editor');
  const signIn = (found: Session, why = '') => {
    start(found, why);
    goTo('editor', { replace: true });
  };
  return (
    <SignedInContext.Provider value={signedIn}>
      {note && signedInScreen && <Notice text={note} onDismiss={dismissNote} />}
      {screen === 'sign-in' && <SignIn onSignedIn={signIn} note={note} />}
      {screen === 'welcome' && <Welcome onSignedIn={(found) => signIn(found)} />}
      {signedInScreen && !signedIn && <EditorLoading problem={sessionProblem} />}
      {signedIn && screen === 'editor' && !editor && <EditorLoading problem={problem} />}
      {signedIn && editor && (
        <div className="editor-shell" hidden={screen !== 'editor'}>
          {editor}
        </div>
      )}
      {signedIn && signedInScreen && screen !== 'editor' && (
        <AccountFrame screen={screen}>
          <SignedInScreen screen={screen} signedIn={signedIn} />
        </AccountFrame>
      )}
    </SignedInContext.Provider>
  );
}
