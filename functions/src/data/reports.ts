// `reports/{jobId}`, a summary per reported job, and `reports/{jobId}/reporters/{callerKey}`,
// one document per reporter: so nobody reports a job twice. Functions only.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  EARLIER_REPORT_REASONS,
  ReportJobInputSchema,
  type ReportReason,
} from '@portal/domain/moderation/job-report';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { withDates } from '@portal/domain/stored-dates';

/**
 * open: reported, still listed, waiting for a moderator. hidden: enough established reporters
 * took it down. restored: a moderator put it back (its count starts again; reports after that
 * put it in the queue again but never hide it). closed: a moderator closed the job for good.
 */
export const REPORT_STATUSES = ['open', 'hidden', 'restored', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The statuses a moderator still has to look at. */
export const REPORT_STATUSES_TO_REVIEW = ['open', 'hidden'] as const satisfies ReportStatus[];

export const ReportSummarySchema = z.object({
  jobId: z.string().min(1),
  /** Different reporters since the job was posted or last restored. */
  count: z.number().int().min(0),
  /** The networks of established reporters since then (reports/report-rules.ts). */
  trustedNetworks: z.array(z.string()).default([]),
  /** A moderator has restored the job at least once: only a moderator hides it again. */
  restored: z.boolean().default(false),
  lastReportedAt: z.date(),
  status: z.enum(REPORT_STATUSES),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReporterSchema = z.object({
  reason: z.union([ReportJobInputSchema.shape.reason, z.enum(EARLIER_REPORT_REASONS)]),
  note: z.string().optional(),
  /** Counted towards hiding the job: an established account on a network not seen before. */
  counted: z.boolean().default(false),
  reportedAt: z.date(),
});
export type Reporter = z.infer<typeof ReporterSchema>;

export function reportRef(db: Firestore, jobId: string): DocumentReference {
  return db.collection(COLLECTIONS.reports).doc(jobId);
}

export function reporterRef(db: Firestore, jobId: string, reporterKey: string) {
  return reportRef(db, jobId).collection('reporters').doc(reporterKey);
}

export function reportSummaryOf(data: DocumentData | undefined) {
  return data ? ReportSummarySchema.parse(withDates(data)) : null;
}

export async function readReportSummary(tx: Transaction, ref: DocumentReference) {
  return reportSummaryOf((await tx.get(ref)).data());
}

export async function hasReported(tx: Transaction, ref: DocumentReference): Promise<boolean> {
  return (await tx.get(ref)).exists;
}

/** One more reporter: their report, and the summary with its new count and status. */
export function recordReport(
  tx: Transaction,
  db: Firestore,
  report: {
    jobId: string;
    reporterKey: string;
    reason: ReportReason;
    note?: string | undefined;
    counted: boolean;
  },
  summary: {
    count: number;
    trustedNetworks: readonly string[];
    restored: boolean;
    status: ReportStatus;
  },
): void {
  const { jobId, reporterKey, reason, note, counted } = report;
  tx.create(reporterRef(db, jobId, reporterKey), {
    reason,
    ...(note ? { note } : {}),
    counted,
    reportedAt: FieldValue.serverTimestamp(),
  });
  tx.set(reportRef(db, jobId), {
    jobId,
    ...summary,
    lastReportedAt: FieldValue.serverTimestamp(),
  });
}

/** A moderator's decision. Restoring starts the count again; who reported stays on record. */
export function setReportStatus(
  tx: Transaction,
  ref: DocumentReference,
  status: ReportStatus,
): void {
  const restart = { count: 0, trustedNetworks: [], restored: true };
  tx.update(ref, { status, ...(status === 'restored' ? restart : {}) });
}

export function reportsToReviewQuery(db: Firestore): Query {
  return db.collection(COLLECTIONS.reports).where('status', 'in', [...REPORT_STATUSES_TO_REVIEW]);
}

/** Everyone who reported the job, newest first. */
export async function readReporters(db: Firestore, jobId: string): Promise<Reporter[]> {
  const snapshot = await reportRef(db, jobId).collection('reporters').get();
  return snapshot.docs
    .map((doc) => ReporterSchema.parse(withDates(doc.data())))
    .sort((a, b) => b.reportedAt.getTime() - a.reportedAt.getTime());
}
