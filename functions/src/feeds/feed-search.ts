// A feed with a search (q, country or city) answered from the search index: the index names the
// newest matching jobs, and Firestore, read by id, says what they hold now. A job the index has
// not yet heard was closed, or that no longer matches, is left out rather than listed stale.
import { newestFirst, type JobCard } from '@portal/domain/jobs/board-query';
import type { Job } from '@portal/domain/jobs/job';
import type { JobList } from '@portal/domain/jobs/job-list';
import type { Firestore } from 'firebase-admin/firestore';
import type pg from 'pg';
import { readJobsById } from '#src/data/job-changes';
import { searchBoard } from '#src/search/search-jobs';
import { FEED_ITEMS, matchesFeed } from './feed-jobs';

/** The ids of the newest `limit` cards of several newest-first lists, in the search's order. */
export function newestIds(lists: readonly (readonly JobCard[])[], limit: number): string[] {
  return lists
    .flat()
    .sort(newestFirst)
    .slice(0, limit)
    .map((card) => card.id);
}

/** The newest open jobs matching the feed's search, at most `limit`, newest first. */
export async function searchFeedJobs({
  search,
  firestore,
  query,
  now,
  limit = FEED_ITEMS,
}: {
  search: pg.Pool;
  firestore: Firestore;
  query: JobList;
  now: number;
  limit?: number;
}): Promise<Job[]> {
  // The first page, which holds more jobs than a feed lists, always exists (an empty list is
  // one page), so it is never refused.
  const answer = await searchBoard(search, { ...query, page: 1 }, new Date(now));
  const ids = newestIds([answer.ok ? answer.page.jobs : []], limit);
  const stored = await readJobsById(firestore, ids);
  return stored.flatMap(({ job }) => (job && matchesFeed(job, query, now) ? [job] : []));
}
