// The savedjobs data module against the real Firestore SDK, offline.
import { getDocFromCache, getDocsFromCache, onSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import { saveJob, savedJobRef, savedJobsQuery, unsaveJob, type SavedJobEntry } from './saved-jobs';

const firestore = setUpOfflineFirestore();

describe('saved jobs', () => {
  it('saves as savedjobs/{uid}_{jobId} with the user, the job and the time', async () => {
    saveJob(firestore(), 'alice', 'job-7');
    const snapshot = await getDocFromCache(savedJobRef(firestore(), 'alice', 'job-7'));
    expect(snapshot.ref.path).toBe('savedjobs/alice_job-7');
    expect(snapshot.data({ serverTimestamps: 'estimate' })).toMatchObject({
      UserId: 'alice',
      JobId: 'job-7',
    });
    expect(snapshot.get('savedAt', { serverTimestamps: 'estimate' })).not.toBeNull();
  });

  it('saving twice is still one document; unsaving removes it', async () => {
    saveJob(firestore(), 'alice', 'job-7');
    saveJob(firestore(), 'alice', 'job-7');
    expect((await getDocsFromCache(savedJobsQuery(firestore(), 'alice'))).size).toBe(1);
    unsaveJob(firestore(), 'alice', 'job-7');
    expect((await getDocsFromCache(savedJobsQuery(firestore(), 'alice'))).size).toBe(0);
  });

  it("lists only the user's own saved jobs, each waiting to sync while offline", async () => {
    saveJob(firestore(), 'alice', 'job-1');
    saveJob(firestore(), 'bob', 'job-2');
    saveJob(firestore(), 'alice', 'job-3');
    const entries = await new Promise<SavedJobEntry[]>((resolve, reject) => {
      const stop = onSnapshot(
        savedJobsQuery(firestore(), 'alice'),
        (snapshot) => {
          stop();
          resolve(snapshot.docs.map((d) => d.data()).filter((e): e is SavedJobEntry => e !== null));
        },
        reject,
      );
    });
    expect(entries.map((entry) => entry.JobId).sort()).toEqual(['job-1', 'job-3']);
    expect(entries.every((entry) => entry.UserId === 'alice' && entry.waitingToSync)).toBe(true);
    expect(entries[0]!.savedAt).toBeInstanceOf(Date);
  });
});
