// What a moderator does with held and reported jobs: list the queue (the jobs the screen at the
// door held, with its signals; the reported, with their reports), restore a job (it is listed:
// a held job goes live, a reported one is listed again and later reports put it back in the
// queue but never hide it), or close it for good.
import type { JobStatus } from '@portal/domain/jobs/job';
import type { Firestore } from 'firebase-admin/firestore';
import { listAsHidden } from '#src/data/hidden-jobs';
import { heldJobsQuery, jobRef, jobStateOf, setJobStatus } from '#src/data/jobs';
import { readScreening, type StoredScreening } from '#src/data/screenings';
import { indexJobsNow } from '#src/search/index-on-write';
import {
  readReporters,
  readReportSummary,
  reportRef,
  reportSummaryOf,
  reportsToReviewQuery,
  setReportStatus,
  type Reporter,
  type ReportStatus,
} from '#src/data/reports';

export interface ModerationEntry {
  jobId: string;
  /** The job as stored, or null when it is gone or unreadable. */
  job: { Title: string; Company: string; status: JobStatus } | null;
  reportStatus: ReportStatus;
  /** Different reporters since the job was posted or last restored. */
  count: number;
  lastReportedAt: Date;
  /** Every report on record, newest first (those from before a restore too). */
  reports: Reporter[];
}

/** The jobs waiting for a moderator: hidden ones first, then the most reported, then the newest. */
export async function listModeration(db: Firestore): Promise<ModerationEntry[]> {
  const snapshot = await reportsToReviewQuery(db).get();
  const entries = await Promise.all(
    snapshot.docs.map(async (doc): Promise<ModerationEntry> => {
      const summary = reportSummaryOf(doc.data());
      if (!summary) throw new Error(`Report ${doc.id} vanished while it was read`);
      const [job, reports] = await Promise.all([
        jobRef(db, summary.jobId).get().then(jobStateOf),
        readReporters(db, summary.jobId),
      ]);
      return {
        jobId: summary.jobId,
        job: job && { Title: job.Title, Company: job.Company, status: job.status },
        reportStatus: summary.status,
        count: summary.count,
        lastReportedAt: summary.lastReportedAt,
        reports,
      };
    }),
  );
  const hiddenFirst = (entry: ModerationEntry) => (entry.reportStatus === 'hidden' ? 0 : 1);
  return entries.sort(
    (a, b) =>
      hiddenFirst(a) - hiddenFirst(b) ||
      b.count - a.count ||
      b.lastReportedAt.getTime() - a.lastReportedAt.getTime(),
  );
}

export interface HeldEntry {
  jobId: string;
  Title: string;
  Company: string;
  createdAt: Date;
  /** What the screen found; null when a post was held with nothing recorded. */
  screening: StoredScreening | null;
}

/** The jobs the screen at the door held, oldest first: the longest waiting come first. */
export async function listHeld(db: Firestore): Promise<HeldEntry[]> {
  const snapshot = await heldJobsQuery(db).get();
  const entries = await Promise.all(
    snapshot.docs.map(async (doc): Promise<HeldEntry | null> => {
      const job = jobStateOf(doc);
      if (!job) return null;
      const { Title, Company, createdAt } = job;
      return {
        jobId: doc.id,
        Title,
        Company,
        createdAt,
        screening: await readScreening(db, doc.id),
      };
    }),
  );
  return entries
    .filter((entry): entry is HeldEntry => entry !== null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A moderator named a job that does not exist. */
export class UnknownJobError extends Error {
  constructor(readonly jobId: string) {
    super(`There is no job with the id ${jobId}.`);
    this.name = 'UnknownJobError';
  }
}

export interface ModerationOutcome {
  jobId: string;
  Title: string;
  Company: string;
  status: JobStatus;
}

/** Sets the job's status, takes it off the hidden list, and files its report under `decision`. */
async function decide(
  db: Firestore,
  jobId: string,
  status: JobStatus,
  decision: ReportStatus,
): Promise<ModerationOutcome> {
  const job = jobRef(db, jobId);
  const report = reportRef(db, jobId);
  return db.runTransaction(async (tx) => {
    const [snapshot, summary] = await Promise.all([tx.get(job), readReportSummary(tx, report)]);
    if (!snapshot.exists) throw new UnknownJobError(jobId);
    const state = jobStateOf(snapshot);
    setJobStatus(tx, job, status);
    listAsHidden(tx, db, jobId, false);
    if (summary) setReportStatus(tx, report, decision);
    return { jobId, Title: state?.Title ?? '', Company: state?.Company ?? '', status };
  });
}

/**
 * Lists the job: a held one goes live; a reported one is listed again, its reporters so far
 * cannot report it again, and new reports queue it.
 */
export async function restoreJob(db: Firestore, jobId: string): Promise<ModerationOutcome> {
  const outcome = await decide(db, jobId, 'active', 'restored');
  await indexJobsNow(db, [jobId]);
  return outcome;
}

/** Closes the job: it stays readable as closed, so every browser's copy closes too. */
export async function closeJobForGood(db: Firestore, jobId: string): Promise<ModerationOutcome> {
  const outcome = await decide(db, jobId, 'closed', 'closed');
  await indexJobsNow(db, [jobId]);
  return outcome;
}
