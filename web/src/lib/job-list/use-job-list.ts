// A list of jobs as a reader sees it. `useJobList(list, range)` turns one description of a list
// (domain's JobList: type, search, places, company, pay, order) and which of its cards a reader asks for (a
// board's page, pageRange; a part of one) into those cards and how many the list holds, from
// whichever source answers that list best. Every source's answers are server data kept in the
// query cache (TanStack Query, lib/query/query-client.ts) under the list's key (jobListKeys).
//
// Which source answers which list (sourceOf):
//
// | the list                                             | its source                                         |
// | ---------------------------------------------------- | -------------------------------------------------- |
// | one Firestore can query, in offline mode (no server) | Firestore's cache, which holds the whole board     |
// | one Firestore can query, a board's first page         | Firestore, live, in ranges (firestore-list.ts);    |
// |                                                      | the search index's answer is its placeholder until |
// |                                                      | Firestore's server has answered                    |
// | any other: a search, a company's list, one filtered  | the search index (search-index.ts), each job it    |
// | by pay or sorted by confirmed (firestoreCanList), a  | lists followed live, and for a first page the      |
// | later page, More Jobs                                | newest jobs too, in the list's order               |
// |                                                      | (firestore-list.ts, withNewestJobs)                |
//
// With no network the search index answers from the list's offline copy (search-index.ts): the
// newest page of it this browser has had, from either source. A list never seen here says that
// it needs a connection.
import { LIST_PAGE_SIZE, MAX_QUERY_LIMIT } from '@portal/domain/constants';
import type { BoardPage, JobCard } from '@portal/domain/jobs/board-query';
import { companySlug } from '@portal/domain/jobs/company';
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { listSearchParams, type JobList } from '@portal/domain/jobs/job-list';
import {
  hashKey,
  skipToken,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useOnline } from '@/lib/browser/use-online';
import { useDataMode, usePublicReads } from '@/lib/firebase/firebase-services';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';
import type { FollowedRanges, LivePage, PublicReads } from '@/lib/public-reads/public-reads';
import { firestoreCanList, rangesOf, withNewestJobs } from './list-ranges';
import { cacheListPage, fetchListPage } from './search-index';

/** Which of a list's cards, from the first (0), a reader asks for: a page, or part of one. */
export interface ListRange {
  start: number;
  count: number;
}

/** The range of a board's page (from 1), 90 cards. */
export function pageRange(page: number): ListRange {
  return { start: (page - 1) * LIST_PAGE_SIZE, count: LIST_PAGE_SIZE };
}

/** The search index's pages (from 1, of 90) that hold this range. */
function pagesOf({ start, count }: ListRange): number[] {
  const first = Math.floor(start / LIST_PAGE_SIZE) + 1;
  const last = Math.floor((start + Math.max(1, count) - 1) / LIST_PAGE_SIZE) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** A list's name: its query string, the same for the same list however it was written. */
const listName = (list: JobList) => listSearchParams(list).toString();

/** Where each answer about a list is kept in the query cache. */
export const jobListKeys = {
  /** The search index's answer for one page (from 1) of a list. */
  index: (list: JobList, page: number) => ['job-list', 'index', listName(list), page] as const,
  /** A list as Firestore answers it live: its first `size` jobs (offline mode: all, null). */
  firestore: (list: JobList, size: number | null) =>
    ['job-list', 'firestore', listName(list), size] as const,
  /** Firestore's count of a list, up to the rules' ceiling. */
  count: (list: JobList) => ['job-list', 'count', listName(list)] as const,
  /** The newest jobs of a list's type and places, followed live for its first page. */
  newest: ({ type, countries, cities }: JobList) =>
    ['job-list', 'newest', listName({ type, query: '', countries, cities })] as const,
  /** Chosen jobs, each followed live: the ones a search lists. */
  jobs: (ids: readonly string[]) => ['job-list', 'jobs', ids.join(' ')] as const,
};

/** What a reader sees of a list: a range of its cards, and how many jobs it holds in all. */
export interface ListPage {
  jobs: readonly JobCard[];
  /** How many jobs match in all; with `capped`, how many a search shows, and more match. */
  total: number;
  /** A search that matched more than it shows (board-query.ts, MAX_SEARCH_RESULTS). */
  capped?: boolean;
}

export type JobListSource = 'firestore-cache' | 'firestore-live' | 'search-index';

/** Whether the range is a board's first page: the first 90 cards. */
const isFirstPage = ({ start, count }: ListRange) => start === 0 && count === LIST_PAGE_SIZE;

/** The table above: which source answers this range of this list. */
export function sourceOf(list: JobList, range: ListRange, offlineMode: boolean): JobListSource {
  if (!firestoreCanList(list)) return 'search-index';
  if (offlineMode) return 'firestore-cache';
  return isFirstPage(range) ? 'firestore-live' : 'search-index';
}

export interface JobListView {
  result: LiveResult<ListPage>;
  /**
   * The reader has come near the first `count` cards: the live first page asks Firestore for
   * the jobs further down as the reader nears them (firestore-list.ts).
   */
  near: (count: number) => void;
}

const LOADING = { status: 'loading' } as const;
const NO_JOBS: readonly Job[] = [];
const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Read past the page's end: a job past its expiry stays active until the expiry run (every 15
 * minutes) closes it, and the page leaves it out, so a few more keep the page full.
 */
