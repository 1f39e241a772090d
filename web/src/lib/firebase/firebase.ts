// The only module that initialises Firebase. It runs once, outside React, and connects the
// emulators before any other Firebase call; providers receive the instances it exports.
//
// The app's own Firestore (app-firestore.ts) is loaded at once only where it keeps data on disk:
// a browser that may hold a signed-in user, and offline mode. A guest reads the public jobs
// through the reads worker (lib/public-reads), and the page loads Firestore's code only when
// something asks for it (a sign-up, a signed-in page): on a guest's first visit, the main thread
// neither downloads nor runs it.
import { initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { mayHoldSession } from '@/lib/account/session-hint';
import type { PublicReads } from '@/lib/public-reads/public-reads';
import { startReadsWorker } from '@/lib/public-reads/start-reads-worker';
import { EMULATOR_PORTS, resolveFirebaseSettings } from './firebase-config';

/**
 * cloud: a real project. emulator: the local Firestore emulator. offline: no Firestore
 * emulator is running, so Firestore works from this browser's cache with the network off.
 */
export type DataMode = 'cloud' | 'emulator' | 'offline';

const settings = resolveFirebaseSettings(import.meta.env);

export const firebaseApp = initializeApp(settings.options);

export const dataMode: DataMode = await dataModeOf();

/** Whether this browser may hold a signed-in user, as the session hint says at start. */
export const sessionMayBeHeld = await mayHoldSession();

/** True when this browser keeps Firestore's documents and pending writes on disk (IndexedDB). */
export const firestoreOnDisk = dataMode === 'offline' || sessionMayBeHeld;

// Google's packaged emulator sometimes never answers a new listen on a streaming channel (a first
// visit then waits forever); long polling ends every reply, and works.
const longPolling = settings.emulators !== null && settings.firestoreMode === 'emulator';

export const functions = getFunctions(firebaseApp);

// Before any call to a function, so its first call already carries a token.
const appCheckToken = settings.appCheck ? await startAppCheck(settings.appCheck) : null;

if (settings.emulators) {
  connectFunctionsEmulator(functions, settings.emulators.host, EMULATOR_PORTS.functions);
}

let firestoreLoading: Promise<Firestore> | null = null;

/** The app's own Firestore, loaded and set up on the first call (app-firestore.ts). */
export function loadFirestore(): Promise<Firestore> {
  firestoreLoading ??= import('./app-firestore')
    .then(({ startFirestore }) =>
      startFirestore(firebaseApp, {
        onDisk: firestoreOnDisk,
        longPolling,
        emulatorHost: settings.emulators?.host ?? null,
        offline: dataMode === 'offline',
      }),
    )
    .catch((error: unknown) => {
      firestoreLoading = null;
      throw error;
    });
  return firestoreLoading;
}

/** The app's own Firestore if something has asked for it; null on a page that never has. */
export function loadedFirestore(): Promise<Firestore> | null {
  return firestoreLoading;
}

/** The app's Firestore where it is loaded at once (on disk); null for a guest until asked for. */
export const firestore: Firestore | null = firestoreOnDisk ? await loadFirestore() : null;

/**
 * The public jobs, live (lib/public-reads): for a guest, from a worker with a Firestore of its
 * own, so the page's main thread does none of Firestore's work for the lists and job pages a
 * guest reads; for a browser that keeps Firestore on disk (a signed-in user, offline mode), from
 * `firestore`, whose cache on disk must hold what was read. Where no worker can run, from the
 * app's Firestore too.
 */
export const publicReads: PublicReads =
  (!firestore &&
    startReadsWorker(
      {
        options: { ...settings.options },
        emulatorHost: settings.emulators?.host ?? null,
        longPolling,
      },
      appCheckToken,
    )) ||
  (await import('@/lib/public-reads/in-thread-reads')).inThreadReads(
    firestore ?? (await loadFirestore()),
  );

let auth: Promise<Auth> | null = null;

/**
 * Firebase Auth, loaded and set up on the first call: the session asks for it only when it has
 * something to say (lib/account/session-provider.tsx), and Firestore and the functions take it
 * up whenever it comes (a signed-in user's token from then on).
 */
export function loadAuth(): Promise<Auth> {
  auth ??= import('firebase/auth')
    .then(
      ({
        browserLocalPersistence,
        connectAuthEmulator,
        indexedDBLocalPersistence,
        initializeAuth,
      }) => {
        const loaded = initializeAuth(firebaseApp, {
          persistence: [indexedDBLocalPersistence, browserLocalPersistence],
        });
        if (settings.emulators) {
          const url = `http://${settings.emulators.host}:${EMULATOR_PORTS.auth}`;
          connectAuthEmulator(loaded, url, { disableWarnings: true });
        }
        return loaded;
      },
    )
    .catch((error: unknown) => {
      auth = null;
      throw error;
    });
  return auth;
}

/**
 * App Check proves to the callable functions that calls come from this app. Loaded only when
 * configured: reCAPTCHA Enterprise's script comes from Google, which the demo project never
 * needs.
 */
async function startAppCheck({
  siteKey,
  debugToken,
}: {
  siteKey: string;
  debugToken: string | null;
}): Promise<() => Promise<string>> {
  const { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } =
    await import('firebase/app-check');
  // The debug provider: a token registered in the Firebase console stands in for reCAPTCHA.
  if (debugToken) Object.assign(self, { FIREBASE_APPCHECK_DEBUG_TOKEN: debugToken });
  const appCheck = initializeAppCheck(firebaseApp, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  // The reads worker's tokens (reads-worker-settings.ts).
  return async () => (await getToken(appCheck)).token;
}

/** Whether anything answers at url; an opaque reply is enough, a refused connection is not. */
async function isListening(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function dataModeOf(): Promise<DataMode> {
  if (!settings.emulators) return 'cloud';
  if (settings.firestoreMode !== 'auto') return settings.firestoreMode;
  const url = `http://${settings.emulators.host}:${EMULATOR_PORTS.firestore}/`;
  return (await isListening(url)) ? 'emulator' : 'offline';
}
