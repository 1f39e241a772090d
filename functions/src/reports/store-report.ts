// Reporting's one transaction: one report per reporter per job, limits per reporter, and the
// job hidden, in the same write, once enough different people have reported it.
import type { ReportJobResult } from '@portal/domain/callable-results';
import { isJobOpen } from '@portal/domain/job';
import { REPORTS_TO_HIDE, type ReportJob } from '@portal/domain/job-report';
import type { Firestore } from 'firebase-admin/firestore';
import { listAsHidden } from '../data/hidden-jobs';
import { jobRef, readJobState, setJobStatus } from '../data/jobs';
import {
  hasReported,
  readReportSummary,
  recordReport,
  reporterRef,
  reportRef,
} from '../data/reports';
import { claimCallerSlot } from '../limits/limit-claims';
import { noSuchJob } from '../platform/refusals';

export interface ReportToStore extends ReportJob {
  reporterKey: string;
  now: number;
}

export async function storeReport(
  db: Firestore,
  report: ReportToStore,
): Promise<ReportJobResult['outcome']> {
  const { jobId, reporterKey, now } = report;
  const job = jobRef(db, jobId);
  return db.runTransaction(async (tx) => {
    const [state, summary, reportedBefore, slot] = await Promise.all([
      readJobState(tx, job),
      readReportSummary(tx, reportRef(db, jobId)),
      hasReported(tx, reporterRef(db, jobId, reporterKey)),
      claimCallerSlot(tx, db, { action: 'report', callerKey: reporterKey, now }),
    ]);
    if (!state || !isJobOpen(state, now)) throw noSuchJob();
    // Saying it again changes nothing, and is not held against the reporter's limit.
    if (reportedBefore) return 'already-reported';
    if (slot.refusal) throw slot.refusal;

    const count = (summary?.count ?? 0) + 1;
    const hide = count >= REPORTS_TO_HIDE;
    recordReport(tx, db, report, { count, status: hide ? 'hidden' : 'open' });
    if (hide) {
      setJobStatus(tx, job, 'hidden');
      listAsHidden(tx, db, jobId, true);
    }
    slot.record();
    return 'reported';
  });
}
