// Follows Firebase Auth and runs the account actions, keeping the session in step with them.
// Auth is loaded only when it has something to say: at once in a browser that may hold a
// signed-in user (session-hint.ts), else the first time an action needs it, or when another
// tab signs in. A visitor who never signs in never runs Auth's code (./auth imports it, so it
// too is imported only then), and is shown signed out as soon as the hint is read.
import type { Auth } from 'firebase/auth';
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type * as Accounts from './auth';
import { clearUser } from './offline-library';
import { SessionContext, type AuthActions, type Session } from './session';
import {
  mayHoldSession as mayHoldSessionHere,
  noteSession,
  SESSION_NOTE_KEY,
} from './session-hint';

/** Auth, and the account functions that use it (which import Auth's code). */
interface AuthAndAccounts {
  auth: Auth;
  accounts: typeof Accounts;
}

export function SessionProvider({
  loadAuth,
  db,
  dbKeepsWritesOnDisk = true,
  mayHoldSession = mayHoldSessionHere,
  children,
}: {
  /** Firebase Auth, loaded and set up on the first call (firebase.ts). */
  loadAuth: () => Promise<Auth>;
  db: Firestore;
  /**
   * False where the page's Firestore keeps what it writes in memory only (a guest's page,
   * firebase.ts): once someone signs in there, the page is loaded afresh (enterSignedIn).
   */
  dbKeepsWritesOnDisk?: boolean;
  mayHoldSession?: () => Promise<boolean>;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [loaded, setLoaded] = useState<AuthAndAccounts | null>(null);
  const loading = useRef<Promise<AuthAndAccounts> | null>(null);
  /** Requests a full page load would cut off: the verification mail a sign-up sends. */
  const underWay = useRef<Promise<unknown>[]>([]);

  const needAuth = useCallback((): Promise<AuthAndAccounts> => {
    // A load that failed (no network for its code, say) is tried again by the next action.
    loading.current ??= Promise.all([loadAuth(), import('./auth')])
      .then(([auth, accounts]) => ({ auth, accounts }))
      .catch((error: unknown) => {
        loading.current = null;
        throw error;
      });
    void loading.current.then(setLoaded, () => {});
    return loading.current;
  }, [loadAuth]);

  useEffect(() => {
    let cancelled = false;
    mayHoldSession()
      .then((may) => {
        if (cancelled) return;
        if (may) return needAuth();
        setSession((known) => (known.status === 'loading' ? { status: 'signed-out' } : known));
      })
      .catch((error: unknown) => {
        // Nobody can be shown signed in without Auth; the page works signed out meanwhile.
        console.error('Firebase Auth could not load', error);
        if (!cancelled) setSession({ status: 'signed-out' });
      });
    const signedInElsewhere = (event: StorageEvent) => {
      if (event.key === SESSION_NOTE_KEY && event.newValue === 'signed-in') void needAuth();
    };
    window.addEventListener('storage', signedInElsewhere);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', signedInElsewhere);
    };
  }, [mayHoldSession, needAuth]);

  useEffect(() => {
    if (!loaded) return;
    return loaded.accounts.watchSessionUser(loaded.auth, (user) => {
      noteSession(user !== null);
      setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' });
    });
  }, [loaded]);

  const actions = useMemo<AuthActions>(
    () => ({
      async signUp(input) {
        const { auth, accounts } = await needAuth();
        // The auth state fires before the name is set: show the name as soon as it is.
        const user = await accounts.signUp(auth, db, input);
        noteSession(true);
        setSession({ status: 'signed-in', user });
        // Not awaited: the account works meanwhile, and /alerts can send the link again.
        const mailing = accounts
          .sendVerification(auth)
          .catch((error: unknown) => console.error('Sending the verification mail failed', error));
        underWay.current.push(mailing);
      },
      async logIn(input) {
        const { auth, accounts } = await needAuth();
        await accounts.logIn(auth, input);
      },
      async logOut() {
        const { auth, accounts } = await needAuth();
        // Signed out first, so nothing more is kept for the user; then this device forgets
        // the offline copies (the library drops any update that was already under way).
        const uid = auth.currentUser?.uid;
        await accounts.logOut(auth);
        if (uid) await clearUser(uid).catch((error: unknown) => console.error(error));
      },
      async sendPasswordReset(email) {
        const { auth, accounts } = await needAuth();
        await accounts.sendPasswordReset(auth, email);
      },
      async sendVerification() {
        const { auth, accounts } = await needAuth();
        await accounts.sendVerification(auth);
      },
      async refreshVerification() {
        const { auth, accounts } = await needAuth();
        const user = await accounts.refreshVerification(auth);
        if (user) setSession({ status: 'signed-in', user });
        return user?.emailVerified ?? false;
      },
      async signInWithGoogle() {
        const { auth, accounts } = await needAuth();
        await accounts.signInWithGoogle(auth);
      },
      async finishRedirectSignIn() {
        const { auth, accounts } = await needAuth();
        return accounts.finishRedirectSignIn(auth);
      },
      async needsFreshPage() {
        if (dbKeepsWritesOnDisk) return false;
        // The profile a sign-up writes, and its mail, finish before the page goes.
        await Promise.all([waitForPendingWrites(db), ...underWay.current]);
        return true;
      },
    }),
    [needAuth, db, dbKeepsWritesOnDisk],
  );

  const refreshModerator = useCallback(async () => {
    const { auth, accounts } = await needAuth();
    const user = await accounts.refreshClaims(auth);
    if (user) setSession({ status: 'signed-in', user });
    return user?.moderator === true;
  }, [needAuth]);

  const value = useMemo(
    () => ({ session, actions, refreshModerator }),
    [session, actions, refreshModerator],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
