// The reportJob callable: check the report, then record it in one transaction.
import type { ReportJobResult } from '@portal/domain/callable-results';
import { ReportJobInputSchema } from '@portal/domain/job-report';
import { fieldMessages } from '@portal/domain/post-job';
import { adminFirestore } from '../platform/admin';
import { callable } from '../platform/callable';
import { invalidFields } from '../platform/refusals';
import { indexJobsNow } from '../search/index-on-write';
import { callerKey } from '../security/caller-key';
import { callerSalt } from '../security/caller-salt';
import { storeReport } from './store-report';

/** How a refusal names the report's fields. */
const REPORT_LABELS = { jobId: 'Job', reason: 'Reason', note: 'Note' } as const;

export const reportJob = callable('Reporting', async (request): Promise<ReportJobResult> => {
  const parsed = ReportJobInputSchema.safeParse(request.data);
  if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), REPORT_LABELS);
  const db = adminFirestore('Reporting');
  const outcome = await storeReport(db, {
    ...parsed.data,
    reporterKey: callerKey(request, callerSalt()),
    now: Date.now(),
  });
  // A report may have hidden the job: search leaves it out at once.
  await indexJobsNow(db, [parsed.data.jobId]);
  return { outcome };
});
