// Which writes to a job Google's Indexing API hears of: a pure function of the write's before
// and after, as a trigger sees them.
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import type { NotificationType } from '#src/data/indexing';

/**
 * What a job's page shows that a write may change without changing its status: everything
 * stored but these. The page (and its JobPosting JSON-LD, whose `validThrough` is the expiry)
 * shows every posted field, the expiry and the verified domain; it never shows who posted it,
 * and a write of `updatedAt` alone changes nothing anyone sees.
 */
const NOT_SHOWN = ['updatedAt', 'posterKey'] as const satisfies readonly (keyof Job)[];

function shown(job: Job): string {
  const copy: Partial<Job> = { ...job };
  for (const field of NOT_SHOWN) delete copy[field];
  return JSON.stringify(copy);
}

/**
 * The notification a write calls for at `now` (the write's time), or null.
 *
 * URL_UPDATED when the job becomes public and open: created active, approved out of `held`,
 * restored from `hidden` or `removed`; or, while it stays open, when something its page shows
 * changes, its expiry above all (extended, or confirmed open).
 *
 * URL_DELETED when a job that was active stops being active: closed (by its poster, a moderator
 * or the expiry run), hidden, removed, held again, or deleted. A job whose expiry has passed
 * was told as active and is not told again until its status changes, which the expiry run
 * does within minutes: its page's JSON-LD already says when it stopped being valid.
 *
 * Nothing for a job that was never active on either side (a held job above all), nor for a
 * write that changes nothing its page shows (a resent close, a poster key rewritten), nor for
 * an active job whose expiry has passed.
 */
export function indexingTransition(
  before: Job | null,
  after: Job | null,
  now: number,
): NotificationType | null {
  const wasListed = before?.status === 'active';
  const isListed = after !== null && isJobOpen(after, now);
  if (!wasListed) return isListed ? 'URL_UPDATED' : null;
  if (after?.status !== 'active') return 'URL_DELETED';
  if (!isListed) return null;
  return shown(before) === shown(after) ? null : 'URL_UPDATED';
}
