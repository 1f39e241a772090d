// A feed with a search (q, country or city) answered from the search index: the index names the
// newest matching jobs, and Firestore, read by id, says what they hold now. A job the index has
// not yet heard was closed, or that no longer matches, is left out rather than listed stale.
import { newestFirst, type BoardQuery, type JobCard } from '@portal/domain/jobs/board-query';
import { JOB_TYPES, type Job } from '@portal/domain/jobs/job';
import type { Firestore } from 'firebase-admin/firestore';
import type pg from 'pg';
import { readJobsById } from '#src/data/job-changes';
import { searchBoard } from '#src/search/search-jobs';
import { FEED_ITEMS, matchesFeed } from './feed-jobs';
import type { FeedQuery } from './feed-query';

const chosen = (places: readonly string[]) => [
  ...new Set(places.map((place) => place.trim()).filter(Boolean)),
];

/**
 * The board queries a feed's search is: one per type it lists (a board has one type, a feed may
 * list both), each the first page, which holds more jobs than a feed lists.
 */
export function boardQueriesOf({ filter, type }: FeedQuery): BoardQuery[] {
  return (type ? [type] : JOB_TYPES).map((one) => ({
    type: one,
    query: filter.query,
    countries: chosen(filter.countries),
    cities: chosen(filter.cities),
    page: 1,
  }));
}

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
  query: FeedQuery;
  now: number;
  limit?: number;
}): Promise<Job[]> {
  const answers = await Promise.all(
    boardQueriesOf(query).map((board) => searchBoard(search, board, new Date(now))),
  );
  // The first page always exists (an empty list is one page), so no answer is refused.
  const ids = newestIds(
    answers.map((answer) => (answer.ok ? answer.page.jobs : [])),
    limit,
  );
  const stored = await readJobsById(firestore, ids);
  return stored.flatMap(({ job }) => (job && matchesFeed(job, query, now) ? [job] : []));
}
