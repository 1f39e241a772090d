// The moderators' console calls these: `moderateJob` (approve, hide, restore, remove) and
// `blockPoster`. Each checks the caller is a moderator before it reads anything, and answers
// bad input with the field's message.
import { fieldMessages } from '@portal/domain/field-messages';
import {
  BlockPosterInputSchema,
  ModerateJobInputSchema,
  type BlockPosterResult,
  type ModerateJobResult,
} from '@portal/domain/moderation/moderation-actions';
import { getAuth } from 'firebase-admin/auth';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { blockPoster, moderateJob } from './moderate-job';
import { requireModerator } from './moderators';

const LABELS = { jobId: 'Job', action: 'Action', reason: 'Reason', scope: 'Block', days: 'Days' };

export const moderateJobCallable = callable(
  'Moderating the job',
  async (request): Promise<ModerateJobResult> => {
    const db = adminFirestore('Moderating the job');
    const moderator = await requireModerator(request, getAuth());
    const parsed = ModerateJobInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), LABELS);
    const { jobId, status } = await moderateJob(db, { ...parsed.data, moderator });
    return { jobId, status };
  },
);

export const blockPosterCallable = callable(
  'Blocking the poster',
  async (request): Promise<BlockPosterResult> => {
    const db = adminFirestore('Blocking the poster');
    const moderator = await requireModerator(request, getAuth());
    const parsed = BlockPosterInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), LABELS);
    const { blockedUntil } = await blockPoster(db, {
      ...parsed.data,
      moderator,
      now: Date.now(),
    });
    return { blockedUntil: blockedUntil.toISOString() };
  },
);
