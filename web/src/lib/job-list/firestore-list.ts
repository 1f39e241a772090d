// The Firestore side of a job list: what Firestore can list, and how its answers are followed.
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
// blocking time there). Ranges of about 25 jobs, each asked for once the one before it has
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
import { newestFirst, type JobCard } from '@portal/domain/jobs/board-query';
import { isJobOpen, type Job, type JobType } from '@portal/domain/jobs/job';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
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
import { jobsCollection, validJobs, type StoredJob } from '@/lib/jobs/jobs';

/** Firestore's limit on the disjunctions (every combination of `in` values) of one query. */
const MAX_DISJUNCTIONS = 30;

/** Whether Firestore can list this filter: no search text, and few enough place combinations. */
export function firestoreCanList(filter: JobFilter): boolean {
  // A company is its name's slug, which no job document holds.
  if (filter.query.trim() !== '' || filter.company) return false;
  return (
    Math.max(1, filter.countries.length) * Math.max(1, filter.cities.length) <= MAX_DISJUNCTIONS
  );
}

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

// The live first page's ranges.

/** About as many jobs as the SDK takes in within a phone's 50 ms. */
export const RANGE_SIZE = 25;

/**
 * One range of a list ordered newest first: the jobs created at or after `from` and before
 * `before` (either end open when null), the first `limit` of them when it has one.
 */
export interface LiveRange {
  from: Date | null;
  before: Date | null;
  limit: number | null;
  /** Where on the page the range begins, as the placeholder has it: the reader nearing it asks for it. */
  start: number;
}

/**
 * Ranges that together hold the first `size` jobs of a list, cut where a placeholder of its first
 * page (newest first: the search index's answer) puts every RANGE_SIZE-th job. A job posted since
 * joins the first range, and the jobs it pushes down stay in theirs, so no job falls between two
 * ranges. The last range holds what the placeholder says is left of the page; each other range at
 * most `size`, as many as the page can take from it (however old the placeholder, a range is
 * never read whole). Without enough of a placeholder, one range: the first `size` jobs.
 */
export function rangesOf(placeholder: readonly { createdAt: Date }[], size: number): LiveRange[] {
  const cuts: Date[] = [];
  for (let end = RANGE_SIZE; end < Math.min(placeholder.length, size); end += RANGE_SIZE) {
    const cut = placeholder[end - 1]!.createdAt;
    // Jobs created at the same moment stay in one range.
    if (cuts.length === 0 || cut < cuts.at(-1)!) cuts.push(cut);
  }
  if (cuts.length === 0) return [{ from: null, before: null, limit: size, start: 0 }];
  /** How many of the placeholder's jobs come before a range that ends at `cut`. */
  const above = (cut: Date) => placeholder.filter((job) => job.createdAt >= cut).length;
  return [
    ...cuts.map((from, i) => ({
      from,
      before: i === 0 ? null : cuts[i - 1]!,
      limit: size,
      start: i === 0 ? 0 : above(cuts[i - 1]!),
    })),
    {
      from: null,
      before: cuts.at(-1)!,
      limit: Math.max(RANGE_SIZE, size - above(cuts.at(-1)!)),
      start: above(cuts.at(-1)!),
    },
  ];
}

/** The live page as its ranges stand: what each answer of one of them makes of it. */
export interface LivePage {
  /**
   * The jobs of the ranges answered (by the server, or by the cache), from the first on, newest
   * first (ties by id, as the search index orders them).
   */
  jobs: Job[];
  /** Below them, the placeholder's jobs, for the ranges not answered yet (not asked, or on the way). */
  rest: readonly JobCard[];
  /** The first range has the server's answer, and every range answered since is up to date. */
  fromServer: boolean;
}

export interface RangeAnswer extends LivePage {
  /** A job entered or left a range, as the server says (a first answer included). */
  entered: boolean;
  /** That was a range's first answer from the server. */
  firstAnswer: boolean;
}

export interface FollowedRanges {
  /** The reader has come nearer: asks for the next range, if it is near now. */
  near(): void;
  stop(): void;
}

export interface FollowRanges {
  queryOf: (range: LiveRange) => Query<StoredJob>;
  ranges: readonly LiveRange[];
  /** How many jobs the ranges hold together, at most. */
  size: number;
  /** The page they cut, whose jobs stand for a range until it has answered. */
  placeholder: readonly JobCard[];
  /** How many of the page's jobs, from the first, the reader has come near. */
  reach: () => number;
  onAnswer: (answer: RangeAnswer) => void;
  onError: (error: Error) => void;
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
