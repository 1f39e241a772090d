// What a moderator does to a job: the `moderateJob` callable (approve, hide, restore, remove for
// good) and `blockPoster`. Each checks the caller is a moderator on the account itself, takes
// the reason for the audit log, and answers its result or a Refusal.
import {
  BlockPosterResultSchema,
  ModerateJobResultSchema,
  type BlockPosterInput,
  type BlockPosterResult,
  type ModerateJobInput,
  type ModerateJobResult,
} from '@portal/domain/moderation/moderation-actions';
import type { Functions } from 'firebase/functions';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';

export function moderateJob(
  functions: Functions,
  input: ModerateJobInput,
): Promise<CallOutcome<ModerateJobResult>> {
  return callFunction(functions, 'moderateJob', input, ModerateJobResultSchema);
}

export function blockPoster(
  functions: Functions,
  input: BlockPosterInput,
): Promise<CallOutcome<BlockPosterResult>> {
  return callFunction(functions, 'blockPoster', input, BlockPosterResultSchema);
}
