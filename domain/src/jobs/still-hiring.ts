// "Still hiring?": a poster with an address is asked, 14 days after posting and again shortly
// before the job expires, whether it is still open, by mail with two one-click links: confirm it
// open for another 30 days, or close it as filled. No answer by expiry: it expires as any job
// does. The links are signed (../signed-links.ts) for one ask of one job, and work once.
import { DAY_MS } from './job-expiry';
import { JOB_ID } from './job';

/** How long after posting the first ask goes out. */
export const FIRST_ASK_AFTER_DAYS = 14;
/** How long before the job expires the last ask goes out. */
export const LAST_ASK_BEFORE_EXPIRY_DAYS = 3;
/** How long a job confirmed open stays open from the answer. */
export const CONFIRMED_OPEN_DAYS = 30;
/** How long an ask's links work: past the job's expiry they would have nothing left to do. */
export const ASK_LINK_VALID_DAYS = 30;

/** What a link answers: the job is still open, or it is filled. Each is its token's purpose. */
export const STILL_HIRING_ANSWERS = ['still-open', 'filled'] as const;
export type StillHiringAnswer = (typeof STILL_HIRING_ANSWERS)[number];

/** An ask's id: random, base 36. */
const ASK_ID = /^[0-9a-z]{8,32}$/;

/** A token's subject: the job and the ask, '<job id>~<ask id>' (neither holds '~' or '.'). */
export const askSubject = (jobId: string, askId: string) => `${jobId}~${askId}`;

export const ASK_SUBJECT = new RegExp(
  `^${JOB_ID.source.slice(1, -1)}~${ASK_ID.source.slice(1, -1)}$`,
);

export function readAskSubject(subject: string): { jobId: string; askId: string } {
  const at = subject.lastIndexOf('~');
  return { jobId: subject.slice(0, at), askId: subject.slice(at + 1) };
}

/**
 * When to ask next about a job created at `createdAt` and expiring at `expiresAt`, the last ask
 * having gone out at `askedAt` (null: none yet): first 14 days after posting, or 3 days before
 * expiry if that comes sooner (a job open for 7 or 15 days); after an ask, 3 days before expiry
 * (an expiry a confirmation has moved on included). Null when there is nothing more to ask.
 */
export function nextAskAt(
  { createdAt, expiresAt }: { createdAt: number; expiresAt: number },
  askedAt: number | null,
): number | null {
  const last = Math.max(createdAt, expiresAt - LAST_ASK_BEFORE_EXPIRY_DAYS * DAY_MS);
  const at = askedAt === null ? Math.min(createdAt + FIRST_ASK_AFTER_DAYS * DAY_MS, last) : last;
  return at < expiresAt && (askedAt === null || at > askedAt) ? at : null;
}

/** A job confirmed open at `now` stays open 30 days from then, or longer if it already was. */
export function confirmedExpiry(expiresAt: Date, now: number): Date {
  return new Date(Math.max(expiresAt.getTime(), now + CONFIRMED_OPEN_DAYS * DAY_MS));
}

/** 'today', 'yesterday', '3 days ago': how long ago `at` was, counted in whole days. */
export function daysAgoText(at: Date, now: Date): string {
  const day = (date: Date) =>
    Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
  const days = Math.max(0, Math.round(day(now) - day(at)));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
