// Who is signed in, for the parts of the editor that show it online (the top bar). Undefined locally: the local
// editor has no people, and looks as it always has.
import { createContext, useContext } from 'react';
import type { Person } from './account-api.ts';

export interface SignedIn {
  person: Person;
  /** Signs out on the server, then shows the sign-in screen. */
  signOut(): Promise<void>;
  /** The session has ended already (signed out everywhere): forgets it here and shows the sign-in screen. */
  ended(): void;
  /** Asks the server again who is signed in (after this person's own role changed). */
  refresh(): Promise<void>;
}

export const SignedInContext = createContext<SignedIn | undefined>(undefined);

export const useSignedIn = (): SignedIn | undefined => useContext(SignedInContext);
