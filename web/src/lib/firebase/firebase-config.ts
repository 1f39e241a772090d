// Firebase settings from the build environment, validated: a real project when one is
// configured, otherwise the demo project on the local emulators.
import { z } from 'zod';

/** Emulator ports, as in firebase.json. */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, functions: 5001 } as const;
export const DEMO_PROJECT_ID = 'demo-portal';

/** Empty strings (an unset line in a .env file) count as missing. */
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

const FirebaseEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_USE_EMULATORS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['true', 'false']).optional(),
  ),
  VITE_EMULATOR_HOST: optionalText,
  VITE_FIRESTORE_MODE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['auto', 'emulator', 'offline']).default('auto'),
  ),
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: optionalText,
  VITE_APPCHECK_DEBUG_TOKEN: optionalText,
});

export interface FirebaseSettings {
  options: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    storageBucket?: string;
    messagingSenderId?: string;
  };
  /** Where the emulators listen, or null for a real project. */
  emulators: { host: string } | null;
  /** How to reach Firestore when on emulators: probe for it, or force one way. */
  firestoreMode: 'auto' | 'emulator' | 'offline';
  /**
   * App Check for the callable functions, which require it in production: reCAPTCHA
   * Enterprise with this site key, or the debug provider with a token registered in the
   * Firebase console (a developer's machine against a real project). Null: no App Check, as on
   * the demo project, whose emulators do not check it and which cannot reach Google to trade
   * a debug token.
   */
  appCheck: { siteKey: string; debugToken: string | null } | null;
}

export class FirebaseConfigError extends Error {
  override name = 'FirebaseConfigError';
}

export function resolveFirebaseSettings(env: Record<string, unknown>): FirebaseSettings {
  const parsed = FirebaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new FirebaseConfigError(`Invalid Firebase configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const host = e.VITE_EMULATOR_HOST ?? '127.0.0.1';

  if (!e.VITE_FIREBASE_API_KEY) {
    // No project configured: the demo project, which only ever talks to emulators.
    return {
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
        projectId: DEMO_PROJECT_ID,
        appId: 'demo-app',
      },
      emulators: { host },
      firestoreMode: e.VITE_FIRESTORE_MODE,
      appCheck: null,
    };
  }

  const missing = (
    ['VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'] as const
  ).filter((key) => !e[key]);
  if (missing.length > 0) {
    throw new FirebaseConfigError(
      `Invalid Firebase configuration: VITE_FIREBASE_API_KEY is set, so ${missing.join(', ')} must be set too.`,
    );
  }
  return {
    options: {
      apiKey: e.VITE_FIREBASE_API_KEY,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN!,
      projectId: e.VITE_FIREBASE_PROJECT_ID!,
      appId: e.VITE_FIREBASE_APP_ID!,
      ...(e.VITE_FIREBASE_STORAGE_BUCKET && { storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET }),
      ...(e.VITE_FIREBASE_MESSAGING_SENDER_ID && {
        messagingSenderId: e.VITE_FIREBASE_MESSAGING_SENDER_ID,
      }),
    },
    emulators: e.VITE_USE_EMULATORS === 'true' ? { host } : null,
    firestoreMode: e.VITE_USE_EMULATORS === 'true' ? e.VITE_FIRESTORE_MODE : 'emulator',
    appCheck: e.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY
      ? {
          siteKey: e.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY,
          debugToken: e.VITE_APPCHECK_DEBUG_TOKEN ?? null,
        }
      : null,
  };
}
