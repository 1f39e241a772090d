// Which jobs a feed lists: the newest open ones its search matches, decided as the list pages
// decide it (isJobOpen, the page's type, jobMatchesFilter), whether they came from Firestore's
// newest or from the search index.
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import type { JobList } from '@portal/domain/jobs/job-list';

/** A feed lists this many jobs at most. */
export const FEED_ITEMS = 50;

/**
 * A feed with no search reads the newest active jobs of its type straight from Firestore, at
 * most this many: the newest are rarely expired (expiry closes them every 15 minutes), so one
 * page of the item limit nearly always fills the feed, and a second one bounds the rare miss.
 * A feed with a search asks the search index instead (feed-search.ts).
 */
export const FEED_NEWEST_READ = { pageSize: FEED_ITEMS, max: 2 * FEED_ITEMS } as const;

export function matchesFeed(job: Job, list: JobList, now: number): boolean {
  return (
    isJobOpen(job, now) &&
    (list.type === null || job.Type === list.type) &&
    jobMatchesFilter(job, list)
  );
}

/** The first `limit` jobs of `newestFirst` the feed matches, reading no further once it has them. */
export async function pickFeedJobs(
  newestFirst: AsyncIterable<Job>,
  query: JobList,
  now: number,
  limit: number = FEED_ITEMS,
): Promise<Job[]> {
  const picked: Job[] = [];
  if (limit <= 0) return picked;
  for await (const job of newestFirst) {
    if (!matchesFeed(job, query, now)) continue;
    picked.push(job);
    if (picked.length >= limit) break;
  }
  return picked;
}
