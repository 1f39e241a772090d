// 'Report this job': why, and an optional note. Enough reporters hide a job until reviewed.
import { z } from 'zod';
import { withoutControlCharacters } from './control-characters';

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam or scam' },
  { value: 'closed', label: 'Already closed' },
  { value: 'wrong-details', label: 'Wrong details' },
  { value: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export const REPORT_NOTE_MAX = 500;

/** Reports from this many different people hide a job until a moderator looks. */
export const REPORTS_TO_HIDE = 3;

const REASON_VALUES = REPORT_REASONS.map((reason) => reason.value) as [
  ReportReason,
  ...ReportReason[],
];

export const ReportJobInputSchema = z.object({
  jobId: z
    .string({ error: 'Say which job you are reporting.' })
    .min(1, 'Say which job you are reporting.')
    .max(200)
    .regex(/^[^/]+$/, 'That is not a job id.'),
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
