// Follows Firebase Auth and runs the account actions, keeping the session in step with them.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import * as accounts from './auth';
import { clearUser } from './offline-library';
import { SessionContext, type AuthActions, type Session } from './session';

export function SessionProvider({
  auth,
  db,
  children,
}: {
  auth: Auth;
  db: Firestore;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(
    () =>
      accounts.watchSessionUser(auth, (user) =>
        setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      ),
    [auth],
  );

  const actions = useMemo<AuthActions>(
    () => ({
      async signUp(input) {
        // The auth state fires before the name is set: show the name as soon as it is.
        const user = await accounts.signUp(auth, db, input);
        setSession({ status: 'signed-in', user });
        // Not awaited: the account works meanwhile, and /alerts can send the link again.
        accounts
          .sendVerification(auth)
          .catch((error: unknown) => console.error('Sending the verification mail failed', error));
      },
      async logIn(input) {
        await accounts.logIn(auth, input);
      },
      async logOut() {
        // Signed out first, so nothing more is kept for the user; then this device forgets
        // the offline copies (the library drops any update that was already under way).
        const uid = auth.currentUser?.uid;
        await accounts.logOut(auth);
        if (uid) await clearUser(uid).catch((error: unknown) => console.error(error));
      },
      sendPasswordReset: (email) => accounts.sendPasswordReset(auth, email),
      sendVerification: () => accounts.sendVerification(auth),
      async refreshVerification() {
        const user = await accounts.refreshVerification(auth);
        if (user) setSession({ status: 'signed-in', user });
        return user?.emailVerified ?? false;
      },
      async signInWithGoogle() {
        await accounts.signInWithGoogle(auth);
      },
      finishRedirectSignIn: () => accounts.finishRedirectSignIn(auth),
    }),
    [auth, db],
  );

  const value = useMemo(() => ({ session, actions }), [session, actions]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
