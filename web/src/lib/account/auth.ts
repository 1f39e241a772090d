// Accounts: sign-up (with the `users/{uid}` profile), login, logout, password reset and Google
// sign-in by redirect. Components call these through useAuthActions (session.tsx).
import type { LoginInput, SignupInput } from '@portal/domain/account';
import { COLLECTIONS } from '@portal/domain/constants';
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithRedirect,
  signOut,
  updateProfile,
  type Auth,
  type Unsubscribe,
  type User,
} from 'firebase/auth';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';

export interface SessionUser {
  uid: string;
  /** The name given at sign-up, else the e-mail, else 'User'. */
  name: string;
  email: string | null;
}

export function sessionUser(user: User): SessionUser {
  return { uid: user.uid, name: user.displayName || user.email || 'User', email: user.email };
}

/** Calls back with who is signed in (null for nobody) once Auth knows, and on every change. */
export function watchSessionUser(
  auth: Auth,
  onChange: (user: SessionUser | null) => void,
): Unsubscribe {
  return onAuthStateChanged(auth, (user) => onChange(user ? sessionUser(user) : null));
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

export function signInWithGoogle(auth: Auth): Promise<never> {
  return signInWithRedirect(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** Finishes a redirect sign-in; true when it signed someone in. */
export async function finishRedirectSignIn(auth: Auth): Promise<boolean> {
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  return result !== null;
}
