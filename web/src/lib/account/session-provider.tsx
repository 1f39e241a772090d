// Follows Firebase Auth and runs the account actions, keeping the session in step with them.
// Auth is loaded only when it has something to say: at once in a browser that may hold a
// signed-in user (session-hint.ts), else the first time an action needs it, or when another
// tab signs in. A visitor who never signs in never runs Auth's code (./auth imports it, so it
// too is imported only then), and is shown signed out as soon as the hint is read.
//
// However a session ends (Logout here, a logout in another tab, a session Auth ended), the page
// forgets the user on this device and loads afresh (forget-device.ts). It says 'Logging out...'
// in place of the page meanwhile: everything below unmounts first, so no listener is left for
// Firestore to stop with an error, and nothing asks the stopped Firestore for more.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { StatusMessage } from '@/components/feedback/status-message';
import type * as Accounts from './auth';
import { stopKeeping } from './device-stores';
import { SessionContext, type AuthActions, type Session } from './session';
import {
  mayHoldSession as mayHoldSessionHere,
  noteSession,
  SESSION_NOTE_KEY,
  WIPE_PENDING_KEY,
} from './session-hint';

/** Auth, and the account functions that use it (which import Auth's code). */
interface AuthAndAccounts {
  auth: Auth;
  accounts: typeof Accounts;
}

export function SessionProvider({
  loadAuth,
  loadDb,
  loadedDb = loadDb,
  dbKeepsWritesOnDisk = true,
  mayHoldSession = mayHoldSessionHere,
  forget,
  children,
}: {
  /** Firebase Auth, loaded and set up on the first call (firebase.ts). */
  loadAuth: () => Promise<Auth>;
  /**
   * The app's Firestore, loaded on the first call (firebase.ts): a guest's page may never load
   * it, and a sign-up, a logout and the fresh page after a sign-in are when it is needed.
   */
  loadDb: () => Promise<Firestore>;
  /**
   * The app's Firestore if something has loaded it, or null: a page that never loaded it has
   * written nothing there to wait for. By default, loadDb.
   */
  loadedDb?: () => Promise<Firestore> | null;
  /**
   * False where the page's Firestore keeps what it writes in memory only (a guest's page,
   * firebase.ts): once someone signs in there, the page is loaded afresh (enterSignedIn).
   */
  dbKeepsWritesOnDisk?: boolean;
  /**
   * Whether this browser may hold a signed-in user (session-hint.ts): how to read it, or what the
   * page has read already (firebase.ts reads it before the app starts). Already read as false,
   * the session starts signed out, not loading: else every control that waits for it (each
   * card's heart) would render once more, and change, when it was read.
   */
  mayHoldSession?: boolean | (() => Promise<boolean>);
  /**
   * Forgets the user on this device and loads the page afresh, signing out first when given how;
   * by default forgetDevice with the app's Firestore. Tests pass their own.
   */
  forget?: (signOut?: () => Promise<void>) => Promise<void>;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session>(
    mayHoldSession === false ? { status: 'signed-out' } : { status: 'loading' },
  );
  const [loaded, setLoaded] = useState<AuthAndAccounts | null>(null);
  const loading = useRef<Promise<AuthAndAccounts> | null>(null);
  /** Requests a full page load would cut off: the verification mail a sign-up sends. */
  const underWay = useRef<Promise<unknown>[]>([]);
  /** Whether this page has shown someone signed in; then a sign-out is the end of a session. */
  const shownSignedIn = useRef(false);
  /** Once the page is forgetting the user: it ends there, the session unchanged meanwhile. */
  const forgetting = useRef<Promise<void> | null>(null);
  const [leaving, setLeaving] = useState(false);
  const pageUnmounted = useRef(() => {});

  const forgetUser = useCallback(
    (signOut?: () => Promise<void>): Promise<void> => {
      forgetting.current ??= new Promise<void>((unmounted) => {
        // The draft and the offline library keep nothing from now, not even what the page
        // writes as it unmounts.
        stopKeeping();
        pageUnmounted.current = unmounted;
        setLeaving(true);
      }).then(async () => {
        if (forget) return forget(signOut);
        const [{ forgetDevice }, firestore] = await Promise.all([
          import('./forget-device'),
          loadDb(),
        ]);
        return forgetDevice({ firestore, signOut });
      });
      return forgetting.current;
    },
    [forget, loadDb],
  );

  // Committed: every listener below has been unsubscribed.
  useEffect(() => {
    if (leaving) pageUnmounted.current();
  }, [leaving]);

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
    (typeof mayHoldSession === 'boolean' ? Promise.resolve(mayHoldSession) : mayHoldSession())
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
    const fromOtherTabs = (event: StorageEvent) => {
      if (event.key === SESSION_NOTE_KEY && event.newValue === 'signed-in') void needAuth();
      // Another tab logged out and is forgetting the user: this one stops keeping their data
      // now, before its own Auth has noticed (it looks every second or so).
      if (event.key === WIPE_PENDING_KEY && event.newValue !== null && shownSignedIn.current) {
        void forgetUser();
      }
    };
    window.addEventListener('storage', fromOtherTabs);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', fromOtherTabs);
    };
  }, [mayHoldSession, needAuth, forgetUser]);

  useEffect(() => {
    if (!loaded) return;
    return loaded.accounts.watchSessionUser(loaded.auth, (user) => {
      if (forgetting.current) return;
      if (!user && shownSignedIn.current) {
        // Signed out elsewhere (another tab, or Auth ended the session): forget them here too.
        void forgetUser();
        return;
      }
      shownSignedIn.current = user !== null;
      noteSession(user !== null);
      setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' });
    });
  }, [loaded, forgetUser]);

  const actions = useMemo<AuthActions>(
    () => ({
      async signUp(input) {
        const { auth, accounts } = await needAuth();
        // The auth state fires before the name is set: show the name as soon as it is.
        const user = await accounts.signUp(auth, await loadDb(), input);
        shownSignedIn.current = true;
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
        await forgetUser(() => accounts.logOut(auth));
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
        // The profile a sign-up writes, and its mail, finish before the page goes; a page that
        // never loaded Firestore (a guest signing in with Google) does not load it to wait.
        const loaded = loadedDb();
        const written = loaded
          ? Promise.all([import('firebase/firestore'), loaded]).then(
              ([{ waitForPendingWrites }, db]) => waitForPendingWrites(db),
            )
          : null;
        await Promise.all([written, ...underWay.current]);
        return true;
      },
    }),
    [needAuth, loadDb, loadedDb, dbKeepsWritesOnDisk, forgetUser],
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
  return (
    <SessionContext.Provider value={value}>
      {leaving ? <StatusMessage kind="loading">Logging out...</StatusMessage> : children}
    </SessionContext.Provider>
  );
}
