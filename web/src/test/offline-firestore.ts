// A real Firestore SDK instance with a memory cache and the network off, fresh for each test:
// queries and listeners run on the SDK's own engine; writes apply locally and never resolve.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  disableNetwork,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach } from 'vitest';

let appCount = 0;

/** Registers the hooks; call the returned function inside a test for this test's instance. */
export function setUpOfflineFirestore(): () => Firestore {
  let app: FirebaseApp | undefined;
  let db: Firestore | undefined;

  beforeEach(async () => {
    app = initializeApp(
      { projectId: 'demo-test', apiKey: 'demo', appId: 'demo' },
      `offline-${appCount++}`,
    );
    db = initializeFirestore(app, { localCache: memoryLocalCache() });
    await disableNetwork(db);
  });

  afterEach(async () => {
    if (db) await terminate(db);
    if (app) await deleteApp(app);
  });

  return () => {
    if (!db) throw new Error('setUpOfflineFirestore() gives an instance only inside a test');
    return db;
  };
}
