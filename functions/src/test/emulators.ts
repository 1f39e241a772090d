// For the *.emulator.test.ts files: where the emulators are (npm test starts them and says so in
// the environment), calls to the callables over HTTP as a browser makes them, accounts on the
// Auth emulator, and the Admin SDK on the Firestore emulator.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { authEmulator, type SignedIn } from '@portal/testing/auth-emulator';
import { callCallable, type CallOutcome } from '@portal/testing/callables';
import { firestoreEmulator } from '@portal/testing/firestore-emulator';
import { z } from 'zod';

export type { CallOutcome } from '@portal/testing/callables';

const EmulatorEnvSchema = z.object({
  /** e.g. http://127.0.0.1:5011/demo-portal-functions/us-central1 */
  PORTAL_FUNCTIONS_URL: z.url(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1),
  FIRESTORE_EMULATOR_HOST: z.string().min(1),
  GCLOUD_PROJECT: z.string().startsWith('demo-'),
});

function emulatorEnv() {
  const parsed = EmulatorEnvSchema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  throw new Error(
    'These tests need the Auth, Functions and Firestore emulators: run them with ' +
      '`npm test -- functions`, which starts them (missing: ' +
      `${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}).`,
  );
}

const env = emulatorEnv();
const firestore = firestoreEmulator(env.FIRESTORE_EMULATOR_HOST, env.GCLOUD_PROJECT);
const auth = authEmulator(env.FIREBASE_AUTH_EMULATOR_HOST, env.GCLOUD_PROJECT);

export function testFirestore(): Firestore {
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: env.GCLOUD_PROJECT }));
}

/** Deletes every document of the test project on the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  await firestore.clear();
}

/**
 * Calls a callable as the Firebase SDK does. `ip` plays a guest at that address: the emulator
 * passes X-Forwarded-For through, as Cloud Run's front end would add it.
 */
export function callFunction(
  name: string,
  data: unknown,
  caller: { ip?: string; idToken?: string } = {},
): Promise<CallOutcome> {
  return callCallable(env.PORTAL_FUNCTIONS_URL, name, data, caller);
}

/** A new account on the Auth emulator. */
export function signUp(email: string): Promise<SignedIn> {
  return auth.signUp(email);
}

/** Verifies an account's address, as following its mail does; tokens issued before still say not. */
export function verifyAddress(uid: string): Promise<void> {
  return auth.markVerified(uid);
}

/**
 * An account made `ageDays` ago, its address verified or not, signed in: imported through the
 * Admin SDK, since only an import may say when an account was made, then signed in with a
 * custom token, which the Auth emulator takes unsigned.
 */
export async function signInAccount({
  email,
  verified,
  ageDays,
  claims,
}: {
  email: string;
  verified: boolean;
  ageDays: number;
  /** Custom claims, such as `{ moderator: true }`; the ID token carries them. */
  claims?: Record<string, unknown>;
}): Promise<{ uid: string; idToken: string }> {
  testFirestore(); // the Admin app
  const uid = `user-${email.replace(/[^a-z0-9]/gi, '-')}`;
  const creationTime = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000).toUTCString();
  const result = await getAuth().importUsers([
    {
      uid,
      email,
      emailVerified: verified,
      metadata: { creationTime, lastSignInTime: creationTime },
      ...(claims && { customClaims: claims }),
    },
  ]);
  if (result.failureCount > 0) throw new Error(`Import failed: ${result.errors[0]?.error.message}`);
  const token = await getAuth().createCustomToken(uid);
  const response = await fetch(
    `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Sign-in failed: ${await response.text()}`);
  const { idToken } = z.object({ idToken: z.string() }).parse(await response.json());
  return { uid, idToken };
}

/**
 * A new account whose address is verified, as after following the verification mail, and an ID
 * token that says so (signed in again after the change, as the app's token refresh would).
 */
export async function signUpVerified(email: string): Promise<SignedIn> {
  const { uid } = await auth.signUp(email);
  await auth.markVerified(uid);
  return auth.signIn(email);
}

/** How many documents a collection holds. */
export async function countDocs(db: Firestore, collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

/** GET on an HTTP function, as a browser or the CDN asks it: the status, its type and its body. */
export async function getFunction(
  name: string,
  search: string,
): Promise<{ status: number; type: string; cacheControl: string; body: string }> {
  const response = await fetch(`${env.PORTAL_FUNCTIONS_URL}/${name}?${search}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    body: await response.text(),
  };
}
