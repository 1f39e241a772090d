// Accounts: sign-up (with the `users/{uid}` profile and the mail that verifies the address),
// login, logout, password reset, verifying the address and Google sign-in by redirect, and
// whether the ID token makes the user a moderator. Components call these through
// useAuthActions (session.tsx).
import type { LoginInput, SignupInput } from '@portal/domain/account';
import { COLLECTIONS } from '@portal/domain/constants';
import { MODERATOR_CLAIM } from '@portal/domain/moderation/moderation-actions';
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithRedirect,
  signOut,
  updateProfile,
  type Auth,
  type IdTokenResult,
  type Unsubscribe,
  type User,
} from 'firebase/auth';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';

export interface SessionUser {
  uid: string;
  /** The name given at sign-up, else the e-mail, else 'User'. */
  name: string;
  email: string | null;
  /** The address is shown to be the account's: what owning alerts and weighty reports need. */
  emailVerified: boolean;
  /**
   * The ID token carries the moderator claim (MODERATOR_CLAIM). Absent or false until the token
   * has been read: only what it unlocks in the page (the console, its menu item) follows it;
   * the rules and the functions check the claim themselves.
   */
  moderator?: boolean;
}

export function sessionUser(user: User, moderator = false): SessionUser {
  return {
    uid: user.uid,
    name: user.displayName || user.email || 'User',
    email: user.email,
    emailVerified: user.emailVerified,
    moderator,
  };
}

function isModerator(token: IdTokenResult): boolean {
  return token.claims[MODERATOR_CLAIM] === true;
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.uid === b.uid &&
    a.name === b.name &&
    a.email === b.email &&
    a.emailVerified === b.emailVerified &&
    a.moderator === b.moderator
  );
}

/**
 * Calls back with who is signed in (null for nobody) once Auth knows, and on every change: a
 * sign-in or sign-out, a profile read afresh, and a new ID token, whose claims say whether the
 * user is a moderator. The user is reported at once and the claim once the token is read, so
 * nobody waits for it: reading it costs nothing while the token is fresh, and an expired one is
 * renewed, as Firestore would renew it anyway. Calls back only when something it reports changed.
 */
export function watchSessionUser(
  auth: Auth,
  onChange: (user: SessionUser | null) => void,
): Unsubscribe {
  let last: SessionUser | null | undefined;
  let stopped = false;
  const report = (next: SessionUser | null) => {
    if (stopped || (last !== undefined && sameUser(last, next))) return;
    last = next;
    onChange(next);
  };
  const stop = onIdTokenChanged(auth, (user) => {
    if (!user) return report(null);
    // Until this token is read, what the last one said of the same user stands.
    report(sessionUser(user, last?.uid === user.uid ? last.moderator : false));
    user.getIdTokenResult().then(
      (token) => {
        if (auth.currentUser?.uid === user.uid) report(sessionUser(user, isModerator(token)));
      },
      // Offline with an expired token: the claim is read when the token is next renewed.
      () => {},
    );
  });
  return () => {
    stopped = true;
    stop();
  };
}

/**
 * Creates the account and its profile. The profile write is not awaited: Firestore resolves a
 * write only when the server confirms it, and the account works without it meanwhile.
 */
export async function signUp(auth: Auth, db: Firestore, input: SignupInput): Promise<SessionUser> {
  const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
  await updateProfile(user, { displayName: input.name });
  setDoc(doc(db, COLLECTIONS.users, user.uid), {
    name: input.name,
    phone: input.phone,
    role: 'User',
    createdAt: serverTimestamp(),
  }).catch((error: unknown) => console.error('Saving the profile failed', error));
  return sessionUser(user);
}

export async function logIn(auth: Auth, input: LoginInput): Promise<SessionUser> {
  const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
  return sessionUser(user);
}

export function logOut(auth: Auth): Promise<void> {
  return signOut(auth);
}

export function sendPasswordReset(auth: Auth, email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

/** Mails the signed-in user a link that verifies their address. */
export async function sendVerification(auth: Auth): Promise<void> {
  if (auth.currentUser) await sendEmailVerification(auth.currentUser);
}

/**
 * The signed-in user read afresh from Auth, after they followed the link elsewhere, with a new
 * ID token once verified, so the functions see the verified address at once; null when nobody
 * is signed in. The claims are read from the token too, so a moderator stays one.
 */
export async function refreshVerification(auth: Auth): Promise<SessionUser | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  const token = await user.getIdTokenResult(user.emailVerified);
  return sessionUser(user, isModerator(token));
}

/**
 * The signed-in user with the claims of a new ID token, fetched now: a moderator granted the
 * claim since their token was issued is one at once, not within the hour. Asked only by the
 * page that needs the claim, when the token held does not carry it. Null when nobody is signed in.
 */
export async function refreshClaims(auth: Auth): Promise<SessionUser | null> {
  const user = auth.currentUser;
  if (!user) return null;
  const token = await user.getIdTokenResult(true);
  return sessionUser(user, isModerator(token));
}

export function signInWithGoogle(auth: Auth): Promise<never> {
  return signInWithRedirect(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** Finishes a redirect sign-in; true when it signed someone in. */
export async function finishRedirectSignIn(auth: Auth): Promise<boolean> {
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  return result !== null;
}
