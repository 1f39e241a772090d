// The offline library on a real IndexedDB implementation (fake-indexeddb) in Node.
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeJob } from '@/test/jobs';
import type { Job } from '@portal/domain/jobs/job';
import { OFFLINE_LIBRARY_DATABASE } from './device-stores';
import { listJobs, reconcile } from './offline-library';

/** Fills the library as the app does: exactly these jobs saved, and known. */
const keep = (userId: string, ...jobs: Job[]) =>
  reconcile(userId, new Set(jobs.map((job) => job.id)), new Map(jobs.map((job) => [job.id, job])));

// As a logout deletes it; the library's open connection steps aside, or this would wait for ever.
beforeEach(() => deleteDB(OFFLINE_LIBRARY_DATABASE));

describe('offline library', () => {
  it("keeps whole jobs per user, dates and all, and updates a job's copy", async () => {
    const job = makeJob({ id: 'j1', Title: 'Data Analyst' });
    await keep('alice', job);
    await keep('alice', { ...job, Title: 'Senior Data Analyst' });
    await keep('bob', makeJob({ id: 'j2' }));
    const alices = await listJobs('alice');
    expect(alices).toHaveLength(1);
    expect(alices[0]).toEqual({ ...job, Title: 'Senior Data Analyst' });
    expect(alices[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("keeps each user's jobs apart", async () => {
    await keep('alice', makeJob({ id: 'j1' }), makeJob({ id: 'j2' }));
    await keep('bob', makeJob({ id: 'j3' }));
    expect((await listJobs('alice')).map((job) => job.id).sort()).toEqual(['j1', 'j2']);
    expect((await listJobs('bob')).map((job) => job.id)).toEqual(['j3']);
  });

  it('reconciles with what is saved: keeps known saved jobs, drops unsaved ones', async () => {
    const a = makeJob({ id: 'a' });
    const b = makeJob({ id: 'b' });
    const c = makeJob({ id: 'c' });
    await keep('alice', a, b);
    // b was unsaved; c was saved and is known; d was saved but its document is not known yet.
    await reconcile(
      'alice',
      new Set(['a', 'c', 'd']),
      new Map([
        [a.id, a],
        [c.id, c],
      ]),
    );
    expect((await listJobs('alice')).map((job) => job.id).sort()).toEqual(['a', 'c']);
  });

  it('steps aside when the database is deleted (a logout, here or in another tab), and works afresh after', async () => {
    await keep('alice', makeJob({ id: 'a' }));
    await deleteDB(OFFLINE_LIBRARY_DATABASE);
    expect(await listJobs('alice')).toEqual([]);
    await keep('alice', makeJob({ id: 'b' }));
    expect((await listJobs('alice')).map((kept) => kept.id)).toEqual(['b']);
  });
});
