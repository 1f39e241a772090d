// The Firestore side of a job list: its queries, and how their answers are followed (which lists
// Firestore can answer, and where a page's ranges are cut, are list-ranges.ts's). For a guest it
// runs in the reads worker (lib/public-reads), off the page's main thread.
//
// The query. One page of one type's open jobs, newest first, with the chosen countries and
// cities as `in` filters, and its count. A search, and any page past the first, is answered by the
// search index instead (search-index.ts): Firestore cannot match substrings, and a page past the
// first would need a cursor only the search index can give.
//
// The live first page, followed as a few consecutive ranges of `createdAt` instead of one query.
// Firestore's SDK takes in a query's first answer in a few tasks whose length grows with the jobs
// in it: for a page of 100 jobs, three tasks of 25-40 ms on a fast machine, so 100-160 ms each on
// a phone, in which a tap waits (Lighthouse counted 190 of the server-rendered board's 480 ms of
// blocking time there, before these reads moved to the worker). Ranges of about 25 jobs, each asked for once the one before it has
// answered, come as answers small enough to stay out of a phone's way; and a range below the first
// is asked for only once the reader nears it: a phone shows three cards, and a visitor who reads
// the first few never pays, in time or in reads, for the other 75.
//
// The newest jobs. A search page is the index's answer as of when it was asked (and the CDN may
// have kept it a minute): a job posted since is not in it. The first page of a search therefore
// also follows the type's newest few jobs in Firestore, and any that match the search (domain's
// matcher, on a handful of jobs) and belong on the page are put on it, so a job posted anywhere
// tops an open first page within a second, as on the unsearched board.
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { newestFirst } from '@portal/domain/jobs/board-query';
import type { Job, JobType } from '@portal/domain/jobs/job';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import {
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { jobsCollection, validJobs, type StoredJob } from '@/lib/jobs/job-documents';
import type {
  FollowedRanges,
  LivePage,
  LiveRange,
  RangesToFollow,
} from '@/lib/public-reads/public-reads';
import { firestoreCanList } from './list-ranges';

function placeConstraints(filter: JobFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.countries.length > 0) constraints.push(where('Country', 'in', [...filter.countries]));
  if (filter.cities.length > 0) constraints.push(where('City', 'in', [...filter.cities]));
  return constraints;
}

/** Jobs created at or after `from` and before `before`; null leaves that end open. */
export interface CreatedRange {
  from: Date | null;
  before: Date | null;
}

function rangeConstraints({ from, before }: CreatedRange): QueryConstraint[] {
  return [
    ...(from ? [where('createdAt', '>=', from)] : []),
    ...(before ? [where('createdAt', '<', before)] : []),
  ];
}

/**
 * The open jobs of a type (null: both) in the chosen places, newest first (ties by id, newest id first, as
 * the search index orders them), within `range` when given. `size` is at most MAX_QUERY_LIMIT
 * on a server (the rules refuse more); null, every one, is for offline mode's cache alone, which
 * no server answers. Its indexes are in firestore.indexes.json (a range on `createdAt`, the field
 * they order by, needs none of its own).
 */
export function listQuery(
  db: Firestore,
  type: JobType | null,
  filter: JobFilter,
  size: number | null,
  range: CreatedRange = { from: null, before: null },
): Query<StoredJob> {
  return query(
    jobsCollection(db),
    where('status', '==', 'active'),
    ...(type ? [where('Type', '==', type)] : []),
    ...placeConstraints(filter),
    ...rangeConstraints(range),
    orderBy('createdAt', 'desc'),
    ...(size === undefined || size === null ? [] : [limit(size)]),
  );
}

// The live first page's ranges (list-ranges.ts cuts them).

export interface FollowRanges extends Omit<RangesToFollow, 'type' | 'filter'> {
  queryOf: (range: LiveRange) => Query<StoredJob>;
}

/**
 * Follows the ranges: the first at once, each of the others once the one before it has the
 * server's answer and the reader has come near where it begins. Until a range has answered, the
 * placeholder stands for it. Should jobs leave the ranges until they hold fewer than `size`, the
 * last range is asked for as many more.
 */
export function followRanges({
  queryOf,
  ranges: cut,
  size,
  placeholder,
  reach,
  onAnswer,
  onError,
}: FollowRanges): FollowedRanges {
  const ranges = cut.map((range) => ({
    range,
    jobs: [] as Job[],
    /** It has had an answer, from the cache or the server. */
    answered: false,
    /** The server has answered this range at least once. */
    serverAnswered: false,
    /** Its latest snapshot came from the server (not the cache, as when the network drops). */
    fresh: false,
    stop: null as Unsubscribe | null,
  }));

  function page(): LivePage {
    const unanswered = ranges.findIndex((range) => !range.answered);
    const upTo = unanswered === -1 ? ranges.length : unanswered;
    const shown = ranges.slice(0, upTo);
    const below = ranges[upTo]?.range.before;
    return {
      jobs: shown.flatMap((range) => range.jobs).sort(newestFirst),
      rest:
        upTo === ranges.length ? [] : placeholder.filter((job) => !below || job.createdAt < below),
      fromServer: upTo > 0 && shown.every((range) => range.fresh),
    };
  }

  /** Asks for the next range not asked for, if the one before it has answered and it is near. */
  function followNext() {
    const index = ranges.findIndex((range) => range.stop === null);
    if (index > 0 && ranges[index - 1]!.serverAnswered && ranges[index]!.range.start < reach()) {
      follow(index);
    }
  }

  function follow(index: number) {
    const followed = ranges[index]!;
    // A range asked for again keeps its jobs, and counts as answered, until its new answer.
    followed.stop?.();
    // Metadata changes too: a range first read from the cache is confirmed by the server with
    // the same jobs, and only a metadata change says so.
    followed.stop = onSnapshot(
      queryOf(followed.range),
      { includeMetadataChanges: true },
      (snapshot) => {
        followed.jobs = validJobs(snapshot);
        followed.answered = true;
        const fromServer = !snapshot.metadata.fromCache;
        const firstAnswer = fromServer && !followed.serverAnswered;
        followed.serverAnswered ||= fromServer;
        followed.fresh = fromServer;
        if (firstAnswer) followNext();
        const now = page();
        const last = ranges.at(-1)!;
        const short = size - now.jobs.length;
        if (
          fromServer &&
          short > 0 &&
          ranges.every((r) => r.serverAnswered) &&
          last.range.limit !== null &&
          last.range.limit < MAX_QUERY_LIMIT &&
          last.jobs.length >= last.range.limit
        ) {
          // Jobs have left the ranges, and the last one holds as many as it was asked for:
          // there may be more below it. It is asked for again with room for them, within what
          // the rules let one query ask for.
          last.range = {
            ...last.range,
            limit: Math.min(MAX_QUERY_LIMIT, last.range.limit + short),
          };
          follow(ranges.length - 1);
        }
        onAnswer({
          ...now,
          entered: fromServer && snapshot.docChanges().some((change) => change.type !== 'modified'),
          firstAnswer,
        });
      },
      onError,
    );
  }

  follow(0);
  return {
    near: followNext,
    stop() {
      for (const range of ranges) range.stop?.();
    },
  };
}

// The newest jobs.

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