const EXPIRED_SLACK = 10;

/** How long the live page must stay as it is before it is cached as the list's offline copy. */
const OFFLINE_COPY_AFTER_MS = 2000;

export interface JobListOptions {
  /**
   * Whether the search index's cards are followed live (More Jobs follows them only once the
   * reader nears it). Yes by default.
   */
  follow?: boolean;
  /**
   * The list's first page as the server rendered it into this page: its first answer from the
   * search index, already had (the query's initialData).
   */
  initialPage?: BoardPage | undefined;
}

export function useJobList(
  list: JobList,
  range: ListRange,
  { follow = true, initialPage }: JobListOptions = {},
): JobListView {
  const reads = usePublicReads();
  const queryClient = useQueryClient();
  const offlineMode = useDataMode() === 'offline';
  const online = useOnline();
  const source = sourceOf(list, range, offlineMode);
  const name = listName(list);

  // The search index's answer: the list's own, or the live page's placeholder.
  const index = useQueries({
    queries: pagesOf(range).map((page) => ({
      queryKey: jobListKeys.index(list, page),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchListPage({ ...list, page }, { signal, cachedOnly: offlineMode || !navigator.onLine }),
      enabled: source !== 'firestore-cache',
      initialData: page === 1 ? initialPage : undefined,
    })),
    combine: (answers) => rangeOfPages(answers, range),
  });

  // Firestore's answer, live: the first page in ranges cut by the placeholder (which it waits
  // for), or in offline mode the whole list from the cache.
  const live = source === 'firestore-live';
  const size =
    source === 'firestore-cache'
      ? null
      : Math.min(MAX_QUERY_LIMIT, range.start + range.count + EXPIRED_SLACK);
  const countKey = jobListKeys.count(list);
  /** How many of the first page's cards the reader has come near: held here alone. */
  const reach = useRef({ name, count: 0 });
  const ranges = useRef<FollowedRanges | null>(null);
  const placeholder = index.status === 'success' ? index.data.jobs : [];
  const listen: Listen<LivePage> = (next, fail) => {
    const followed = reads.followRanges({
      type: list.type,
      filter: list,
      ranges:
        size === null
          ? [{ from: null, before: null, limit: null, start: 0 }]
          : rangesOf(placeholder, size),
      size: size ?? Infinity,
      placeholder,
      reach: () => (reach.current.name === name ? reach.current.count : 0),
      onAnswer: ({ entered, firstAnswer, ...page }) => {
        next(page);
        // Only a job entering or leaving the page can change the count; an edit to one on it
        // (its report count, its wording) cannot, and every visitor would count again for it.
        // The server's first answer enters every job, but the count asked as the list opened
        // already counts what it holds, unless it failed: counting again would read the whole
        // list twice a visit.
        const counted = queryClient.getQueryState(countKey)?.status !== 'error';
        if (live && entered && (!firstAnswer || !counted)) {
          void queryClient.invalidateQueries({ queryKey: countKey, exact: true });
        }
      },
      onError: fail,
    });
    ranges.current = followed;
    return () => {
      followed.stop();
      if (ranges.current === followed) ranges.current = null;
    };
  };
  const placeholderReady = source === 'firestore-cache' || index.status !== 'loading';
  const firestore = useListenedQuery(
    jobListKeys.firestore(list, size),
    source !== 'search-index' && placeholderReady ? listen : null,
  );
  const near = useCallback(
    (count: number) => {
      if (reach.current.name !== name) reach.current = { name, count: 0 };
      if (count <= reach.current.count) return;
      reach.current = { name, count };
      ranges.current?.near();
    },
    [name],
  );

  // 'Page X of Y' for the live page: asked of the server when the list opens, and again only
  // when a job enters or leaves it (above). With no connection, the last count had stands.
  const count = useQuery({
    queryKey: countKey,
    queryFn: () => reads.countOf(list),
    enabled: live,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: 'always',
  });

  const firestoreJobs = firestore.status === 'success' ? firestore.data.jobs : NO_JOBS;
  const now = useExpiryNow(firestoreJobs);
  const firestoreResult = useMemo((): LiveResult<ListPage> => {
    if (firestore.status !== 'success') return firestore;
    // No document holds a company's slug: only offline mode, whose cache is the whole board,
    // lists a company's jobs here, and picks them out of it.
    const { company } = list;
    const open = [
      ...firestore.data.jobs.filter((job) => isJobOpen(job, now)),
      ...firestore.data.rest,
    ].filter((job) => !company || companySlug(job.Company) === company);
    const jobs = open.slice(range.start, range.start + range.count);
    const shownTo = range.start + jobs.length;
    const counted = count.data ?? null;
    const total =
      source === 'firestore-cache'
        ? open.length
        : counted === null
          ? shownTo
          : // At the ceiling the count says only 'this many or more'; the index's says how many.
            counted >= MAX_QUERY_LIMIT
            ? Math.max(counted, index.status === 'success' ? index.data.total : 0)
            : counted;
    return { status: 'success', data: { jobs, total: Math.max(total, shownTo) } };
  }, [firestore, now, range.start, range.count, count.data, source, index, list]);

  // The search index's answer, its cards followed live: one that closes, expires or is hidden
  // leaves at once, and on a first page a matching job posted since comes in.
  const followed = source === 'search-index' && follow;
  const indexJobs = index.status === 'success' ? index.data.jobs : null;
  const ids = useMemo(() => indexJobs?.map((job) => job.id) ?? null, [indexJobs]);
  const gone = useGoneJobs(reads, followed ? ids : null);
  const newest = useListenedQuery<readonly Job[]>(
    jobListKeys.newest(list),
    followed && range.start === 0 ? (next) => reads.watchNewestJobs(list.type, list, next) : null,
  );
  const newestJobs = followed && newest.status === 'success' ? newest.data : NO_JOBS;
  const newestNow = useExpiryNow(newestJobs);
  const indexResult = useMemo((): LiveResult<ListPage> => {
    if (index.status !== 'success' || !followed) return index;
    const stillOpen = { ...index.data, jobs: index.data.jobs.filter((job) => !gone.has(job.id)) };
    const capped = index.data.capped && { capped: true };
    return {
      status: 'success',
      data: { ...withNewestJobs(stillOpen, newestJobs, list, range.count, newestNow), ...capped },
    };
  }, [index, followed, gone, newestJobs, list, range.count, newestNow]);

  const fromServer = live && firestore.status === 'success' && firestore.data.fromServer;
  const result = ((): LiveResult<ListPage> => {
    if (source === 'search-index') return indexResult;
    if (source === 'firestore-cache') return firestoreResult;
    // The live page: the server's answer is the truth; before it, the placeholder (with no
    // network, the list's offline copy), then whatever Firestore's cache holds.
    if (fromServer) return firestoreResult;
    if (index.status === 'success') return index;
    if (firestoreResult.status === 'success' && firestoreResult.data.jobs.length > 0) {
      return firestoreResult;
    }
    if (!online || index.status === 'error') return firestoreResult;
    return LOADING;
  })();

  // Each page the server sends is cached as the list's offline copy, so that with no network
  // the copy read is the newest page this browser has seen (the server-rendered one until
  // then). Cached once the page has been still for a moment: a first visit's answers come in
  // ranges, while the page is busiest.
  const serverPage =
    fromServer && firestoreResult.status === 'success' ? firestoreResult.data : null;
  const cacheOfflineCopy = useEffectEvent(({ jobs, total }: ListPage) => {
    const page: BoardPage = { jobs: [...jobs], total, page: 1, pageSize: LIST_PAGE_SIZE };
    cacheListPage({ ...list, page: 1 }, page).catch(() => {});
  });
  useEffect(() => {
    if (!serverPage) return;
    const timer = setTimeout(() => cacheOfflineCopy(serverPage), OFFLINE_COPY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [serverPage]);

  // A new answer renders as a transition: React builds the list again in slices a tap can come
  // between, rather than in one task (the cache's updates would otherwise render at once).
  return { result: useDeferredValue(result), near };
}

/** The range from the index's pages that hold it; past the last page, all there is before it. */
function rangeOfPages(
  answers: UseQueryResult<BoardPage>[],
  { start, count }: ListRange,
): LiveResult<ListPage> {
  const [first, ...later] = answers;
  if (!first || first.status === 'pending') return LOADING;
  if (first.status === 'error') return { status: 'error', error: first.error };
  const jobs = [...first.data.jobs];
  for (const answer of later) {
    if (answer.status === 'pending') return LOADING;
    if (answer.status === 'success') jobs.push(...answer.data.jobs);
    // A range that ends past the last page has all there is in the pages before it.
    else if (answer.error.name !== 'BoardQueryRefusedError') {
      return { status: 'error', error: answer.error };
    }
  }
  const offset = start % LIST_PAGE_SIZE;
  const { total, capped } = first.data;
  return {
    status: 'success',
    data: { jobs: jobs.slice(offset, offset + count), total, ...(capped && { capped }) },
  };
}

/**
 * The ids of these jobs to leave out: closed, expired, hidden or gone, each followed live by a
 * document listener (jobs-by-id.ts). Until Firestore has answered for a job (or with no network,
 * when the cache lacks it), the index's word for it stands.
 */
function useGoneJobs(reads: PublicReads, ids: readonly string[] | null): ReadonlySet<string> {
  const followed = useListenedQuery<{ open: readonly Job[]; unknown: readonly string[] }>(
    jobListKeys.jobs(ids ?? []),
    ids
      ? (next) =>
          reads.watchJobsById(ids, ['active'], (jobs, unknown) =>
            next({ open: [...jobs.values()], unknown: [...unknown] }),
          )
      : null,
  );
  const answer = ids && followed.status === 'success' ? followed.data : null;
  const now = useExpiryNow(answer?.open ?? NO_JOBS);
  return useMemo(() => {
    if (!answer || !ids) return NO_IDS;
    const open = new Set(answer.open.filter((job) => isJobOpen(job, now)).map((job) => job.id));
    const unknown = new Set(answer.unknown);
    return new Set(ids.filter((id) => !open.has(id) && !unknown.has(id)));
  }, [answer, ids, now]);
}

// Firestore's answers kept in the query cache, in TanStack Query's pattern for subscriptions: a
// listener that calls setQueryData (tkdodo.eu, "Using WebSockets with React Query"). The
// listener runs while a component reads the key, so a list nobody shows costs no reads; every
// reader of the key shares its answers, and the last answer stays in the cache (gcTime), so a
// reader who comes back starts from it while the listener is asked again. A query function that
// resolved on the first snapshot would instead keep its listener for as long as the cache kept
// the answer, whoever still looked.

/** Starts listening: `next` with each answer, `fail` with an error; returns how to stop. */
type Listen<T> = (next: (data: T) => void, fail: (error: Error) => void) => () => void;

/** What the cache keeps of a listened key: its last answer, or why it has none. */
type LastAnswer<T> = { data: T } | { error: Error };

/**
 * The answers `listen` gives, under `queryKey`: listened to while the key is read and `listen` is
 * not null, again whenever the key changes; loading while `listen` is null, whatever the cache
 * holds for the key. `listen` is read when listening starts: the key says what is listened to.
 */
function useListenedQuery<T>(queryKey: QueryKey, listen: Listen<T> | null): LiveResult<T> {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  const listening = listen !== null;
  const start = useEffectEvent(() => {
    const keep = (last: LastAnswer<T>) => queryClient.setQueryData(queryKey, last);
    return listen?.(
      (data) => keep({ data }),
      (error) => keep({ error }),
    );
  });
  useEffect(() => (listening ? start() : undefined), [hash, listening]);
  const { data: last } = useQuery<LastAnswer<T>>({
    queryKey,
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return useMemo(() => {
    if (!last || !listening) return LOADING;
    return 'error' in last
      ? { status: 'error', error: last.error }
      : { status: 'success', data: last.data };
  }, [last, listening]);
}
