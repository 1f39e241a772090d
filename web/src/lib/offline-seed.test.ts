// Offline mode's seeding, against the real Firestore SDK with the network off.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  disableNetwork,
  getDocsFromCache,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { generateSeedJobs } from '@portal/domain/seed-jobs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedOfflineCacheOnce } from './offline-seed';

let app: FirebaseApp;
let db: Firestore;
let appCount = 0;

beforeEach(async () => {
  app = initializeApp({ projectId: 'demo-test', apiKey: 'demo', appId: 'demo' }, `seed-${appCount++}`);
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
});

afterEach(async () => {
  await terminate(db);
  await deleteApp(app);
});

describe('seedOfflineCacheOnce', () => {
  it('fills an empty cache with every seed job and the three hackathons', async () => {
    expect(await seedOfflineCacheOnce(db)).toBe(true);
    const jobs = await getDocsFromCache(collection(db, 'jobs'));
    const hackathons = await getDocsFromCache(collection(db, 'hackathons'));
    expect(jobs.size).toBe(generateSeedJobs().length);
    expect(hackathons.size).toBe(3);
  });

  it('does nothing when the seed is already there', async () => {
    await seedOfflineCacheOnce(db);
    expect(await seedOfflineCacheOnce(db)).toBe(false);
  });
});
