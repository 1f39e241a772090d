// Moderation on the Firestore emulator: jobs are reported through the same transaction the
// reportJob callable runs.
import { HiddenJobsSchema } from '@portal/domain/moderation';
import { beforeEach, describe, expect, it } from 'vitest';
import { withDates } from '../data/firestore-values';
import { hiddenJobsRef } from '../data/hidden-jobs';
import { reportRef } from '../data/reports';
import { storeReport } from '../reports/store-report';
import { clearFirestore, testFirestore } from '../test/emulators';
import { readJob, storeJob } from '../test/stored-jobs';
import { closeJobForGood, listModeration, restoreJob, UnknownJobError } from './moderation';

const db = testFirestore();

const reportBy = (reporterKey: string, jobId = 'spam') =>
  storeReport(db, {
    jobId,
    reason: 'spam',
    note: `from ${reporterKey}`,
    reporterKey,
    now: Date.now(),
  });

async function hiddenIds(): Promise<string[]> {
  const snapshot = await hiddenJobsRef(db).get();
  return HiddenJobsSchema.parse(withDates(snapshot.data() ?? { ids: [] })).ids;
}

async function hideSpam() {
  await storeJob(db, 'spam', { Title: 'Too good to be true' });
  for (const key of ['ip-a', 'ip-b', 'ip-c']) await reportBy(key);
  expect((await readJob(db, 'spam')).status).toBe('hidden');
}

beforeEach(clearFirestore);

describe('moderation', () => {
  it('lists hidden and reported jobs with their reports, hidden ones first', async () => {
    await hideSpam();
    await storeJob(db, 'odd');
    await reportBy('ip-z', 'odd');
    await storeJob(db, 'quiet');

    const entries = await listModeration(db);
    expect(entries.map((entry) => [entry.jobId, entry.reportStatus, entry.count])).toEqual([
      ['spam', 'hidden', 3],
      ['odd', 'open', 1],
    ]);
    expect(entries[0]?.job).toEqual({
      Title: 'Too good to be true',
      Company: 'Acme Labs',
      status: 'hidden',
    });
    expect(entries[0]?.reports.map((report) => report.note).sort()).toEqual([
      'from ip-a',
      'from ip-b',
      'from ip-c',
    ]);
    expect(entries[0]?.reports[0]?.reportedAt).toBeInstanceOf(Date);
  });

  it('restores a job: listed again, off the hidden list, and three new reporters to hide it again', async () => {
    await hideSpam();
    const { updatedAt } = await readJob(db, 'spam');

    expect(await restoreJob(db, 'spam')).toMatchObject({ jobId: 'spam', status: 'active' });
    const restored = await readJob(db, 'spam');
    expect(restored.status).toBe('active');
    expect(restored.updatedAt.toMillis()).toBeGreaterThan(updatedAt.toMillis());
    expect(await hiddenIds()).toEqual([]);
    expect((await reportRef(db, 'spam').get()).data()).toMatchObject({
      status: 'restored',
      count: 0,
    });
    expect(await listModeration(db)).toEqual([]);

    // The earlier reporters have had their say; it takes three new ones.
    expect(await reportBy('ip-a')).toBe('already-reported');
    expect(await reportBy('ip-d')).toBe('reported');
    expect(await reportBy('ip-e')).toBe('reported');
    expect((await readJob(db, 'spam')).status).toBe('active');
    expect(await reportBy('ip-f')).toBe('reported');
    expect((await readJob(db, 'spam')).status).toBe('hidden');
    expect(await hiddenIds()).toEqual(['spam']);
  });

  it('closes a job for good: closed, off the hidden list, its report closed', async () => {
    await hideSpam();
    expect(await closeJobForGood(db, 'spam')).toMatchObject({ status: 'closed' });
    expect((await readJob(db, 'spam')).status).toBe('closed');
    expect(await hiddenIds()).toEqual([]);
    expect((await reportRef(db, 'spam').get()).data()).toMatchObject({ status: 'closed' });
    expect(await listModeration(db)).toEqual([]);
  });

  it('says so when no job has the id', async () => {
    await expect(restoreJob(db, 'nope')).rejects.toThrow(UnknownJobError);
    await expect(closeJobForGood(db, 'nope')).rejects.toThrow('There is no job with the id nope.');
  });
});
