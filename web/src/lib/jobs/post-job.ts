// Posting a job: the `postJob` callable, which checks the form with the same schema, cleans the
// rich text and stores the job. Needs the network; answers the new job's id or a Refusal.
import { PostJobResultSchema, type PostJobResult } from '@portal/domain/callable-results';
import type { PostJobInput } from '@portal/domain/post-job';
import type { Functions } from 'firebase/functions';
import { callFunction, type CallOutcome } from '../firebase/callables';

export function postJob(
  functions: Functions,
  input: PostJobInput,
): Promise<CallOutcome<PostJobResult>> {
  // The SDK sends an absent field as null, which the schema refuses: leave absent ones out.
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return callFunction(functions, 'postJob', sent, PostJobResultSchema);
}
