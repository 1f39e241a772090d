// The moderators' queue as the terminal lists it (`npm run moderate`): the jobs the screen at
// the door held, with its signals, and the reported, with their reports. The console reads the
// same documents live; what a moderator does to a job is in moderate-job.ts.
import type { JobStatus } from '@portal/domain/jobs/job';
import type { Firestore } from 'firebase-admin/firestore';
import { heldJobsQuery, jobRef, jobStateOf } from '#src/data/jobs';
import type { ScreeningRecord } from '@portal/domain/moderation/screening-record';
import { readScreening } from '#src/data/screenings';
import {
  readReporters,
  reportSummaryOf,
  reportsToReviewQuery,
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
  screening: ScreeningRecord | null;
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
