// The migration from `postedBy` to `posterKey`, on the Firestore emulator through the Admin SDK.
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { readJob, storeJob } from '#src/test/stored-jobs';
import { migratePosterKeys } from './migrate-poster-keys';

const db = testFirestore();

beforeEach(clearFirestore);

/** A job as the functions stored it before posterKey: its poster's uid, or null for a guest. */
async function storeOldJob(id: string, postedBy: string | null) {
  await storeJob(db, id);
  const ref = jobRef(db, id);
  const { posterKey: _new, ...old } = (await ref.get()).data()!;
  await ref.set({ ...old, postedBy });
}

describe('migratePosterKeys', () => {
  it("replaces every job's postedBy with its posterKey, a page at a time, and leaves the rest", async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `old${i}`);
    await Promise.all(ids.map((id, i) => storeOldJob(id, i % 3 === 0 ? null : `uid-${i}`)));
    await storeJob(db, 'new');
    const before = await readJob(db, 'old1');
    const pages: number[] = [];

    expect(await migratePosterKeys(db, { page: 3, onPage: (n) => pages.push(n) })).toBe(7);

    expect(pages).toEqual([3, 6, 7]);
    for (const [i, id] of ids.entries()) {
      const job = await readJob(db, id);
      expect(job).not.toHaveProperty('postedBy');
      expect(job.posterKey).toBe(i % 3 === 0 ? null : await posterKeyOf(`uid-${i}`));
    }
    const after = await readJob(db, 'old1');
    expect({ ...after, posterKey: undefined }).toEqual({ ...before, postedBy: undefined });
    expect(await readJob(db, 'new')).toMatchObject({ posterKey: null });
  });

  it('run again, finds nothing to do and writes nothing', async () => {
    await storeOldJob('old', 'uid-1');
    expect(await migratePosterKeys(db)).toBe(1);
    const updated = (await jobRef(db, 'old').get()).updateTime;
    expect(await migratePosterKeys(db)).toBe(0);
    expect((await jobRef(db, 'old').get()).updateTime).toEqual(updated);
  });
});
