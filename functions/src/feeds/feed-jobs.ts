// Which jobs a feed lists: the newest open ones its search matches, decided as the list pages
// decide it (isJobOpen, the page's type, jobMatchesFilter).
import { isJobOpen, type Job } from '@portal/domain/job';
import { jobMatchesFilter } from '@portal/domain/job-search';
import type { FeedQuery } from './feed-query';

/** A feed lists this many jobs at most. */
export const FEED_ITEMS = 50;

/**
 * The feed reads at most this many of the newest active jobs, a page at a time, looking for its
 * matches. Firestore cannot search the text, so a rare search would otherwise read the whole
 * board on every miss of the CDN; a search with fewer matches among them lists those it found,
 * which for a feed of new jobs are the ones that matter.
 */
export const FEED_SCAN = { pageSize: 100, max: 2000 } as const;

export function matchesFeed(job: Job, { filter, type }: FeedQuery, now: number): boolean {
  return (
    isJobOpen(job, now) && (type === null || job.Type === type) && jobMatchesFilter(job, filter)
  );
}

/** The first `limit` jobs of `newestFirst` the feed matches, reading no further once it has them. */
export async function pickFeedJobs(
  newestFirst: AsyncIterable<Job>,
  query: FeedQuery,
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
