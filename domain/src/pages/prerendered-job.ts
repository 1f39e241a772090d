// The job a server-rendered job page carries for the app, or word that it names none, so the
// app's first render shows the same page the server painted instead of a loading message. It
// travels as JSON in a <script type="application/json"> element, so it is written to be safe
// there and parsed with zod when read: the page's HTML is input like any other. It carries what
// the page shows and no more: not who posted the job, not even as a posterKey (the app's My Jobs
// and the moderators' console read that from Firestore), so a job read from a page has none.
import { z } from 'zod';
import { jobDocumentSchema, type Job } from '../jobs/job';
import { parseJsonAs, scriptSafeJson } from '../script-json';

const isoDate = z.iso.datetime().transform((iso) => new Date(iso));

const PrerenderedJobSchema = jobDocumentSchema().extend({
  /** Never sent; the job read from a page says null, which no reader of the page looks at. */
  posterKey: z.null().default(null),
  id: z.string().min(1),
  createdAt: isoDate,
  updatedAt: isoDate,
  expiresAt: isoDate,
  confirmedAt: isoDate.optional(),
  /**
   * Whether the server painted it open. The app takes the painted page over as it is, so its
   * first render must say what the server said, even if the job has expired since. Pages
   * painted before this was sent lack it.
   */
  openWhenPainted: z.boolean().optional(),
});

/** The job as text for the script element, and whether the page shows it open. */
export function prerenderedJobText(job: Job, openWhenPainted: boolean): string {
  const { posterKey: _notShown, ...shown } = job;
  return scriptSafeJson({
    ...shown,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    expiresAt: job.expiresAt.toISOString(),
    ...(job.confirmedAt && { confirmedAt: job.confirmedAt.toISOString() }),
    openWhenPainted,
  });
}

export interface PrerenderedJob {
  job: Job;
  /** As the server painted it; unknown for a page painted before the server said so. */
  openWhenPainted: boolean | null;
}

/** The job from the element's text, or null when it is missing or not a job. */
export function parsePrerenderedJob(text: string | null | undefined): PrerenderedJob | null {
  const parsed = parseJsonAs(PrerenderedJobSchema, text);
  if (!parsed) return null;
  const { openWhenPainted, ...job } = parsed;
  return { job, openWhenPainted: openWhenPainted ?? null };
}

const MissingJobSchema = z.object({ missing: z.string().min(1) }).strict();

/**
 * What the element carries when the server found no readable job with this id and painted the
 * not-found page: the app's first render shows that same page, not a loading message.
 */
export function missingJobText(id: string): string {
  return scriptSafeJson({ missing: id });
}

/** The id the server found no job for, or null when the text says something else. */
export function parseMissingJobId(text: string | null | undefined): string | null {
  return parseJsonAs(MissingJobSchema, text)?.missing ?? null;
}
