// What a moderator may do to a job, from the console or the terminal, and what each action
// takes and answers: shared by the console, the callables and `npm run moderate`.
import { z } from 'zod';
import { withoutControlCharacters } from '../control-characters';
import { JOB_ID, type JobStatus } from '../jobs/job';

/** The Firebase Auth custom claim that makes an account a moderator (`{ moderator: true }`). */
export const MODERATOR_CLAIM = 'moderator';

export interface ModerationAction {
  value: 'approve' | 'hide' | 'restore' | 'remove';
  label: string;
  /** The statuses a job may have for this action to apply. */
  from: readonly JobStatus[];
  to: JobStatus;
}

export const MODERATION_ACTIONS = [
  { value: 'approve', label: 'Approve', from: ['held'], to: 'active' },
  { value: 'hide', label: 'Hide', from: ['active'], to: 'hidden' },
  { value: 'restore', label: 'Restore', from: ['hidden', 'removed'], to: 'active' },
  {
    value: 'remove',
    label: 'Remove for good',
    from: ['held', 'hidden', 'active', 'closed'],
    to: 'removed',
  },
] as const satisfies readonly ModerationAction[];
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number]['value'];

const ACTION_VALUES = MODERATION_ACTIONS.map((action) => action.value) as [
  ModerationActionName,
  ...ModerationActionName[],
];

export function moderationAction(name: ModerationActionName): ModerationAction {
  const action = MODERATION_ACTIONS.find((known) => known.value === name);
  if (!action) throw new Error(`No moderation action ${name}`);
  return action;
}

/** The actions that apply to a job with this status, in the console's order. */
export function actionsFor(status: JobStatus): ModerationAction[] {
  return MODERATION_ACTIONS.filter((action) =>
    (action.from as readonly JobStatus[]).includes(status),
  );
}

export const MODERATION_REASON_MAX = 500;

/** Every action says why: the audit log is how moderators answer for what they did. */
const reason = z
  .string({ error: 'Say why, in a few words.' })
  .overwrite(withoutControlCharacters)
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(MODERATION_REASON_MAX, `Keep the reason to ${MODERATION_REASON_MAX} characters or fewer.`);

const jobId = z
  .string({ error: 'Say which job.' })
  .min(1, 'Say which job.')
  .regex(JOB_ID, 'That is not a job id.');

export const ModerateJobInputSchema = z.object({
  jobId,
  action: z.enum(ACTION_VALUES, { error: 'Choose what to do with the job.' }),
  reason,
});
export type ModerateJobInput = z.input<typeof ModerateJobInputSchema>;

export const ModerateJobResultSchema = z.object({ jobId: z.string(), status: z.string() });
export type ModerateJobResult = z.infer<typeof ModerateJobResultSchema>;

export const BLOCK_SCOPES = [
  { value: 'account', label: 'Their account' },
  { value: 'network', label: 'Their network' },
] as const;
export const BLOCK_DAYS_MAX = 365;

export const BlockPosterInputSchema = z.object({
  jobId,
  scope: z.enum(['account', 'network'], { error: 'Choose the account or the network.' }),
  days: z
    .number({ error: 'Say for how many days.' })
    .int('Say a whole number of days.')
    .min(1, 'Block for at least a day.')
    .max(BLOCK_DAYS_MAX, `Block for at most ${BLOCK_DAYS_MAX} days.`),
  reason,
});
export type BlockPosterInput = z.input<typeof BlockPosterInputSchema>;

export const BlockPosterResultSchema = z.object({ blockedUntil: z.iso.datetime() });
export type BlockPosterResult = z.infer<typeof BlockPosterResultSchema>;

/** One line of the audit log, `moderationLog/{id}`: who did what to which job, and why. */
export const ModerationLogEntrySchema = z.object({
  at: z.date(),
  moderator: z.object({ uid: z.string(), email: z.string().nullable() }),
  action: z.enum([...ACTION_VALUES, 'block']),
  jobId: z.string(),
  jobTitle: z.string(),
  reason: z.string(),
  /** The job's status after the action; for a block, what was blocked and until when. */
  outcome: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;
