// A job's reports as the console reads them: `reports/{jobId}`, the summary (how many reported
// it and whether they hid it), and `reports/{jobId}/reporters/*`, one per reporter. The
// functions write both; moderators alone read them (firestore.rules).
import { COLLECTIONS } from '@portal/domain/constants';
import {
  REPORT_STATUSES_TO_REVIEW,
  ReporterSchema,
  ReportSummarySchema,
  type Reporter,
  type ReportSummary,
} from '@portal/domain/moderation/report-records';
import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { usePresent } from './present';

/** A reporter's report, keyed by its document (the reporter's caller key, never shown). */
export type ReporterReport = Reporter & { id: string };

/** The newest reports shown on a job: enough to judge it, and a bound on what one job costs. */
export const REPORTERS_SHOWN = 20;

const summaryConverter = schemaConverter(ReportSummarySchema, {
  read: (summary): ReportSummary => summary,
  refusal: 'Only the report functions write reports',
});

const reporterConverter = schemaConverter(ReporterSchema, {
  read: (reporter, snapshot): ReporterReport => ({ id: snapshot.id, ...reporter }),
  refusal: 'Only the report functions write reports',
});

/** The summaries a moderator still has to look at (open, or hidden by reports), at most `max`. */
export function reportsToReviewQuery(db: Firestore, max: number) {
  return query(
    collection(db, COLLECTIONS.reports).withConverter(summaryConverter),
    where('status', 'in', [...REPORT_STATUSES_TO_REVIEW]),
    limit(max),
  );
}

export function reportersQuery(db: Firestore, jobId: string) {
  return query(
    collection(db, COLLECTIONS.reports, jobId, 'reporters').withConverter(reporterConverter),
    orderBy('reportedAt', 'desc'),
    limit(REPORTERS_SHOWN),
  );
}

/** Every report on record for the job (from before a restore too), newest first, live. */
export function useReporters(jobId: string): LiveResult<ReporterReport[]> {
  const db = useFirestore();
  const reporters = useMemo(() => reportersQuery(db, jobId), [db, jobId]);
  return usePresent(useLiveQuery(reporters));
}
