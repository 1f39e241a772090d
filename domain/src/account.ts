// Sign-up, login and profile input, and the words a person sees when Firebase Auth says no.
import { z } from 'zod';

export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
/**
 * The shortest new password: eight characters, as NIST SP 800-63B asks of a password a person
 * chooses (Firebase Auth's own floor is six). Only new passwords are held to it: logging in
 * takes any password (LoginSchema), so an account made when six were enough still logs in.
 */
export const MIN_PASSWORD_LENGTH = 8;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid e-mail address'));

export const LoginSchema = z.object({
  email,
  // Any length: the password was chosen under whatever rule held then, and Auth checks it.
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const SignupSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email,
  password: z
    .string()
    .min(1, { message: 'Password is required', abort: true })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  // The spec: digits only, with this message, and no other length check.
  phone: z
    .string()
    .trim()
    .min(1, { message: 'Contact is required', abort: true })
    .max(20, PHONE_MESSAGE)
    .regex(/^\d+$/, PHONE_MESSAGE),
});
export type SignupInput = z.infer<typeof SignupSchema>;

export const PasswordResetSchema = z.object({ email });

/** The profile kept in `users/{uid}`. */
export const UserProfileSchema = z.object({
  name: z.string().min(1).max(100),
  phone: z.string().regex(/^\d{1,20}$/),
  role: z.literal('User'),
  createdAt: z.date(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is not right.',
  'auth/wrong-password': 'The e-mail or password is not right.',
  'auth/user-not-found': 'There is no account with that e-mail. Sign up instead?',
  'auth/invalid-email': 'Enter a valid e-mail address.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Log in instead?',
  'auth/weak-password': `Choose a stronger password: at least ${MIN_PASSWORD_LENGTH} characters.`,
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/network-request-failed': 'No connection. Check your network and try again.',
  'auth/user-disabled': 'This account has been disabled. Contact us for help.',
  'auth/popup-closed-by-user': 'Sign-in was cancelled.',
  'auth/operation-not-allowed': 'This way of signing in is not enabled.',
};

/** A message for a person, never a raw error code. */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return AUTH_MESSAGES[code] ?? 'Something went wrong. Please try again.';
}
