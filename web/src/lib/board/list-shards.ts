// The live first page of a list, followed as a few consecutive ranges of `createdAt` instead of
// one query. Firestore's SDK takes in a query's first answer in a few tasks whose length grows
// with the jobs in it: for a page of 100 jobs, three tasks of 25-40 ms on a fast machine, so
// 100-160 ms each on a phone, in which a tap waits (Lighthouse counted 190 of the painted
// board's 480 ms of blocking time there). Ranges of about 25 jobs, each asked for once the one
// before it has answered, come as answers small enough to stay out of a phone's way; and a
// range below the first is asked for only once the reader nears it: a phone shows three cards,
// and a visitor who reads the first few never pays, in time or in reads, for the other 75.
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { newestFirst } from '@portal/domain/jobs/board-query';
import type { JobCard } from '@portal/domain/jobs/board-query';
import type { Job } from '@portal/domain/jobs/job';
import { onSnapshot, type Query, type Unsubscribe } from 'firebase/firestore';
import { validJobs, type StoredJob } from '@/lib/jobs/jobs';

/** About as many jobs as the SDK takes in within a phone's 50 ms. */
export const SHARD_SIZE = 25;

/**
 * One range of a list ordered newest first: the jobs created at or after `from` and before
 * `before` (either end open when null), the first `limit` of them when it has one.
 */
export interface Shard {
  from: Date | null;
  before: Date | null;
  limit: number | null;
  /** Where on the page the range begins, as the copy has it: the reader nearing it asks for it. */
  start: number;
}

/**
 * Ranges that together hold the first `size` jobs of a list, cut where a copy of its first page
 * (newest first) puts every SHARD_SIZE-th job. A job posted since joins the first range, and
 * the jobs it pushes down stay in theirs, so no job falls between two ranges. The last range
 * holds what the copy says is left of the page; each other range at most `size`, as many as the
 * page can take from it (however old the copy, a range is never read whole). Without enough of
 * a copy, one range: the first `size` jobs.
 */
export function shardsOf(copy: readonly { createdAt: Date }[], size: number): Shard[] {
  const cuts: Date[] = [];
  for (let end = SHARD_SIZE; end < Math.min(copy.length, size); end += SHARD_SIZE) {
    const cut = copy[end - 1]!.createdAt;
    // Jobs created at the same moment stay in one range.
    if (cuts.length === 0 || cut < cuts.at(-1)!) cuts.push(cut);
  }
  if (cuts.length === 0) return [{ from: null, before: null, limit: size, start: 0 }];
  /** How many of the copy's jobs come before a range that ends at `cut`. */
  const above = (cut: Date) => copy.filter((job) => job.createdAt >= cut).length;
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
      limit: Math.max(SHARD_SIZE, size - above(cuts.at(-1)!)),
      start: above(cuts.at(-1)!),
    },
  ];
}

export interface ShardsHeard {
  /**
   * The jobs of the ranges answered (by the server, or by the cache), from the first on, newest
   * first (ties by id, as the search index orders them).
   */
  jobs: Job[];
  /** Below them, the copy's jobs, for the ranges not answered yet (not asked for, or on the way). */
  rest: readonly JobCard[];
  /** The first range has the server's answer, and every range answered since is up to date. */
  fromServer: boolean;
  /** A job entered or left a range, as the server says (a first answer included). */
  entered: boolean;
  /** That was a range's first answer from the server. */
  firstAnswer: boolean;
}

/** The ranges being followed: `near` says how many of the page's jobs the reader has come near. */
export interface ShardsWatch {
  near(count: number): void;
  stop(): void;
}

/**
 * Follows the ranges: the first at once, each of the others once the one before it has the
 * server's answer and the reader has come near where it begins (`near`). Until a range has
 * answered, the copy stands for it. Should jobs leave the ranges until they hold fewer than
 * `size`, the last range is asked for as many more.
 */
export function watchShards(
  queryOf: (shard: Shard) => Query<StoredJob>,
  shards: readonly Shard[],
  size: number,
  copy: readonly JobCard[],
  next: (heard: ShardsHeard) => void,
  error: (error: Error) => void,
): ShardsWatch {
  const ranges = shards.map((shard) => ({
    shard,
    jobs: [] as Job[],
    /** It has had an answer, from the cache or the server. */
    answered: false,
    /** The server has answered this range at least once. */
    serverHeard: false,
    /** Its latest snapshot came from the server (not the cache, as when the network drops). */
    fresh: false,
    stop: null as Unsubscribe | null,
  }));
  /** How many of the page's jobs the reader has come near. */
  let reach = 0;

  function heard(): Pick<ShardsHeard, 'jobs' | 'rest' | 'fromServer'> {
    const unanswered = ranges.findIndex((range) => !range.answered);
    const upTo = unanswered === -1 ? ranges.length : unanswered;
    const shown = ranges.slice(0, upTo);
    const below = ranges[upTo]?.shard.before;
    return {
      jobs: shown.flatMap((range) => range.jobs).sort(newestFirst),
      rest: upTo === ranges.length ? [] : copy.filter((job) => !below || job.createdAt < below),
      fromServer: upTo > 0 && shown.every((range) => range.fresh),
    };
  }

  /** Asks for the next range not asked for, if the one before it has answered and it is near. */
  function followNext() {
    const index = ranges.findIndex((range) => range.stop === null);
    if (index > 0 && ranges[index - 1]!.serverHeard && ranges[index]!.shard.start < reach) {
      follow(index);
    }
  }

  function follow(index: number) {
    const range = ranges[index]!;
    // A range asked for again keeps its jobs, and counts as answered, until its new answer.
    range.stop?.();
    // Metadata changes too: a range first read from the cache is confirmed by the server with
    // the same jobs, and only a metadata change says so.
    range.stop = onSnapshot(
      queryOf(range.shard),
      { includeMetadataChanges: true },
      (snapshot) => {
        range.jobs = validJobs(snapshot);
        range.answered = true;
        const fromServer = !snapshot.metadata.fromCache;
        const firstAnswer = fromServer && !range.serverHeard;
        range.serverHeard ||= fromServer;
        range.fresh = fromServer;
        if (firstAnswer) followNext();
        const now = heard();
        const last = ranges.at(-1)!;
        const short = size - now.jobs.length;
        if (
          fromServer &&
          short > 0 &&
          ranges.every((r) => r.serverHeard) &&
          last.shard.limit !== null &&
          last.shard.limit < MAX_QUERY_LIMIT &&
          last.jobs.length >= last.shard.limit
        ) {
          // Jobs have left the ranges, and the last one holds as many as it was asked for:
          // there may be more below it. It is asked for again with room for them, within what
          // the rules let one query ask for.
          last.shard = {
            ...last.shard,
            limit: Math.min(MAX_QUERY_LIMIT, last.shard.limit + short),
          };
          follow(ranges.length - 1);
        }
        next({
          ...now,
          entered: fromServer && snapshot.docChanges().some((change) => change.type !== 'modified'),
          firstAnswer,
        });
      },
      error,
    );
  }

  follow(0);
  return {
    near(count) {
      if (count <= reach) return;
      reach = count;
      followNext();
    },
    stop() {
      for (const range of ranges) range.stop?.();
    },
  };
}
