// Offline mode's seeding, against the real Firestore SDK with the network off.
import { collection, getDocsFromCache } from 'firebase/firestore';
import { generateSeedJobs } from '@portal/domain/seed/seed-jobs';
import { describe, expect, it } from 'vitest';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import { seedOfflineCacheOnce } from './offline-seed';

const firestore = setUpOfflineFirestore();

describe('seedOfflineCacheOnce', () => {
  it('fills an empty cache with every seed job and the three hackathons', async () => {
    expect(await seedOfflineCacheOnce(firestore())).toBe(true);
    const jobs = await getDocsFromCache(collection(firestore(), 'jobs'));
    const hackathons = await getDocsFromCache(collection(firestore(), 'hackathons'));
    expect(jobs.size).toBe(generateSeedJobs().length);
    expect(hackathons.size).toBe(3);
  });

  it('loads the seed as server documents, not pending writes, with their values intact', async () => {
    await seedOfflineCacheOnce(firestore());
    const jobs = await getDocsFromCache(collection(firestore(), 'jobs'));
    expect(jobs.metadata.hasPendingWrites).toBe(false);
    const first = generateSeedJobs()[0]!;
    const stored = jobs.docs.find((d) => d.id === first.id)!;
    expect(stored.get('Title')).toBe(first.data.Title);
    expect(stored.get('posterKey')).toBeNull();
    expect(stored.get('createdAt').toDate()).toEqual(first.data.createdAt);
  });

  it('does nothing when the seed is already there', async () => {
    await seedOfflineCacheOnce(firestore());
    expect(await seedOfflineCacheOnce(firestore())).toBe(false);
  });
});
