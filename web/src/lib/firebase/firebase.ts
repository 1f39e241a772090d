// The only module that initialises Firebase. It runs once, outside React, and connects the
// emulators before any other Firebase call; providers receive the instances it exports.
import { initializeApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  persistentLocalCache,
  persistentMultipleTabManager,
  type FirestoreLocalCache,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { finishPendingWipe } from '@/lib/account/forget-device';
import { mayHoldSession } from '@/lib/account/session-hint';
import { EMULATOR_PORTS, resolveFirebaseSettings } from './firebase-config';
import { seedOfflineCacheOnce } from './offline-seed';

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

export const firestore = initializeFirestore(firebaseApp, {
  localCache: localCacheFor(firestoreOnDisk),
  // Google's packaged emulator sometimes never answers a new listen on a streaming channel
  // (a first visit then waits forever); long polling ends every reply, and works.
  experimentalForceLongPolling:
    settings.emulators !== null && settings.firestoreMode === 'emulator',
});

// A logout that could not finish forgetting the user (lib/account/forget-device.ts) is finished
// before Firestore opens its cache: its database can be deleted only before it is first used.
await finishPendingWipe(firestore);

export const functions = getFunctions(firebaseApp);

// Before any call to a function, so its first call already carries a token.
if (settings.appCheck) await startAppCheck(settings.appCheck);

await connect();

/**
 * On disk for a browser that may hold a signed-in user, whose saves, closings and answers made
 * with no network must outlive a reload, and in offline mode, where the cache is the database.
 * In memory for a guest, who never writes to Firestore (posting and reporting go through
 * functions): keeping every answer in IndexedDB was about half of Firestore's work on a first
 * visit (each document put, its targets written, the tabs' leases kept), on every page. A
 * guest's board stays readable offline from its offline copy (lib/job-list/search-index.ts).
 */
function localCacheFor(onDisk: boolean): FirestoreLocalCache {
  if (!onDisk) {
    // The SDK's default size (40 MB), least recently used first: a job opened from a list,
    // or a list seen a moment ago, is still there when the network goes.
    return memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() });
  }
  // The SDK's default size (40 MB), collected least recently used first: a visitor who pages
  // through a board of 100,000 jobs keeps the pages seen last, not all of them for ever. Only
  // documents no listener holds are collected, and never a write still pending; saved jobs are
  // kept in their own library (lib/account/offline-library.ts).
  return persistentLocalCache({ tabManager: persistentMultipleTabManager() });
}

async function dataModeOf(): Promise<DataMode> {
  if (!settings.emulators) return 'cloud';
  if (settings.firestoreMode !== 'auto') return settings.firestoreMode;
  const url = `http://${settings.emulators.host}:${EMULATOR_PORTS.firestore}/`;
  return (await isListening(url)) ? 'emulator' : 'offline';
}

async function connect(): Promise<void> {
  if (!settings.emulators) return;
  const { host } = settings.emulators;
  connectFunctionsEmulator(functions, host, EMULATOR_PORTS.functions);
  // Connected even in offline mode, so that nothing can ever reach a real project.
  connectFirestoreEmulator(firestore, host, EMULATOR_PORTS.firestore);
  if (dataMode === 'offline') {
    // disableNetwork settles locally; the seed's writes stay pending in the cache for good.
    await disableNetwork(firestore);
    await seedOfflineCacheOnce(firestore);
  }
}

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
}): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check');
  // The debug provider: a token registered in the Firebase console stands in for reCAPTCHA.
  if (debugToken) Object.assign(self, { FIREBASE_APPCHECK_DEBUG_TOKEN: debugToken });
  initializeAppCheck(firebaseApp, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
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
