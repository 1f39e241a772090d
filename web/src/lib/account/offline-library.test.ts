// The offline library on a real IndexedDB implementation (fake-indexeddb) in Node.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeJob } from '@/test/jobs';
import type { Job } from '@portal/domain/jobs/job';
import { clearUser, listJobs, reconcile } from './offline-library';

/** Fills the library as the app does: exactly these jobs saved, and known. */
const keep = (userId: string, ...jobs: Job[]) =>
  reconcile(userId, new Set(jobs.map((job) => job.id)), new Map(jobs.map((job) => [job.id, job])));

beforeEach(async () => {
  await clearUser('alice');
  await clearUser('bob');
});

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

  it('clears one user without touching another', async () => {
    await keep('alice', makeJob({ id: 'j1' }), makeJob({ id: 'j2' }));
    await keep('bob', makeJob({ id: 'j3' }));
    await clearUser('alice');
    expect(await listJobs('alice')).toEqual([]);
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

  it('a clear wins over a reconcile already under way (logout while saved jobs update)', async () => {
    const job = makeJob({ id: 'a' });
    const updating = reconcile('alice', new Set(['a']), new Map([[job.id, job]]));
    const clearing = clearUser('alice');
    await Promise.all([updating, clearing]);
    expect(await listJobs('alice')).toEqual([]);
    // After the clear, the library works again for the next sign-in.
    await reconcile('alice', new Set(['a']), new Map([[job.id, job]]));
    expect((await listJobs('alice')).map((kept) => kept.id)).toEqual(['a']);
  });
});
