// A first visit on the emulators: the jobsBundle function's bundle loaded by the real web SDK,
// then the sync asking the server only for what changed after it. Runs with the functions'
// emulator tests (npm test -- functions), which start the Auth, Functions and Firestore emulators.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocsFromCache,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, testFirestore } from '../../../../functions/src/test/emulators';
import { storeJob } from '../../../../functions/src/test/stored-jobs';
import { jobRef } from '../../../../functions/src/data/jobs';
import { JOBS_PER_PART } from '../../../../functions/src/board-bundle/board-bundle';
import { loadBoardBundle } from './board-bundle';
import { splitBundles } from './bundle-parts';
import { startJobsSync, watermarkKey, type SyncState } from './jobs-sync';

const admin = testFirestore();
const HOUR_MS = 3_600_000;
const bundleUrl = `${process.env.PORTAL_FUNCTIONS_URL}/jobsBundle`;

let app: FirebaseApp;
let db: Firestore;

beforeEach(async () => {
  await clearFirestore();
  await Promise.all([
    storeJob(admin, 'open1'),
    storeJob(admin, 'open2'),
    storeJob(admin, 'closed1', { status: 'closed' }),
    storeJob(admin, 'hidden1', { status: 'hidden' }),
    storeJob(admin, 'expired1', { expiresIn: -HOUR_MS }),
  ]);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  app = initializeApp(
    { projectId: process.env.GCLOUD_PROJECT, apiKey: 'demo', appId: 'demo' },
    `bundle-${Date.now()}`,
  );
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, host!, Number(port));
});

afterEach(async () => {
  await terminate(db);
  await deleteApp(app);
});

async function cachedJobIds(): Promise<string[]> {
  return (await getDocsFromCache(collection(db, 'jobs'))).docs.map((job) => job.id).sort();
}

describe('the board bundle', () => {
  it('is served compressed for the CDN, and holds only the jobs open now', async () => {
    const response = await fetch(bundleUrl, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(response.headers.get('x-board-jobs')).toBe('2');

    const readTime = await loadBoardBundle(db, () => Promise.resolve(response), null);
    expect(readTime).not.toBeNull();
    expect(await cachedJobIds()).toEqual(['open1', 'open2']);
  });

  it('comes in parts of a few jobs each, every part a bundle the SDK loads', async () => {
    const more = Array.from({ length: JOBS_PER_PART + 5 }, (_, i) => `more${i}`);
    await Promise.all(more.map((id) => storeJob(admin, id)));
    const response = await fetch(bundleUrl);
    expect(response.headers.get('x-board-jobs')).toBe(String(more.length + 2));
    const parts = splitBundles(new Uint8Array(await response.clone().arrayBuffer()));
    expect(parts?.length).toBe(2);
    expect(new Set(parts?.map((part) => part.readTimeMillis)).size).toBe(1);

    expect(await loadBoardBundle(db, () => Promise.resolve(response), null)).not.toBeNull();
    expect(await cachedJobIds()).toEqual(['open1', 'open2', ...more].sort());
  });

  it('refuses methods other than GET and HEAD, and changes nothing', async () => {
    const response = await fetch(bundleUrl, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(bundleUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-board-jobs')).toBe('2');
  });

  it('is followed by a sync that reads only the jobs changed after it', async () => {
    const heard: string[] = [];
    const states: SyncState[] = [];
    const values = new Map<string, string>();
    const current = new Promise<void>((resolve, reject) => {
      const stop = startJobsSync({
        db,
        store: { getItem: (key) => values.get(key) ?? null, setItem: (k, v) => values.set(k, v) },
        onState: (state) => {
          states.push(state);
          if (state.status === 'error') reject(state.error);
        },
        firstVisit: async () => {
          const time = await loadBoardBundle(db, () => fetch(bundleUrl), null);
          // Changed after the bundle was read: the sync must hear of these, and only these.
          await storeJob(admin, 'new1', { Title: 'Posted after the bundle', createdAgo: 0 });
          await jobRef(admin, 'open1').update({ status: 'closed', updatedAt: new Date() });
          return time;
        },
        listen: (query, onNext, onError) =>
          onSnapshot(
            query,
            (snapshot) => {
              if (!snapshot.metadata.fromCache) {
                heard.push(...snapshot.docChanges().map((change) => change.doc.id));
                if (snapshot.docs.some((job) => job.id === 'new1')) {
                  stop();
                  resolve();
                }
              }
              onNext(snapshot);
            },
            onError,
          ),
      });
    });
    await current;
    expect(heard.sort()).toEqual(['new1', 'open1']);
    expect(states[0]).toEqual({ status: 'first-sync' });
    expect(states).toContainEqual({ status: 'current' });
    expect(Number(values.get(watermarkKey(db)))).toBeGreaterThan(0);
    expect(await cachedJobIds()).toEqual(['new1', 'open1', 'open2']);
  });
});
