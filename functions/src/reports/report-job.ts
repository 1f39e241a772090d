// The reportJob callable: check the report, weigh the reporter, then record it in one transaction.
import type { ReportJobResult } from '@portal/domain/callables/callable-results';
import { ReportJobInputSchema } from '@portal/domain/moderation/job-report';
import { fieldMessages } from '@portal/domain/field-messages';
import { getAuth } from 'firebase-admin/auth';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { indexJobsNow } from '#src/search/index-on-write';
import { identifyCaller, type Caller } from '#src/security/caller-key';
import { callerSalt } from '#src/security/caller-salt';
import { isEstablished } from './report-rules';
import { storeReport } from './store-report';

/** How a refusal names the report's fields. */
const REPORT_LABELS = { jobId: 'Job', reason: 'Reason', note: 'Note' } as const;

/** Whether the caller's account is established; its age is on record only in Auth. */
async function establishedReporter({ account }: Caller, now: number): Promise<boolean> {
  if (!account?.verified) return false;
  const { metadata } = await getAuth().getUser(account.uid);
  return isEstablished({ verified: true, createdAt: Date.parse(metadata.creationTime) }, now);
}

export const reportJob = callable(
  'Reporting',
  async (request): Promise<ReportJobResult> => {
    const parsed = ReportJobInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), REPORT_LABELS);
    const db = adminFirestore('Reporting');
    const now = Date.now();
    const caller = identifyCaller(request, callerSalt());
    const outcome = await storeReport(db, {
      ...parsed.data,
      reporter: { ...caller, established: await establishedReporter(caller, now) },
      now,
    });
    // A report may have hidden the job: search leaves it out at once.
    await indexJobsNow(db, [parsed.data.jobId]);
    return { outcome };
  },
  { limitedUse: true },
);
