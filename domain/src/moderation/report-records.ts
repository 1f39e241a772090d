// A job's reports as stored: `reports/{jobId}`, a summary, and `reports/{jobId}/reporters/{key}`,
// one per reporter. The functions write them; the moderators' console reads them.
import { z } from 'zod';
import { EARLIER_REPORT_REASONS, ReportJobInputSchema } from './job-report';

/**
 * open: reported, still listed, waiting for a moderator. hidden: enough established reporters
 * took it down. restored: a moderator put it back (its count starts again; reports after that
 * put it in the queue again but never hide it). closed: a moderator closed or removed the job for good.
 */
export const REPORT_STATUSES = ['open', 'hidden', 'restored', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The statuses a moderator still has to look at. */
export const REPORT_STATUSES_TO_REVIEW = ['open', 'hidden'] as const satisfies ReportStatus[];

export const ReportSummarySchema = z.object({
  jobId: z.string().min(1),
  /** Different reporters since the job was posted or last restored. */
  count: z.number().int().min(0),
  /** The networks of established reporters since then (reports/report-rules.ts). */
  trustedNetworks: z.array(z.string()).default([]),
  /** A moderator has restored the job at least once: only a moderator hides it again. */
  restored: z.boolean().default(false),
  lastReportedAt: z.date(),
  status: z.enum(REPORT_STATUSES),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReporterSchema = z.object({
  reason: z.union([ReportJobInputSchema.shape.reason, z.enum(EARLIER_REPORT_REASONS)]),
  note: z.string().optional(),
  /** Counted towards hiding the job: an established account on a network not seen before. */
  counted: z.boolean().default(false),
  reportedAt: z.date(),
});
export type Reporter = z.infer<typeof ReporterSchema>;
