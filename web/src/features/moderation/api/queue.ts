// The moderators' queue, live: the jobs the screen at the door held, the jobs reports (or a
// moderator) hid, and the jobs with reports still to review, whose job may still be listed.
// Two queries and, for the reported jobs, a listener on each job; an action on a job changes
// its status and its report's, so it leaves or moves in the queue with no reload.
import { JOB_ID, JOB_STATUSES, type Job, type JobStatus } from '@portal/domain/jobs/job';
import type { ReportSummary } from '@portal/domain/moderation/report-records';
import { limit, orderBy, query, where, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';
import { watchJobsById } from '@/lib/jobs/jobs-by-id';
import { jobsCollection } from '@/lib/jobs/job-documents';
import { usePresent } from './present';
import { reportsToReviewQuery } from './reports';

/** Held by the screen, or hidden: nobody sees these until a moderator decides. */
export const STATUSES_TO_REVIEW = ['held', 'hidden'] as const satisfies readonly JobStatus[];

/**
 * At most this many of each kind (held or hidden jobs; report summaries): a flood of held
 * posts must not make the console read without end. The rest come as these are dealt with.
 */
export const QUEUE_LIMIT = 50;

export interface QueueItem {
  jobId: string;
  /** The job as stored; null when it is gone or does not match its schema. */
  job: Job | null;
  /** Its reports' summary, when it has reports to review. */
  report: ReportSummary | null;
}

export interface Queue {
  items: QueueItem[];
  /** A query came back full: there may be more than is shown. */
  cut: boolean;
}

/** Newest first (the index on status and createdAt). */
export function jobsToReviewQuery(db: Firestore) {
  return query(
    jobsCollection(db),
    where('status', 'in', [...STATUSES_TO_REVIEW]),
    orderBy('createdAt', 'desc'),
    limit(QUEUE_LIMIT),
  );
}

const waiting = (item: QueueItem) =>
  item.job && (STATUSES_TO_REVIEW as readonly JobStatus[]).includes(item.job.status) ? 0 : 1;
const postedAt = (item: QueueItem) =>
  (item.job?.createdAt ?? item.report?.lastReportedAt ?? new Date(0)).getTime();

/** Held and hidden jobs first, then the most reported, then the newest. */
export function queueOrder(items: readonly QueueItem[]): QueueItem[] {
  return [...items].sort(
    (a, b) =>
      waiting(a) - waiting(b) ||
      (b.report?.count ?? 0) - (a.report?.count ?? 0) ||
      postedAt(b) - postedAt(a),
  );
}

/**
 * Puts the two lists together, one item per job. A reported job whose own listener has not
 * answered yet is left out until it has, rather than shown as gone.
 */
export function queueItems(
  jobs: readonly Job[],
  reports: readonly ReportSummary[],
  reportedJobs: ReadonlyMap<string, Job | null>,
): QueueItem[] {
  const items = new Map<string, QueueItem>();
  for (const job of jobs) items.set(job.id, { jobId: job.id, job, report: null });
  for (const report of reports) {
    const known = items.get(report.jobId)?.job ?? reportedJobs.get(report.jobId);
    if (known === undefined) continue;
    items.set(report.jobId, { jobId: report.jobId, job: known, report });
  }
  return queueOrder([...items.values()]);
}

/** The ids a reported job may have: a stored summary's is not checked, and a path is built of it. */
function jobIdsOf(reports: readonly ReportSummary[]): string[] {
  return [...new Set(reports.map((report) => report.jobId).filter((id) => JOB_ID.test(id)))];
}

/**
 * Follows each of these jobs, whatever its status: its answer, or null when it is missing or
 * unreadable; absent until it has answered. Listeners are added and dropped one by one as the
 * ids change, so a new report does not start the others again.
 */
function useJobsById(ids: readonly string[]): ReadonlyMap<string, Job | null> {
  const db = useFirestore();
  const key = [...ids].sort().join(',');
  const [answers, setAnswers] = useState<ReadonlyMap<string, Job | null>>(new Map());
  const listeners = useRef(new Map<string, Unsubscribe>());

  useEffect(() => {
    const following = listeners.current;
    const wanted = new Set(key ? key.split(',') : []);
    for (const [id, stop] of following) {
      if (wanted.has(id)) continue;
      stop();
      following.delete(id);
    }
    for (const id of wanted) {
      if (following.has(id)) continue;
      const stop = watchJobsById(db, [id], JOB_STATUSES, (jobs) =>
        setAnswers((known) => new Map(known).set(id, jobs.get(id) ?? null)),
      );
      following.set(id, stop);
    }
  }, [db, key]);

  useEffect(() => {
    const following = listeners.current;
    return () => {
      for (const stop of following.values()) stop();
      following.clear();
    };
  }, [db]);

  return answers;
}

/** The queue in its order, live; an error when either list cannot be read. */
export function useModerationQueue(): LiveResult<Queue> {
  const db = useFirestore();
  const jobsQuery = useMemo(() => jobsToReviewQuery(db), [db]);
  const reportsQuery = useMemo(() => reportsToReviewQuery(db, QUEUE_LIMIT), [db]);
  const jobs = usePresent(useLiveQuery(jobsQuery));
  const reports = usePresent(useLiveQuery(reportsQuery));
  const reportedIds = useMemo(
    () => (reports.status === 'success' ? jobIdsOf(reports.data) : []),
    [reports],
  );
  const reportedJobs = useJobsById(reportedIds);

  // Loading until every reported job has answered once; after that, one reported anew joins
  // the list when its job answers, and the list never goes back to loading.
  const [ready, setReady] = useState(false);
  const answered =
    jobs.status === 'success' &&
    reports.status === 'success' &&
    reportedIds.every((id) => reportedJobs.has(id));
  if (answered && !ready) setReady(true);

  return useMemo((): LiveResult<Queue> => {
    if (jobs.status === 'error') return jobs;
    if (reports.status === 'error') return reports;
    if (jobs.status === 'loading' || reports.status === 'loading' || !(ready || answered)) {
      return { status: 'loading' };
    }
    return {
      status: 'success',
      data: {
        items: queueItems(jobs.data, reports.data, reportedJobs),
        cut: jobs.data.length >= QUEUE_LIMIT || reports.data.length >= QUEUE_LIMIT,
      },
    };
  }, [jobs, reports, reportedJobs, ready, answered]);
}
