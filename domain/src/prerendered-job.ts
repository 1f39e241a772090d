// The job a server-rendered job page carries for the app, so the app's first render shows the
// same job the server painted instead of a loading message. It travels as JSON in a
// <script type="application/json"> element, so it is written to be safe there and parsed with
// zod when read: the page's HTML is input like any other.
import { z } from 'zod';
import { JobDocumentSchema, type Job } from './job';

const isoDate = z.iso.datetime().transform((iso) => new Date(iso));

const PrerenderedJobSchema = JobDocumentSchema.extend({
  id: z.string().min(1),
  createdAt: isoDate,
  updatedAt: isoDate,
  expiresAt: isoDate,
});

/**
 * The job as text for a script element: '<' is escaped (so no value can close the element or
 * open a comment) and so are U+2028 and U+2029, which some parsers take for line ends.
 */
export function prerenderedJobText(job: Job): string {
  const wire = {
    ...job,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    expiresAt: job.expiresAt.toISOString(),
  };
  return JSON.stringify(wire)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The job from the element's text, or null when it is missing or not a job. */
export function parsePrerenderedJob(text: string | null | undefined): Job | null {
  if (!text) return null;
  try {
    const parsed = PrerenderedJobSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
