// What the app reads of the public jobs, live, and the one way it asks: a list's live ranges, a
// list's newest jobs, chosen jobs by id, a list's count, one job, and the hidden jobs. Two
// implementations answer it. In the thread (in-thread-reads.ts) over the app's own Firestore: for
// a browser that keeps Firestore on disk (a signed-in user, offline mode), whose cache must hold
// what it read. In a worker (reads-worker.ts, over reads-port.ts) with a Firestore of its own, in
// memory: for a guest, whose phone then spends no main-thread time on Firestore's network, its
// local store or the job schema; only the answers cross, as plain objects.
//
// Only types here: the hooks and the Firebase services context name them without importing
// Firestore or the modules that use it.
import type { JobCard } from '@portal/domain/jobs/board-query';
import type { Job, JobStatus, JobType } from '@portal/domain/jobs/job';
import type { JobFilter, JobList } from '@portal/domain/jobs/job-list';

/** Stops a live read. */
export type Unsubscribe = () => void;

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

/** What a list needs of a job: its card, and whether it is open (its status and expiry). */
export type ListedJob = JobCard & Pick<Job, 'status' | 'expiresAt'>;

/** The live page as its ranges stand: what each answer of one of them makes of it. */
export interface LivePage {
  /**
   * The jobs of the ranges answered (by the server, or by the cache), from the first on, newest
   * first (ties by id, as the search index orders them).
   */
  jobs: ListedJob[];
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

/** A list's live first page, cut into ranges (firestore-list.ts, followRanges). */
export interface RangesToFollow {
  type: JobType | null;
  filter: JobFilter;
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

/** One job's document as Firestore has it: undefined when missing, and whether only the cache spoke. */
export interface JobAnswer {
  job: Job | null | undefined;
  fromCache: boolean;
}

export interface PublicReads {
  followRanges(ranges: RangesToFollow): FollowedRanges;
  /** A type's newest few open jobs in the filter's places (firestore-list.ts). */
  watchNewestJobs(
    type: JobType | null,
    filter: JobFilter,
    onJobs: (jobs: readonly Job[]) => void,
  ): Unsubscribe;
  /** These jobs, each followed, those of these statuses (jobs-by-id.ts). */
  watchJobsById(
    ids: readonly string[],
    statuses: readonly JobStatus[],
    onJobs: (jobs: ReadonlyMap<string, Job>, unknown: ReadonlySet<string>) => void,
  ): Unsubscribe;
  /** A list's count up to the rules' ceiling (MAX_QUERY_LIMIT). */
  countOf(list: JobList): Promise<number>;
  /** One job, whatever its status; a job failing the schema reads as null. */
  watchJob(
    id: string,
    onAnswer: (answer: JobAnswer) => void,
    onError: (error: Error) => void,
  ): Unsubscribe;
  /** The ids of the jobs moderation has hidden (hidden-jobs.ts). */
  watchHiddenJobIds(onIds: (ids: ReadonlySet<string>) => void): Unsubscribe;
}
