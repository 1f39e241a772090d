// Offline mode only: fill this browser's Firestore cache with the seed, once per browser.
import { COLLECTIONS } from '@portal/domain/constants';
import { seedJobId } from '@portal/domain/seed/seed-ids';
import { doc, getDocFromCache, loadBundle, type Firestore } from 'firebase/firestore';
import { buildBundle } from './seed-bundle';

/**
 * Loads the seed into the local cache unless it is there already, as a bundle: like documents
 * from a server, for every user of this browser, with no server involved. Returns whether it
 * seeded.
 */
export async function seedOfflineCacheOnce(db: Firestore): Promise<boolean> {
  // Every offline start asks this; only a browser without the seed loads and builds it.
  if (await isCached(db, COLLECTIONS.jobs, seedJobId(0))) return false;
  const [{ generateSeedJobs }, { seedHackathons }] = await Promise.all([
    import('@portal/domain/seed/seed-jobs'),
    import('@portal/domain/seed/seed-hackathons'),
  ]);
  const jobs = generateSeedJobs();

  const documents = [
    ...jobs.map((job) => ({ path: `${COLLECTIONS.jobs}/${job.id}`, data: job.data })),
    ...seedHackathons.map((h) => ({ path: `${COLLECTIONS.hackathons}/${h.id}`, data: h.data })),
  ];
  const projectId = db.app.options.projectId ?? 'demo-portal';
  await loadBundle(db, buildBundle(projectId, documents, new Date()));
  return true;
}

async function isCached(db: Firestore, collectionId: string, id: string): Promise<boolean> {
  try {
    return (await getDocFromCache(doc(db, collectionId, id))).exists();
  } catch {
    return false;
  }
}
