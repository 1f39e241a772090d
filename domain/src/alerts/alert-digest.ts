// What one alert's digest holds: the open jobs posted since its last mail that match its
// search, newest first, at most DIGEST_MAX_LISTED listed. Each run reads the new jobs once and
// asks this for every alert that is due, so the matching is done in memory, once per distinct
// search.
import { alertMatches, DIGEST_MAX_LISTED, FREQUENCY_MS, type AlertFrequency } from './alert';
import type { AlertSearch } from './alert';
import { createJobMatcher, SEARCH_FIELDS } from '../jobs/job-search';
import { isJobOpen, type Job } from '../jobs/job';

/**
 * All a digest reads of a job: what the search looks in, its Pay (a pay alert's minimum reads it
 * before the Salary text, as the board's does), and whether and since when it is open.
 */
export const DIGEST_JOB_FIELDS = [
  ...SEARCH_FIELDS,
  'Pay',
  'createdAt',
  'expiresAt',
  'status',
] as const;
export type DigestJobField = (typeof DIGEST_JOB_FIELDS)[number];
export type DigestJob = Pick<Job, DigestJobField | 'id'>;

/** The part of a stored alert that decides its digest. */
export interface DigestAlert {
  search: AlertSearch | null;
  /** Jobs created after this moment (ms) are new to it: its last digest's end, or confirmation. */
  since: number;
}

export interface Digest<T extends DigestJob> {
  /** The newest matches, at most DIGEST_MAX_LISTED. */
  listed: T[];
  /** Every match, listed or not. */
  total: number;
}

/** The window a run covers: jobs created in (since, until]. */
export function isNewFor(job: Pick<Job, 'createdAt'>, since: number, until: number): boolean {
  const created = job.createdAt.getTime();
  return created > since && created <= until;
}

/**
 * Matches one run's new jobs against many alerts. `newJobs` are the jobs created before `until`
 * in the run's window, in any order; the answer for each alert lists only those open at `now`,
 * created in (alert.since, until], matching its search.
 */
export function createDigestSelector<T extends DigestJob>(
  newJobs: readonly T[],
  until: number,
  now: number,
) {
  const open = newJobs
    .filter((job) => isJobOpen(job, now) && job.createdAt.getTime() <= until)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  const matcher = createJobMatcher(open);
  // Many alerts share a search (the footer's, a popular query): match each search once.
  const bySearch = new Map<string, T[]>();
  const matchesOf = (search: AlertSearch | null): T[] => {
    const key = JSON.stringify(search);
    let found = bySearch.get(key);
    if (!found) {
      found =
        search === null
          ? open
          : matcher(search, (job) => search.type === null || job.Type === search.type);
      bySearch.set(key, found);
    }
    return found;
  };

  return (alert: DigestAlert): Digest<T> => {
    // Newest first, so the jobs after `since` are a prefix.
    const matches = matchesOf(alert.search);
    let total = 0;
    while (total < matches.length && matches[total]!.createdAt.getTime() > alert.since) total += 1;
    return { listed: matches.slice(0, Math.min(total, DIGEST_MAX_LISTED)), total };
  };
}

/** One alert, one list of jobs: the plain statement of what the selector computes. */
export function selectDigest<T extends DigestJob>(
  alert: DigestAlert,
  jobs: readonly T[],
  until: number,
  now: number,
): Digest<T> {
  const matches = jobs
    .filter((job) => isJobOpen(job, now) && isNewFor(job, alert.since, until))
    .filter((job) => alertMatches(job, alert.search))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  return { listed: matches.slice(0, DIGEST_MAX_LISTED), total: matches.length };
}

/** When an alert is next due, counted from its last run (or its confirmation). */
export function nextDigestAt(frequency: AlertFrequency, from: number): number {
  return from + FREQUENCY_MS[frequency];
}

/**
 * How far back a run reads new jobs: a weekly alert's whole week, and a day more for runs that
 * were late. An alert paused for longer hears only of this window when resumed.
 */
export const DIGEST_LOOKBACK_MS = FREQUENCY_MS.weekly + FREQUENCY_MS.daily;
