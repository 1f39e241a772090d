// Offline mode only: fill this browser's Firestore cache with the seed, once per browser.
import { COLLECTIONS } from '@portal/domain/constants';
import { doc, getDocFromCache, writeBatch, type Firestore } from 'firebase/firestore';
import { withoutUndefined } from './firestore-values';

/** Firestore allows at most 500 writes in one batch. */
const BATCH_SIZE = 400;

/**
 * Writes the seed into the local cache unless it is there already. With the network off
 * the writes are applied locally at once and never acknowledged, so nothing awaits them.
 * Returns whether it seeded.
 */
export async function seedOfflineCacheOnce(db: Firestore): Promise<boolean> {
  const [{ generateSeedJobs }, { seedHackathons }] = await Promise.all([
    import('@portal/domain/seed-jobs'),
    import('@portal/domain/seed-hackathons'),
  ]);
  const jobs = generateSeedJobs();
  const first = jobs[0];
  if (!first || (await isCached(db, COLLECTIONS.jobs, first.id))) return false;

  const writes = [
    ...jobs.map((job) => ({ path: [COLLECTIONS.jobs, job.id], data: job.data })),
    ...seedHackathons.map((h) => ({ path: [COLLECTIONS.hackathons, h.id], data: h.data })),
  ];
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = writeBatch(db);
    for (const { path, data } of writes.slice(start, start + BATCH_SIZE)) {
      const [collectionId, id] = path as [string, string];
      batch.set(doc(db, collectionId, id), withoutUndefined(data));
    }
    batch.commit().catch((error: unknown) => console.error('Seeding the offline cache failed', error));
  }
  return true;
}

async function isCached(db: Firestore, collectionId: string, id: string): Promise<boolean> {
  try {
    return (await getDocFromCache(doc(db, collectionId, id))).exists();
  } catch {
    return false;
  }
}
