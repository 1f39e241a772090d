// closeExpiredJobs on the Firestore emulator.
import { HOUR_MS } from '@portal/domain/callables/caller-limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { readJob, storeJob } from '#src/test/stored-jobs';
import { closeExpiredJobs } from './close-expired-jobs';

const db = testFirestore();

beforeEach(clearFirestore);

async function states(ids: string[]) {
  return Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => {
        const { status, updatedAt } = await readJob(db, id);
        return [id, { status, updatedAt: updatedAt.toMillis() }] as const;
      }),
    ),
  );
}

describe('closeExpiredJobs', () => {
  it('closes exactly the active jobs that expired, and a second run changes nothing', async () => {
    await Promise.all([
      storeJob(db, 'expired1', { expiresIn: -HOUR_MS }),
      storeJob(db, 'expired2', { expiresIn: -1000 }),
      storeJob(db, 'future', { expiresIn: HOUR_MS }),
      storeJob(db, 'closed', { status: 'closed', expiresIn: -HOUR_MS }),
      storeJob(db, 'hidden', { status: 'hidden', expiresIn: -HOUR_MS }),
    ]);
    const ids = ['expired1', 'expired2', 'future', 'closed', 'hidden'];
    const before = await states(ids);

    expect(await closeExpiredJobs(db, Date.now())).toEqual(['expired1', 'expired2']);
    const after = await states(ids);
    expect(Object.entries(after).map(([id, { status }]) => [id, status])).toEqual([
      ['expired1', 'closed'],
      ['expired2', 'closed'],
      ['future', 'active'],
      ['closed', 'closed'],
      ['hidden', 'hidden'],
    ]);
    for (const id of ['expired1', 'expired2']) {
      expect(after[id]?.updatedAt).toBeGreaterThan(before[id]?.updatedAt ?? Infinity);
    }
    for (const id of ['future', 'closed', 'hidden']) expect(after[id]).toEqual(before[id]);

    expect(await closeExpiredJobs(db, Date.now())).toEqual([]);
    expect(await states(ids)).toEqual(after);
  });

  it('closes more jobs than one batch holds', async () => {
    await Promise.all(
      Array.from({ length: 7 }, (_, i) => storeJob(db, `old${i}`, { expiresIn: -HOUR_MS })),
    );
    expect(await closeExpiredJobs(db, Date.now(), { batchSize: 3 })).toHaveLength(7);
    expect(await closeExpiredJobs(db, Date.now(), { batchSize: 3 })).toEqual([]);
  });
});
