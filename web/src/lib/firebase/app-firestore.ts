// The app's own Firestore (firebase.ts loads this module when it is first asked for): its cache,
// the emulator, and offline mode's seed, set up before anything reads it.
import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  disableNetwork,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
  type FirestoreLocalCache,
} from 'firebase/firestore';
import { finishPendingWipe } from '@/lib/account/forget-device';
import { EMULATOR_PORTS } from './firebase-config';
import { seedOfflineCacheOnce } from './offline-seed';

export interface FirestoreSettings {
  /** Documents and pending writes kept on disk (IndexedDB), or in memory. */
  onDisk: boolean;
  longPolling: boolean;
  /** The emulators' host, or null for Google's servers. */
  emulatorHost: string | null;
  /** Offline mode: no server at all; the cache, seeded once, is the database. */
  offline: boolean;
}

export async function startFirestore(
  app: FirebaseApp,
  { onDisk, longPolling, emulatorHost, offline }: FirestoreSettings,
): Promise<Firestore> {
  const firestore = initializeFirestore(app, {
    localCache: localCacheFor(onDisk),
    experimentalForceLongPolling: longPolling,
  });
  // A logout that could not finish forgetting the user (lib/account/forget-device.ts) is
  // finished before Firestore opens its cache: its database can be deleted only before it is
  // first used.
  await finishPendingWipe(firestore);
  // Connected even in offline mode, so that nothing can ever reach a real project.
  if (emulatorHost) connectFirestoreEmulator(firestore, emulatorHost, EMULATOR_PORTS.firestore);
  if (offline) {
    // disableNetwork settles locally; the seed's writes stay pending in the cache for good.
    await disableNetwork(firestore);
    await seedOfflineCacheOnce(firestore);
  }
  return firestore;
}

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
