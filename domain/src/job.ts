// The job document as stored in `jobs/{id}`, validated wherever it crosses a boundary.
import { z } from 'zod';

export const JOB_TYPES = ['Job', 'Internship'] as const;
export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

export const JOB_STATUSES = ['active', 'closed'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** Limits shared with firestore.rules: keep the two in step. */
export const JOB_LIMITS = {
  shortText: 200,
  url: 2000,
  richText: 20000,
} as const;

const requiredShort = z.string().trim().min(1).max(JOB_LIMITS.shortText);
const optionalShort = z.string().trim().max(JOB_LIMITS.shortText).optional();
const optionalRich = z.string().max(JOB_LIMITS.richText).optional();

/** Fields a person writes when posting a job; rich-text fields hold HTML. */
export const JobFieldsSchema = z.object({
  Title: requiredShort,
  Type: JobTypeSchema,
  Company: requiredShort,
  ApplyURL: z.string().trim().min(1).max(JOB_LIMITS.url),
  Skills: z.string().trim().min(1).max(JOB_LIMITS.richText),
  Description: optionalRich,
  Country: optionalShort,
  City: optionalShort,
  WorkType: optionalShort,
  Experience: z
    .string()
    .max(JOB_LIMITS.shortText * 5)
    .optional(),
  Batch: optionalShort,
  Degree: optionalRich,
  CompanyDescription: optionalRich,
  Salary: optionalShort,
  Responsibilities: optionalRich,
});
export type JobFields = z.infer<typeof JobFieldsSchema>;

/** A stored job: the posted fields plus what the platform adds. Dates are plain Dates here. */
export const JobDocumentSchema = JobFieldsSchema.extend({
  createdAt: z.date(),
  updatedAt: z.date(),
  postedBy: z.string().min(1).nullable(),
  status: JobStatusSchema,
});
export type JobDocument = z.infer<typeof JobDocumentSchema>;

export type Job = JobDocument & { id: string };

/** 'City, Country', or whichever of the two exists, or '' when neither does. */
export function formatLocation(job: Pick<JobFields, 'City' | 'Country'>): string {
  return [job.City, job.Country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** The URL when it is an absolute http(s) URL, otherwise null: never link to javascript: and friends. */
export function safeHttpUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
