// 'Report this job': why, and an optional note. Reports fill the moderators' queue; enough
// established reporters hide a job until it is reviewed, and one is enough when the job asks
// for money.
import { z } from 'zod';
import { JOB_ID } from '../jobs/job';
import { withoutControlCharacters } from '../control-characters';

export const REPORT_REASONS = [
  { value: 'asks-for-money', label: 'Asks for money' },
  { value: 'impersonation', label: 'Fake company or impersonation' },
  { value: 'closed', label: 'Job closed or filled' },
  { value: 'misleading', label: 'Misleading' },
  { value: 'offensive', label: 'Offensive' },
  { value: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

/**
 * Reasons a single established reporter's report hides the job at once: money asked of the
 * applicant is the harm we most want gone, and the easiest for a reader to see.
 */
export const REASONS_THAT_HIDE_AT_ONCE: readonly ReportReason[] = ['asks-for-money'];

/** Reasons stored by reports from before the categories: still read, never offered. */
export const EARLIER_REPORT_REASONS = ['spam', 'wrong-details'] as const;

export const REPORT_NOTE_MAX = 500;

/**
 * Reports from established reporters on this many different networks hide a job until a
 * moderator looks. Anyone else's report only puts the job in the moderators' queue.
 */
export const REPORTS_TO_HIDE = 3;

/** An established reporter's account has a verified address and is at least this old. */
export const ESTABLISHED_ACCOUNT_DAYS = 7;

/** Jobs that reports may hide in one clock hour, site-wide; past it they wait for a moderator. */
export const HIDES_PER_HOUR = 10;

const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [
  ReportReason,
  ...ReportReason[],
];

export const ReportJobInputSchema = z.object({
  jobId: z
    .string({ error: 'Say which job you are reporting.' })
    .min(1, 'Say which job you are reporting.')
    .regex(JOB_ID, 'That is not a job id.'),
  reason: z.enum(REASON_VALUES, { error: 'Choose why you are reporting this job.' }),
  note: z
    .string()
    // Silently, as in a posted job (control-characters.ts): nobody can see what goes.
    .overwrite(withoutControlCharacters)
    .trim()
    .max(REPORT_NOTE_MAX, `Keep the note to ${REPORT_NOTE_MAX} characters or fewer.`)
    .optional()
    .transform((value) => value || undefined),
});
export type ReportJobInput = z.input<typeof ReportJobInputSchema>;
export type ReportJob = z.output<typeof ReportJobInputSchema>;
