// Reporting's one transaction: one report per reporter per job, limits per reporter, the job in
// the moderators' queue, and hidden in the same write when report-rules.ts says so and the
// site-wide number of hides this hour allows.
import type { ReportJobResult } from '@portal/domain/callables/callable-results';
import { isJobOpen } from '@portal/domain/jobs/job';
import { HIDES_PER_HOUR, type ReportJob } from '@portal/domain/moderation/job-report';
import type { Firestore } from 'firebase-admin/firestore';
import { listAsHidden } from '#src/data/hidden-jobs';
import { jobRef, readJobState, setJobStatus } from '#src/data/jobs';
import {
  hasReported,
  readReportSummary,
  recordReport,
  reporterRef,
  reportRef,
} from '#src/data/reports';
import { claimCallerSlot, claimHourlySlot } from '#src/limits/limit-claims';
import { noSuchJob } from '#src/platform/refusals';
import { decideReport, NO_REPORTS } from './report-rules';

export interface ReportToStore extends ReportJob {
  reporter: {
    /** One per person: the account, else the network (security/caller-key.ts). */
    key: string;
    network: string;
    /** Whose limits the report counts against. */
    limitKeys: readonly string[];
    established: boolean;
  };
  now: number;
}

export async function storeReport(
  db: Firestore,
  report: ReportToStore,
  { hidesPerHour = HIDES_PER_HOUR }: { hidesPerHour?: number } = {},
): Promise<ReportJobResult['outcome']> {
  const { jobId, reporter, now } = report;
  const job = jobRef(db, jobId);
  return db.runTransaction(async (tx) => {
    const [state, summary, reportedBefore, slot, hideSlot] = await Promise.all([
      readJobState(tx, job),
      readReportSummary(tx, reportRef(db, jobId)),
      hasReported(tx, reporterRef(db, jobId, reporter.key)),
      claimCallerSlot(tx, db, { action: 'report', callerKeys: reporter.limitKeys, now }),
      claimHourlySlot(tx, db, { action: 'hide', now, cap: hidesPerHour }),
    ]);
    if (!state || !isJobOpen(state, now)) throw noSuchJob();
    // Saying it again changes nothing, and is not held against the reporter's limit.
    if (reportedBefore) return 'already-reported';
    if (slot.refusal) throw slot.refusal;

    const {
      tally,
      counted,
      hide: enough,
    } = decideReport(summary ?? NO_REPORTS, reporter, report.reason);
    // Past the hour's number the job stays listed, first in the queue, for a moderator.
    const hide = enough && hideSlot.refusal === null;
    recordReport(
      tx,
      db,
      { ...report, reporterKey: reporter.key, counted },
      { ...tally, status: hide ? 'hidden' : 'open' },
    );
    if (hide) {
      setJobStatus(tx, job, 'hidden');
      listAsHidden(tx, db, jobId, true);
      hideSlot.record();
    }
    slot.record();
    return 'reported';
  });
}
