// Who is signed in, for every component: 'loading' until Firebase Auth knows, then a user or
// nobody; and the account actions. No Firebase code here, so the shell can use it:
// session-provider.tsx fills it once Firebase has loaded.
import type { LoginInput, SignupInput } from '@portal/domain/account';
import { createContext, useContext } from 'react';
import type { SessionUser } from './auth';

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export interface AuthActions {
  signUp(input: SignupInput): Promise<void>;
  logIn(input: LoginInput): Promise<void>;
  logOut(): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Mails the signed-in user the link that verifies their address. */
  sendVerification(): Promise<void>;
  /** Reads the account afresh; true when its address is now verified. */
  refreshVerification(): Promise<boolean>;
  signInWithGoogle(): Promise<void>;
  finishRedirectSignIn(): Promise<boolean>;
  /**
   * Whether the page must load afresh now that someone is signed in: true where its Firestore
   * keeps writes in memory only (a page started as a guest's, firebase.ts), resolved once the
   * writes and requests under way have finished.
   */
  needsFreshPage(): Promise<boolean>;
}

export interface SessionContextValue {
  session: Session;
  actions: AuthActions;
  /**
   * Reads the signed-in user's claims from an ID token fetched now, and answers whether they
   * are a moderator: for the page that needs the claim when the token held does not carry it
   * (granted within the last hour). Apart from AuthActions: one page asks it, and the other
   * pages' stand-ins for the actions need not know it.
   */
  refreshModerator: () => Promise<boolean>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks must be used inside SessionProvider');
  return value;
}

export function useSession(): Session {
  return useSessionContext().session;
}

export function useAuthActions(): AuthActions {
  return useSessionContext().actions;
}

export function useRefreshModerator(): () => Promise<boolean> {
  return useSessionContext().refreshModerator;
}
