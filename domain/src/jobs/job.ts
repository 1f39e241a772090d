// The job document as stored in `jobs/{id}`, validated wherever it crosses a boundary.
import { z } from 'zod';
import { asOneLine, withoutControlCharacters } from '../control-characters';
import { once } from '../once';
import { paySchema } from './pay';
import { POSTER_KEY } from './poster-key';

export const JOB_TYPES = ['Job', 'Internship'] as const;
export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

/**
 * What a job's id may be: Firestore's auto ids and the seed's. Anything else a caller sends names
 * no job, and never reaches a path, a log or a moderator's terminal.
 */
export const JOB_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * active: listed until it expires. closed: filled, expired or closed by a moderator; readable,
 * so every browser's sync hears of it. hidden: reported by enough people to be taken down until
 * a moderator looks. held: the screen at the door (moderation/screen) found it looks like a
 * scam, so it waits for a moderator before anyone sees it. removed: a moderator took it down for
 * good. No client reads a hidden, held or removed job but its poster and the moderators.
 */
export const JOB_STATUSES = ['active', 'closed', 'hidden', 'held', 'removed'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

/** The statuses anyone may read (firestore.rules): what the jobs sync asks for. */
export const READABLE_JOB_STATUSES = ['active', 'closed'] as const satisfies readonly JobStatus[];

/** Whether anyone may see a job with this status: a hidden or held job is missing to them. */
export function isPublicStatus(status: JobStatus): boolean {
  return (READABLE_JOB_STATUSES as readonly JobStatus[]).includes(status);
}

/** Limits shared with firestore.rules: keep the two in step. */
export const JOB_LIMITS = {
  /** Title, Company, Country, City, Work Type, Batch, Salary. */
  shortText: 200,
  experience: 1000,
  url: 2000,
  /** The stored HTML of one rich-text field. */
  richText: 20000,
  /** The text a reader sees of one rich-text field: what the form counts. */
  richTextChars: 5000,
} as const;

/**
 * Fields a person writes when posting a job; rich-text fields hold HTML. Built on first use
 * (../once.ts), as the document's schema is: a board's first load reads job types and limits from
 * this module and never parses a whole job, and zod's schemas cost its main thread to build.
 */
export const jobFieldsSchema = once(() => {
  // Controls and escape sequences go on the way in and on the way out: a job stored before the
  // form took them out is read without them wherever this schema parses it.
  const oneLine = z.string().overwrite(asOneLine);
  const lines = z.string().overwrite(withoutControlCharacters);
  const requiredShort = oneLine.trim().min(1).max(JOB_LIMITS.shortText);
  const optionalShort = oneLine.trim().max(JOB_LIMITS.shortText).optional();
  const optionalRich = lines.max(JOB_LIMITS.richText).optional();

  return z.object({
    Title: requiredShort,
    Type: JobTypeSchema,
    Company: requiredShort,
    ApplyURL: z.string().trim().min(1).max(JOB_LIMITS.url),
    Skills: lines.trim().min(1).max(JOB_LIMITS.richText),
    Description: optionalRich,
    Country: optionalShort,
    City: optionalShort,
    WorkType: optionalShort,
    Experience: lines.max(JOB_LIMITS.experience).optional(),
    Batch: optionalShort,
    Degree: optionalRich,
    CompanyDescription: optionalRich,
    /** The pay as a reader sees it: made from `Pay` (pay.ts), or as a job posted before wrote it. */
    Salary: optionalShort,
    Responsibilities: optionalRich,
    /** What the job pays (pay.ts); absent on a job posted before pay had its own field. */
    Pay: paySchema().optional(),
  });
});
export type JobFields = z.infer<ReturnType<typeof jobFieldsSchema>>;

/**
 * The rich-text fields: HTML from the post form's editor, cleaned on the server before it is
 * stored, shown as HTML and searched as the text a reader sees.
 */
export const RICH_TEXT_FIELDS = [
  'Description',
  'Degree',
  'Skills',
  'CompanyDescription',
  'Responsibilities',
] as const satisfies readonly (keyof JobFields)[];
export type RichTextField = (typeof RICH_TEXT_FIELDS)[number];

/** A stored job: the posted fields plus what the platform adds. Dates are plain Dates here. */
export const jobDocumentSchema = once(() =>
  jobFieldsSchema().extend({
    createdAt: z.date(),
    updatedAt: z.date(),
    /** The moment it stops being listed, whether or not the expiry run has closed it yet. */
    expiresAt: z.date(),
    /** When its poster last said it is still open (./still-hiring.ts); absent until they do. */
    confirmedAt: z.date().optional(),
    /**
     * Who posted it, as a hash of their uid (./poster-key.ts), never the uid: anyone reads an
     * active job. Null for a guest's post, and read as null on a job stored before there were
     * keys, until `npm run moderate -- migrate-poster-keys` has rewritten it.
     */
    posterKey: z.string().regex(POSTER_KEY).nullable().default(null),
    status: JobStatusSchema,
    /** The domain its poster verified a work address at (domain/employers), when they had. */
    verifiedDomain: z.string().min(1).optional(),
  }),
);
export type JobDocument = z.infer<ReturnType<typeof jobDocumentSchema>>;

export type Job = JobDocument & { id: string };

/**
 * Whether a job is listed at `now`: active and not yet expired. Every reader asks this rather
 * than trusting status alone, so a job is gone the moment it expires, before any server run.
 */
export function isJobOpen(job: Pick<JobDocument, 'status' | 'expiresAt'>, now: number): boolean {
  return job.status === 'active' && job.expiresAt.getTime() > now;
}

/** The first moment after `now` at which one of these open jobs expires, or null. */
export function nextExpiry(
  jobs: readonly Pick<JobDocument, 'status' | 'expiresAt'>[],
  now: number,
): number | null {
  let next: number | null = null;
  for (const job of jobs) {
    const at = job.expiresAt.getTime();
    if (job.status === 'active' && at > now && (next === null || at < next)) next = at;
  }
  return next;
}

/** 'City, Country', or whichever of the two exists, or '' when neither does. */
export function formatLocation(job: Pick<JobFields, 'City' | 'Country'>): string {
  return [job.City, job.Country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** Whether a job's Work Type says remote. The field is free text: ' remote ' and 'REMOTE' count. */
export function isRemoteWork(workType: string | undefined): boolean {
  return workType?.trim().toLowerCase() === 'remote';
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
