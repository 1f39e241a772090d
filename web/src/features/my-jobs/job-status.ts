// How /my-jobs names a job's state, from its status and the time.
import { isJobOpen, type Job } from '@portal/domain/jobs/job';

export type MyJobState = 'open' | 'expired' | 'closed' | 'hidden' | 'held' | 'removed';

export const STATE_LABELS: Record<MyJobState, string> = {
  open: 'Open',
  expired: 'Expired',
  closed: 'Closed',
  hidden: 'Hidden after reports',
  held: 'Waiting for review',
  removed: 'Removed by a moderator',
};

export function myJobState(job: Pick<Job, 'status' | 'expiresAt'>, now: number): MyJobState {
  if (job.status === 'hidden') return 'hidden';
  if (job.status === 'held') return 'held';
  if (job.status === 'removed') return 'removed';
  if (job.status === 'closed') return 'closed';
  return isJobOpen(job, now) ? 'open' : 'expired';
}

/** '23 Nov 2026' in the reader's own way of writing dates. */
export function formatDate(date: Date, locale?: string): string {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
