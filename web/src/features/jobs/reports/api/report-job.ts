// 'Report this job': the reportJob callable.
import {
  ReportJobResultSchema,
  type ReportJobResult,
} from '@portal/domain/callables/callable-results';
import type { ReportJobInput } from '@portal/domain/moderation/job-report';
import type { Functions } from 'firebase/functions';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';

export function reportJob(
  functions: Functions,
  input: ReportJobInput,
): Promise<CallOutcome<ReportJobResult>> {
  return callFunction(functions, 'reportJob', input, ReportJobResultSchema);
}
