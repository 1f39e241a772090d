// The jobs data module against the real Firestore SDK, offline: memory cache, network off.
import { doc, getDocFromCache, setDoc } from 'firebase/firestore';
import type { Job, JobType } from '@portal/domain/job';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../test/jobs';
import { setUpOfflineFirestore } from '../../test/offline-firestore';
import { jobRef, jobsCollection, subscribeToActiveJobs, type ActiveJobs } from './jobs';

const firestore = setUpOfflineFirestore();
let db: ReturnType<typeof firestore>;

beforeEach(() => {
  db = firestore();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Writes locally. Offline, a write is never acknowledged, so nothing awaits it. */
function writeJob(job: Job) {
  setDoc(jobRef(db, job.id), job).catch(() => {});
}

function writeRaw(id: string, data: Record<string, unknown>) {
  setDoc(doc(db, 'jobs', id), data).catch(() => {});
}

/** Resolves with the first list of jobs the listener reports that satisfies `until`. */
function nextJobs(
  type: JobType,
  until: (jobs: readonly Job[]) => boolean = () => true,
): Promise<readonly Job[]> {
  return new Promise((resolve, reject) => {
    const stop = subscribeToActiveJobs(
      db,
      (jobs) => {
        if (!until(jobs[type])) return;
        stop();
        resolve(jobs[type]);
      },
      reject,
    );
  });
}

describe('jobs data module', () => {
  it('lists only active jobs of the type asked for, newest first', async () => {
    const older = makeJob({ Type: 'Job', createdAt: new Date('2026-10-01T10:00:00Z') });
    const newest = makeJob({ Type: 'Job', createdAt: new Date('2026-10-03T10:00:00Z') });
    const middle = makeJob({ Type: 'Job', createdAt: new Date('2026-10-02T10:00:00Z') });
    const internship = makeJob({ Type: 'Internship', createdAt: new Date('2026-10-04T10:00:00Z') });
    const closed = makeJob({
      Type: 'Job',
      status: 'closed',
      createdAt: new Date('2026-10-05T10:00:00Z'),
    });
    [older, newest, middle, internship, closed].forEach(writeJob);

    const jobs = await nextJobs('Job', (list) => list.length >= 3);
    expect(jobs.map((job) => job.id)).toEqual([newest.id, middle.id, older.id]);

    const internships = await nextJobs('Internship', (list) => list.length >= 1);
    expect(internships.map((job) => job.id)).toEqual([internship.id]);
  });

  it('reports a local write to a listener that is already open', async () => {
    writeJob(makeJob({ createdAt: new Date('2026-10-01T10:00:00Z') }));
    const seen: (readonly Job[])[] = [];
    const added = makeJob({ Title: 'Just posted', createdAt: new Date('2026-10-09T10:00:00Z') });
    await new Promise<void>((resolve, reject) => {
      const stop = subscribeToActiveJobs(
        db,
        ({ Job: jobs }) => {
          seen.push(jobs);
          if (seen.length === 1) writeJob(added);
          if (jobs.some((job) => job.id === added.id)) {
            stop();
            resolve();
          }
        },
        reject,
      );
    });
    expect(seen[0]).toHaveLength(1);
    expect(seen.at(-1)?.[0]).toMatchObject({ id: added.id, Title: 'Just posted' });
  });

  it('keeps an unchanged job, and an unchanged type’s list, as they were', async () => {
    const kept = makeJob({ Type: 'Job', createdAt: new Date('2026-10-01T10:00:00Z') });
    const internship = makeJob({ Type: 'Internship' });
    [kept, internship].forEach(writeJob);
    const seen: ActiveJobs[] = [];
    const added = makeJob({ Type: 'Job', createdAt: new Date('2026-10-09T10:00:00Z') });
    await new Promise<void>((resolve, reject) => {
      const stop = subscribeToActiveJobs(
        db,
        (jobs) => {
          seen.push(jobs);
          if (seen.length === 1) writeJob(added);
          if (jobs.Job.length === 2) {
            stop();
            resolve();
          }
        },
        reject,
      );
    });
    const [before, after] = [seen[0]!, seen.at(-1)!];
    expect(after.Job.map((job) => job.id)).toEqual([added.id, kept.id]);
    expect(after.Job[1]).toBe(before.Job[0]);
    expect(after.Internship).toBe(before.Internship);
  });

  it('reads a job again once it changes', async () => {
    const job = makeJob({ Title: 'Before', updatedAt: new Date('2026-10-01T10:00:00Z') });
    writeJob(job);
    await nextJobs('Job', (list) => list[0]?.Title === 'Before');
    writeJob({ ...job, Title: 'After', updatedAt: new Date('2026-10-02T10:00:00Z') });
    const jobs = await nextJobs('Job', (list) => list[0]?.Title === 'After');
    expect(jobs[0]).toMatchObject({ id: job.id, Title: 'After' });
  });

  it('leaves out a document that fails the schema and reports it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = makeJob();
    writeJob(good);
    const { Title: _missing, id: _id, ...withoutTitle } = makeJob();
    writeRaw('broken-job', withoutTitle);

    const first = await nextJobs('Job', (list) => list.length >= 1);
    const second = await nextJobs('Job', (list) => list.length >= 1);
    expect(first.map((job) => job.id)).toEqual([good.id]);
    expect(second.map((job) => job.id)).toEqual([good.id]);

    const reports = error.mock.calls.filter(([message]) => String(message).includes('broken-job'));
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.[0])).toMatch(/Title/);
  });

  it('reads one job by id with its timestamps as Dates', async () => {
    const job = makeJob({ Title: 'Data Analyst', Salary: '₹6–10 LPA' });
    writeJob(job);
    const snapshot = await getDocFromCache(jobRef(db, job.id));
    expect(snapshot.data()).toEqual(job);
    expect(snapshot.data()?.createdAt).toBeInstanceOf(Date);
  });

  it('never stores undefined fields or the id as a field', async () => {
    const job = makeJob({ Salary: undefined });
    writeJob(job);
    const raw = await getDocFromCache(doc(db, 'jobs', job.id));
    expect(raw.data()).not.toHaveProperty('Salary');
    expect(raw.data()).not.toHaveProperty('id');
    expect(jobsCollection(db).path).toBe('jobs');
  });
});
