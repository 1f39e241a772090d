// A search page is the index's answer as of when it was asked (and the CDN may have kept it a
// minute): a job posted since is not in it. The first page of a search therefore also follows
// the type's newest few jobs in Firestore, and any that match the search (domain's matcher, on a
// handful of jobs) and belong on the page are put on it, so a job posted anywhere tops an open
// first page within a second, as on the unsearched board.
import { newestFirst, type JobCard } from '@portal/domain/jobs/board-query';
import { isJobOpen, type Job, type JobType } from '@portal/domain/jobs/job';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import { onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import { firestoreCanList, listQuery } from './board-queries';
import { validJobs } from '@/lib/jobs/jobs';

/** More than are posted between two looks at a page, and few enough to read on every post. */
export const NEWEST_FOLLOWED = 10;

export function watchNewestJobs(
  db: Firestore,
  type: JobType | null,
  filter: JobFilter,
  onJobs: (jobs: readonly Job[]) => void,
): Unsubscribe {
  // The places narrow a type's query when Firestore can take them; the matcher has the last
  // word. A list of both types (a company's) follows the newest jobs of any type and place: its
  // one index is status and createdAt, and a job of that company posted just now is among them.
  const places = { query: '', countries: filter.countries, cities: filter.cities };
  const narrowed =
    type && firestoreCanList(places) ? places : { ...places, countries: [], cities: [] };
  return onSnapshot(
    listQuery(db, type, narrowed, NEWEST_FOLLOWED),
    (snapshot) => onJobs(validJobs(snapshot)),
    // Without them, the index's answer still stands.
    (error) => console.error('Following the newest jobs failed', error),
  );
}

/**
 * The first `count` cards of a list with the newest jobs that match and are missing put in
 * their place, and the total grown by as many. A job older than a full page's last card
 * belongs further on, where the index will have it.
 */
export function withNewestJobs(
  page: { jobs: readonly JobCard[]; total: number },
  newest: readonly Job[],
  filter: JobFilter,
  count: number,
  now: number,
): { jobs: JobCard[]; total: number } {
  const shown = new Set(page.jobs.map((job) => job.id));
  const last = page.jobs.at(-1);
  const full = page.jobs.length >= count;
  const missing = newest.filter(
    (job) =>
      !shown.has(job.id) &&
      isJobOpen(job, now) &&
      jobMatchesFilter(job, filter) &&
      (!full || !last || newestFirst(job, last) < 0),
  );
  if (missing.length === 0) return { jobs: [...page.jobs], total: page.total };
  return {
    jobs: [...missing, ...page.jobs].sort(newestFirst).slice(0, count),
    total: page.total + missing.length,
  };
}
