// Accounts: sign-up (with the `users/{uid}` profile and the mail that verifies the address),
// login, logout, password reset, verifying the address and Google sign-in by redirect. Components call these through useAuthActions (session.tsx).
import type { LoginInput, SignupInput } from '@portal/domain/account';
import { COLLECTIONS } from '@portal/domain/constants';
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendEmailVerification,
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
  /** The address is shown to be the account's: what owning alerts and weighty reports need. */
  emailVerified: boolean;
}

export function sessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    name: user.displayName || user.email || 'User',
    email: user.email,
    emailVerified: user.emailVerified,
  };
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

/** Mails the signed-in user a link that verifies their address. */
export async function sendVerification(auth: Auth): Promise<void> {
  if (auth.currentUser) await sendEmailVerification(auth.currentUser);
}

/**
 * The signed-in user read afresh from Auth, after they followed the link elsewhere, with a new
 * ID token, so the functions see the verified address at once; null when nobody is signed in.
 */
export async function refreshVerification(auth: Auth): Promise<SessionUser | null> {
  const user = auth.currentUser;
  if (!user) return null;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return sessionUser(user);
}

export function signInWithGoogle(auth: Auth): Promise<never> {
  return signInWithRedirect(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
}

/** Finishes a redirect sign-in; true when it signed someone in. */
export async function finishRedirectSignIn(auth: Auth): Promise<boolean> {
  const result = await getRedirectResult(auth, browserPopupRedirectResolver);
  return result !== null;
}
