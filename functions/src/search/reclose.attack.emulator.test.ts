// Attack: a poster closes their closed job again, in a loop. The rules allow it (a resent close
// must not fail), and every write used to run the index trigger: a Firestore read and an upsert
// that rewrote the job's row and its trigram entries, once a write. Firestore's emulator here
// fires no triggers, so each write's trigger is run in-process with the write's own before and
// after, on the Firestore emulator and the functions tests' search index.
import { FieldValue } from 'firebase-admin/firestore';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { countFirestoreReads } from '#src/test/firestore-reads';
import { storeJob } from '#src/test/stored-jobs';
import { indexJobOnWrite, indexJobsNow } from './index-on-write';
import { closeSearchDatabase } from './search-database';
import { ensureSearchSchema } from './search-schema';

const firestore = testFirestore();
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });

beforeEach(async () => {
  await clearFirestore();
  await ensureSearchSchema(db);
  await db.query('truncate job_search, search_watermark');
});
afterAll(async () => {
  await db.end();
  await closeSearchDatabase();
});

type TriggerEvent = Parameters<typeof indexJobOnWrite.run>[0];

/** Writes `change` to the job as its poster's browser would: the trigger's event for it. */
async function write(id: string, change: Record<string, unknown>): Promise<TriggerEvent> {
  const ref = jobRef(firestore, id);
  const before = await ref.get();
  await ref.update({ ...change, updatedAt: FieldValue.serverTimestamp() });
  const after = await ref.get();
  return { data: { before, after }, params: { jobId: id } } as TriggerEvent;
}

async function writeAndTrigger(id: string, change: Record<string, unknown>): Promise<void> {
  await indexJobOnWrite.run(await write(id, change));
}

async function indexedRow(id: string) {
  const { rows } = await db.query<{ status: string; updated_at: Date; xmin: string }>(
    'select status, updated_at, xmin::text from job_search where id = $1',
    [id],
  );
  return rows[0];
}

describe('attack: closing a closed job again, in a loop', () => {
  it('runs no read and no write for the index: the row is the one written when it closed', async () => {
    await storeJob(firestore, 'filled', { Title: 'Lighthouse keeper', status: 'active' });
    await indexJobsNow(firestore, ['filled']);
    await writeAndTrigger('filled', { status: 'closed' });
    const closed = await indexedRow('filled');
    expect(closed?.status).toBe('closed');

    const reads = countFirestoreReads();
    try {
      for (let again = 0; again < 20; again++) {
        const event = await write('filled', { status: 'closed' });
        reads.reset();
        await indexJobOnWrite.run(event);
        expect(reads.reads(), `close ${again + 2}`).toBe(0);
      }
    } finally {
      reads.stop();
    }
    // The same row version (xmin: the transaction that wrote it), with the close's time.
    expect(await indexedRow('filled')).toEqual(closed);
    const stored = (await jobRef(firestore, 'filled').get()).get('updatedAt') as { toDate(): Date };
    expect(stored.toDate().getTime()).toBeGreaterThan(closed!.updated_at.getTime());
  });

  it('still indexes a write that changes what the index holds', async () => {
    await storeJob(firestore, 'lapsed', { Title: 'Ferry pilot', status: 'closed' });
    await indexJobsNow(firestore, ['lapsed']);
    const closed = await indexedRow('lapsed');
    // A moderator hides it: the status changes, and the index hears of it.
    await writeAndTrigger('lapsed', { status: 'hidden' });
    const hidden = await indexedRow('lapsed');
    expect(hidden?.status).toBe('hidden');
    expect(hidden!.updated_at.getTime()).toBeGreaterThan(closed!.updated_at.getTime());
    // A new title is searched for: indexed too.
    await writeAndTrigger('lapsed', { Title: 'Ferry captain' });
    const { rows } = await db.query<{ title: string }>(
      'select title from job_search where id = $1',
      ['lapsed'],
    );
    expect(rows).toEqual([{ title: 'Ferry captain' }]);
  });
});
