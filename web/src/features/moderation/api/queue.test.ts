// The console's reads against the real Firestore SDK, offline (memory cache, network off): which
// documents each query takes, read through their schemas with Dates, and the queue's order.
import { doc, onSnapshot, setDoc, type Firestore, type Query } from 'firebase/firestore';
import type { ReportSummary } from '@portal/domain/moderation/report-records';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/jobs';
import { setUpOfflineFirestore } from '@/test/offline-firestore';
import { jobRef } from '@/lib/jobs/job-documents';
import { moderationLogQuery } from './moderation-log';
import { posterJobsQuery } from './poster-jobs';
import { jobsToReviewQuery, queueItems, queueOrder, type QueueItem } from './queue';
import { reportersQuery, reportsToReviewQuery } from './reports';

const firestore = setUpOfflineFirestore();

/** Resolves with the first answer of the query's listener that satisfies `until`. */
function nextAnswer<T>(source: Query<T>, until: (items: T[]) => boolean): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      source,
      (snapshot) => {
        const items = snapshot.docs.map((document) => document.data());
        if (!until(items)) return;
        stop();
        resolve(items);
      },
      reject,
    );
  });
}

/** Writes locally. Offline, a write is never acknowledged, so nothing awaits it. */
function write(db: Firestore, path: string, data: Record<string, unknown>) {
  setDoc(doc(db, path), data).catch(() => {});
}

function report(
  jobId: string,
  count: number,
  status: ReportSummary['status'],
  lastReportedAt = new Date(),
): ReportSummary {
  return { jobId, count, trustedNetworks: [], restored: false, lastReportedAt, status };
}

describe('the queue’s order', () => {
  const item = (
    jobId: string,
    status: 'held' | 'hidden' | 'active' | 'closed',
    count: number | null,
    createdAt: string,
  ): QueueItem => ({
    jobId,
    job: makeJob({ id: jobId, status, createdAt: new Date(createdAt) }),
    report: count === null ? null : report(jobId, count, 'open'),
  });

  it('puts held and hidden jobs first, then the most reported, then the newest', () => {
    const ordered = queueOrder([
      item('old-active-2', 'active', 2, '2026-10-01'),
      item('new-active-2', 'active', 2, '2026-10-05'),
      item('active-5', 'active', 5, '2026-09-01'),
      item('held-old', 'held', null, '2026-10-02'),
      item('held-new', 'held', null, '2026-10-09'),
      item('hidden-3', 'hidden', 3, '2026-09-15'),
      item('closed-1', 'closed', 1, '2026-10-10'),
    ]);
    expect(ordered.map((entry) => entry.jobId)).toEqual([
      'hidden-3',
      'held-new',
      'held-old',
      'active-5',
      'new-active-2',
      'old-active-2',
      'closed-1',
    ]);
  });

  it('makes one item of a job both hidden and reported, keeps one whose job is gone, and waits for one not read yet', () => {
    const hidden = makeJob({ id: 'hidden', status: 'hidden' });
    const listed = makeJob({ id: 'listed', status: 'active' });
    const items = queueItems(
      [hidden],
      [
        report('hidden', 3, 'hidden'),
        report('listed', 1, 'open'),
        report('gone', 4, 'open'),
        report('not-read-yet', 9, 'open'),
      ],
      new Map([
        ['listed', listed],
        ['gone', null],
      ]),
    );
    expect(items.map(({ jobId, job, report }) => [jobId, job?.id ?? null, report?.count])).toEqual([
      ['hidden', 'hidden', 3],
      ['gone', null, 4],
      ['listed', 'listed', 1],
    ]);
  });
});

describe('the console’s queries', () => {
  it('takes the held and hidden jobs, newest first, and no others', async () => {
    const db = firestore();
    const jobs = [
      makeJob({ id: 'held-old', status: 'held', createdAt: new Date('2026-10-01') }),
      makeJob({ id: 'hidden-new', status: 'hidden', createdAt: new Date('2026-10-05') }),
      makeJob({ id: 'listed', status: 'active' }),
      makeJob({ id: 'removed', status: 'removed' }),
    ];
    for (const job of jobs) setDoc(jobRef(db, job.id), job).catch(() => {});
    const found = await nextAnswer(jobsToReviewQuery(db), (list) => list.length === 2);
    expect(found.map((job) => job?.id)).toEqual(['hidden-new', 'held-old']);
    expect(found[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('takes the reports still to review, with their dates as Dates, leaving out a malformed one', async () => {
    const db = firestore();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      write(db, 'reports/open', report('open', 1, 'open', new Date('2026-11-20')));
      write(db, 'reports/hidden', report('hidden', 3, 'hidden'));
      write(db, 'reports/restored', report('restored', 2, 'restored'));
      write(db, 'reports/broken', { jobId: 'broken', status: 'open' });
      const found = await nextAnswer(reportsToReviewQuery(db, 50), (list) => list.length === 3);
      const present = found.filter((summary) => summary !== null);
      expect(present.map((summary) => summary.jobId).sort()).toEqual(['hidden', 'open']);
      expect(present.find((summary) => summary.jobId === 'open')?.lastReportedAt).toEqual(
        new Date('2026-11-20'),
      );
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('reports/broken was left out'));
    } finally {
      logged.mockRestore();
    }
  });

  it("takes a job's reports newest first, older reasons too", async () => {
    const db = firestore();
    write(db, 'reports/job-1/reporters/a', {
      reason: 'spam',
      counted: false,
      reportedAt: new Date('2026-11-01'),
    });
    write(db, 'reports/job-1/reporters/b', {
      reason: 'asks-for-money',
      note: 'Asks for a fee',
      counted: true,
      reportedAt: new Date('2026-11-02'),
    });
    const found = await nextAnswer(reportersQuery(db, 'job-1'), (list) => list.length === 2);
    expect(found.map((reporter) => [reporter?.id, reporter?.reason])).toEqual([
      ['b', 'asks-for-money'],
      ['a', 'spam'],
    ]);
  });

  it("takes a poster's jobs, newest first, whatever their status", async () => {
    const db = firestore();
    const [poster, someoneElse] = ['a'.repeat(64), 'b'.repeat(64)];
    const jobs = [
      makeJob({ id: 'p-old', posterKey: poster, status: 'removed', createdAt: new Date(1) }),
      makeJob({ id: 'p-new', posterKey: poster, status: 'active', createdAt: new Date(2) }),
      makeJob({ id: 'other', posterKey: someoneElse }),
    ];
    for (const job of jobs) setDoc(jobRef(db, job.id), job).catch(() => {});
    const found = await nextAnswer(posterJobsQuery(db, poster), (list) => list.length === 2);
    expect(found.map((job) => job?.id)).toEqual(['p-new', 'p-old']);
  });

  it('takes the audit log newest first, with who did it', async () => {
    const db = firestore();
    const entry = (at: string, email: string | null) => ({
      at: new Date(at),
      moderator: { uid: 'mod-1', email },
      action: 'hide',
      jobId: 'job-1',
      jobTitle: 'Typist',
      reason: 'Reports checked',
      outcome: 'hidden',
    });
    write(db, 'moderationLog/one', entry('2026-11-01T10:00:00Z', 'meera@example.com'));
    write(db, 'moderationLog/two', entry('2026-11-02T10:00:00Z', null));
    const found = await nextAnswer(moderationLogQuery(db), (list) => list.length === 2);
    expect(found.map((logged) => [logged?.id, logged?.moderator.email])).toEqual([
      ['two', null],
      ['one', 'meera@example.com'],
    ]);
    expect(found[0]?.at).toEqual(new Date('2026-11-02T10:00:00Z'));
  });
});
