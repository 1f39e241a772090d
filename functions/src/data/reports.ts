// `reports/{jobId}`, a summary per reported job, and `reports/{jobId}/reporters/{callerKey}`,
// one document per reporter: so nobody reports a job twice. Functions write; moderators read.
// Their shapes are domain's (moderation/report-records.ts), which the console reads too.
import { COLLECTIONS } from '@portal/domain/constants';
import type { ReportReason } from '@portal/domain/moderation/job-report';
import {
  ReporterSchema,
  ReportSummarySchema,
  REPORT_STATUSES_TO_REVIEW,
  type Reporter,
  type ReportStatus,
} from '@portal/domain/moderation/report-records';
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { withDates } from '@portal/domain/stored-dates';

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

export {
  REPORT_STATUSES,
  REPORT_STATUSES_TO_REVIEW,
  ReporterSchema,
  ReportSummarySchema,
  type Reporter,
  type ReportStatus,
  type ReportSummary,
} from '@portal/domain/moderation/report-records';
