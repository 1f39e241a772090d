// Posting a job: the form's ticket from `openPostForm` as it opens (the server's signed time, from
// which it measures how long the form took), then the `postJob` callable, which checks the form
// with the same schema, cleans the rich text and stores the job. Both need the network; each
// answers its result or a Refusal.
import {
  PostFormTicketSchema,
  PostJobResultSchema,
  type PostFormTicket,
  type PostJobResult,
} from '@portal/domain/callables/callable-results';
import type { PostJobInput } from '@portal/domain/posting/post-job';
import type { Functions } from 'firebase/functions';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';

export function postJob(
  functions: Functions,
  input: PostJobInput,
): Promise<CallOutcome<PostJobResult>> {
  // The SDK sends an absent field as null, which the schema refuses: leave absent ones out.
  const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return callFunction(functions, 'postJob', sent, PostJobResultSchema);
}

export function openPostForm(functions: Functions): Promise<CallOutcome<PostFormTicket>> {
  return callFunction(functions, 'openPostForm', {}, PostFormTicketSchema);
}
