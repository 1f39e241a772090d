// reportJob over HTTP on the Functions emulator, with Firestore read back through the Admin SDK.
import { HOUR_MS } from '@portal/domain/caller-limits';
import { RefusalDetailsSchema, ReportJobResultSchema } from '@portal/domain/callable-results';
import { COLLECTIONS } from '@portal/domain/constants';
import { HiddenJobsSchema } from '@portal/domain/moderation';
import type { ReportJobInput } from '@portal/domain/job-report';
import { beforeEach, describe, expect, it } from 'vitest';
import { hiddenJobsRef } from '../data/hidden-jobs';
import { withDates } from '../data/firestore-values';
import { reportRef } from '../data/reports';
import { callFunction, clearFirestore, countDocs, testFirestore } from '../test/emulators';
import { readJob, storeJob } from '../test/stored-jobs';

const db = testFirestore();

async function report(ip: string, input: ReportJobInput) {
  const outcome = await callFunction('reportJob', input, { ip });
  if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
  return ReportJobResultSchema.parse(outcome.result).outcome;
}

async function refusal(ip: string, input: unknown) {
  const outcome = await callFunction('reportJob', input, { ip });
  if (outcome.ok) throw new Error(`Accepted: ${JSON.stringify(outcome.result)}`);
  return { ...outcome, details: RefusalDetailsSchema.parse(outcome.details) };
}

async function hiddenIds(): Promise<string[]> {
  const snapshot = await hiddenJobsRef(db).get();
  return snapshot.exists ? HiddenJobsSchema.parse(withDates(snapshot.data() ?? {})).ids : [];
}

const summary = async (jobId: string) => (await reportRef(db, jobId).get()).data();

beforeEach(clearFirestore);

describe('reportJob', () => {
  it('hides a job once three different people report it; the same person twice counts once', async () => {
    await storeJob(db, 'spam');
    const { updatedAt } = await readJob(db, 'spam');
    expect(await report('198.51.100.1', { jobId: 'spam', reason: 'spam', note: ' Scam ' })).toBe(
      'reported',
    );
    expect(await report('198.51.100.2', { jobId: 'spam', reason: 'closed' })).toBe('reported');
    expect(await report('198.51.100.1', { jobId: 'spam', reason: 'other' })).toBe(
      'already-reported',
    );
    expect(await summary('spam')).toMatchObject({ jobId: 'spam', count: 2, status: 'open' });
    expect((await readJob(db, 'spam')).status).toBe('active');
    expect(await hiddenIds()).toEqual([]);

    expect(await report('198.51.100.3', { jobId: 'spam', reason: 'spam' })).toBe('reported');
    const hidden = await readJob(db, 'spam');
    expect(hidden.status).toBe('hidden');
    expect(hidden.updatedAt.toMillis()).toBeGreaterThan(updatedAt.toMillis());
    expect(await hiddenIds()).toEqual(['spam']);
    expect(await summary('spam')).toMatchObject({ count: 3, status: 'hidden' });

    const reporters = await reportRef(db, 'spam').collection('reporters').get();
    expect(reporters.docs.map((doc) => doc.data().reason).sort()).toEqual([
      'closed',
      'spam',
      'spam',
    ]);
    const first = reporters.docs.find((doc) => doc.data().note);
    expect(first?.data()).toMatchObject({ reason: 'spam', note: 'Scam' });
    // A hidden job is no longer open to reports.
    expect((await refusal('198.51.100.4', { jobId: 'spam', reason: 'spam' })).status).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses a job that does not exist, or is no longer open, and writes nothing', async () => {
    await storeJob(db, 'expired', { expiresIn: -HOUR_MS });
    await storeJob(db, 'closed', { status: 'closed' });
    for (const jobId of ['missing', 'expired', 'closed']) {
      const outcome = await refusal('198.51.100.1', { jobId, reason: 'spam' });
      expect(outcome.status).toBe('NOT_FOUND');
      expect(outcome.details).toEqual({ reason: 'no-such-job' });
    }
    expect(await countDocs(db, COLLECTIONS.reports)).toBe(0);
    expect(await countDocs(db, COLLECTIONS.limits)).toBe(0);
  });

  it('names each invalid field', async () => {
    const outcome = await refusal('198.51.100.1', { jobId: 'a/b', reason: 'boring' });
    expect(outcome.status).toBe('INVALID_ARGUMENT');
    expect(outcome.message).toMatch(/Job: That is not a job id\./);
    expect(outcome.message).toMatch(/Reason: Choose why you are reporting this job\./);
    expect(outcome.details).toMatchObject({ reason: 'invalid-fields' });
  });

  it('limits each reporter to five reports an hour', async () => {
    for (let i = 1; i <= 6; i++) await storeJob(db, `job${i}`);
    for (let i = 1; i <= 5; i++) {
      expect(await report('198.51.100.1', { jobId: `job${i}`, reason: 'spam' })).toBe('reported');
    }
    const outcome = await refusal('198.51.100.1', { jobId: 'job6', reason: 'spam' });
    expect(outcome.status).toBe('RESOURCE_EXHAUSTED');
    expect(outcome.details).toMatchObject({ reason: 'rate-limited', scope: 'caller' });
    expect(await report('198.51.100.2', { jobId: 'job6', reason: 'spam' })).toBe('reported');
  });
});
