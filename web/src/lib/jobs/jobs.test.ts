// The jobs data module and a list's page query against the real Firestore SDK, offline: memory
// cache, network off.
import { doc, getDocFromCache, onSnapshot, setDoc } from 'firebase/firestore';
import type { Job, JobType } from '@portal/domain/jobs/job';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/jobs';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import { listQuery, type CreatedRange } from '@/lib/job-list/firestore-list';
import { watchJobsById } from './jobs-by-id';
import { jobRef, jobsCollection } from './job-documents';

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

const NO_FILTER: JobFilter = { query: '', countries: [], cities: [] };

/** Resolves with the first page of a list (within `range`) that satisfies `until`. */
function nextJobs(
  type: JobType,
  until: (jobs: readonly Job[]) => boolean = () => true,
  filter: JobFilter = NO_FILTER,
  range?: CreatedRange,
): Promise<readonly Job[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      listQuery(db, type, filter, 90, range),
      (snapshot) => {
        const jobs = snapshot.docs.flatMap((d) => (d.data() ? [d.data()!] : []));
        if (!until(jobs)) return;
        stop();
        resolve(jobs);
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
      const stop = onSnapshot(
        listQuery(db, 'Job', NO_FILTER, 90),
        (snapshot) => {
          const jobs = snapshot.docs.flatMap((d) => (d.data() ? [d.data()!] : []));
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

  it('lists the chosen countries and cities only', async () => {
    const pune = makeJob({ Country: 'India', City: 'Pune', createdAt: new Date('2026-10-03') });
    const delhi = makeJob({ Country: 'India', City: 'Delhi', createdAt: new Date('2026-10-02') });
    const berlin = makeJob({
      Country: 'Germany',
      City: 'Berlin',
      createdAt: new Date('2026-10-01'),
    });
    [pune, delhi, berlin].forEach(writeJob);
    const india = await nextJobs('Job', (list) => list.length >= 2, {
      ...NO_FILTER,
      countries: ['India'],
    });
    expect(india.map((job) => job.id)).toEqual([pune.id, delhi.id]);
    const cities = await nextJobs('Job', (list) => list.length >= 2, {
      ...NO_FILTER,
      countries: ['India', 'Germany'],
      cities: ['Pune', 'Berlin'],
    });
    expect(cities.map((job) => job.id)).toEqual([pune.id, berlin.id]);
  });

  it('lists a range of creation times: from its start, before its end, in the places chosen', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 9, d, 10));
    const jobs = [1, 2, 3, 4, 5].map((d) => makeJob({ createdAt: day(d), Country: 'India' }));
    const elsewhere = makeJob({ createdAt: day(3), Country: 'Germany' });
    [...jobs, elsewhere].forEach(writeJob);
    const india = { ...NO_FILTER, countries: ['India'] };
    const middle = await nextJobs('Job', (list) => list.length >= 2, india, {
      from: day(2),
      before: day(4),
    });
    expect(middle.map((job) => job.id)).toEqual([jobs[2]!.id, jobs[1]!.id]);
    const newest = await nextJobs('Job', (list) => list.length >= 2, NO_FILTER, {
      from: day(4),
      before: null,
    });
    expect(newest.map((job) => job.id)).toEqual([jobs[4]!.id, jobs[3]!.id]);
    const oldest = await nextJobs('Job', (list) => list.length >= 1, india, {
      from: null,
      before: day(2),
    });
    expect(oldest.map((job) => job.id)).toEqual([jobs[0]!.id]);
  });

  it('follows chosen jobs by id, and only of the statuses asked for', async () => {
    const open = Array.from({ length: 35 }, () => makeJob());
    const closed = makeJob({ status: 'closed' });
    [...open, closed].forEach(writeJob);
    const ids = [...open, closed].map((job) => job.id);
    const heard = await new Promise<ReadonlyMap<string, Job>>((resolve) => {
      const stop = watchJobsById(db, [...ids, 'no-such-job'], ['active'], (jobs) => {
        if (jobs.size < open.length) return;
        stop();
        resolve(jobs);
      });
    });
    expect([...heard.keys()].sort()).toEqual(open.map((job) => job.id).sort());
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
