// The poster's jobs and their two changes, against the real Firestore SDK, offline: the
// changes show at once, marked as waiting to sync.
import { onSnapshot, setDoc } from 'firebase/firestore';
import { CLOCK_MARGIN_MS, DAY_MS } from '@portal/domain/jobs/job-expiry';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeJob } from '@/test/jobs';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import { jobRef } from '@/lib/jobs/job-documents';
import { closeJob, extendJob, myJobsQuery, type MyJob } from './my-jobs';

const firestore = setUpOfflineFirestore();
let alice = '';
let bob = '';
beforeAll(async () => {
  [alice, bob] = await Promise.all([posterKeyOf('alice'), posterKeyOf('bob')]);
});

function nextMyJobs(posterKey: string, until: (jobs: MyJob[]) => boolean): Promise<MyJob[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      myJobsQuery(firestore(), posterKey),
      { includeMetadataChanges: true },
      (snapshot) => {
        const jobs = snapshot.docs.map((doc) => doc.data()).filter((job) => job !== null);
        if (!until(jobs)) return;
        stop();
        resolve(jobs);
      },
      reject,
    );
  });
}

describe('my jobs data module', () => {
  it("lists one poster's jobs, newest first, whatever their status", async () => {
    const db = firestore();
    const older = makeJob({ posterKey: alice, createdAt: new Date('2026-10-01') });
    const newer = makeJob({
      posterKey: alice,
      status: 'hidden',
      createdAt: new Date('2026-10-05'),
    });
    const someoneElse = makeJob({ posterKey: bob });
    for (const job of [older, newer, someoneElse]) setDoc(jobRef(db, job.id), job).catch(() => {});
    const jobs = await nextMyJobs(alice, (list) => list.length === 2);
    expect(jobs.map((job) => job.id)).toEqual([newer.id, older.id]);
  });

  it('closes a job at once, waiting to sync until the server confirms', async () => {
    const db = firestore();
    const job = makeJob({ posterKey: alice });
    setDoc(jobRef(db, job.id), job).catch(() => {});
    const { acknowledged } = closeJob(db, job.id);
    acknowledged.catch(() => {});
    const [closed] = await nextMyJobs(alice, (list) => list[0]?.status === 'closed');
    expect(closed?.waitingToSync).toBe(true);
  });

  it('extends by 30 days, capped at 60 days from now less the clock margin', async () => {
    const db = firestore();
    const now = Date.now();
    const soon = makeJob({ posterKey: alice, expiresAt: new Date(now + 10 * DAY_MS) });
    const far = makeJob({ posterKey: alice, expiresAt: new Date(now + 50 * DAY_MS) });
    const first = extendJob(db, soon, now);
    const second = extendJob(db, far, now);
    first.acknowledged.catch(() => {});
    second.acknowledged.catch(() => {});
    expect(first.expiresAt.getTime()).toBe(now + 40 * DAY_MS);
    expect(second.expiresAt.getTime()).toBe(now + 60 * DAY_MS - CLOCK_MARGIN_MS);
  });
});
